import {
  aesDecryptGCM,
  aesEncryptGCM,
  Curve,
  hkdf,
  NOISE_MODE,
  NOISE_WA_HEADER,
  proto,
  sha256,
  WA_CERT_DETAILS,
  type KeyPair,
} from '@whiskeysockets/baileys';

const EMPTY = new Uint8Array(0);

function ivOf(counter: number): Uint8Array {
  const iv = new Uint8Array(12);
  new DataView(iv.buffer).setUint32(8, counter);
  return iv;
}

/**
 * The certificate chain WhatsApp's server sends inside its hello. Baileys 7.0.0-rc14 checks that both
 * certificates are there, that the leaf is signed by the intermediate's key, and that the
 * intermediate's `issuerSerial` is WhatsApp's root serial (0). It also "verifies" the intermediate
 * against WhatsApp's root public key, but its `Curve.verify` only fails on a malformed signature
 * (libsignal's `verifySignature` answers false and never throws), so a 64-byte signature by a key of
 * our own passes. That is a weakness of the pinned Baileys, not something Balcão relies on.
 */
function certificateChain(serverStatic: KeyPair): Uint8Array {
  const root = Curve.generateKeyPair();
  const intermediate = Curve.generateKeyPair();
  const now = Math.floor(Date.now() / 1000);
  const intermediateDetails = proto.CertChain.NoiseCertificate.Details.encode({
    serial: 1,
    issuerSerial: WA_CERT_DETAILS.SERIAL,
    key: intermediate.public,
    notBefore: now - 60,
    notAfter: now + 3600,
  }).finish();
  const leafDetails = proto.CertChain.NoiseCertificate.Details.encode({
    serial: 2,
    issuerSerial: 1,
    key: serverStatic.public,
    notBefore: now - 60,
    notAfter: now + 3600,
  }).finish();
  return proto.CertChain.encode({
    intermediate: { details: intermediateDetails, signature: Curve.sign(root.private, intermediateDetails) },
    leaf: { details: leafDetails, signature: Curve.sign(intermediate.private, leafDetails) },
  }).finish();
}

/** Encrypts and decrypts the frames of an established session (one counter each way). */
export class NoiseTransport {
  readonly #encKey: Uint8Array;
  readonly #decKey: Uint8Array;
  #written = 0;
  #read = 0;

  constructor(encKey: Uint8Array, decKey: Uint8Array) {
    this.#encKey = encKey;
    this.#decKey = decKey;
  }

  encrypt(plaintext: Uint8Array): Buffer {
    return aesEncryptGCM(plaintext, this.#encKey, ivOf(this.#written++), EMPTY);
  }

  decrypt(ciphertext: Uint8Array): Buffer {
    return aesDecryptGCM(ciphertext, this.#decKey, ivOf(this.#read++), EMPTY);
  }
}

/** What the client proved in its finish message: its Noise static key and its ClientPayload. */
export type ClientFinish = { noiseKey: Buffer; payload: proto.ClientPayload; transport: NoiseTransport };

/**
 * The responder's side of WhatsApp Web's Noise_XX_25519_AESGCM_SHA256 handshake, the mirror of
 * Baileys' `makeNoiseHandler` (the initiator's side), step for step, with Baileys' own primitives:
 * `hello` answers the client's ephemeral key with the server hello, `finish` opens the client's
 * static key and payload and returns the transport keys.
 */
export class NoiseResponder {
  readonly #ephemeral = Curve.generateKeyPair();
  readonly #static = Curve.generateKeyPair();
  #hash: Buffer = Buffer.from(NOISE_MODE);
  #salt: Uint8Array = this.#hash;
  #key: Uint8Array = this.#hash;
  #counter = 0;
  #clientEphemeral: Uint8Array | undefined;

  constructor() {
    this.#authenticate(NOISE_WA_HEADER);
  }

  /** The server hello (ephemeral key, encrypted static key, encrypted certificate chain) for a client hello. */
  hello(clientHello: proto.HandshakeMessage.IClientHello): Uint8Array {
    const clientEphemeral = clientHello.ephemeral;
    if (!clientEphemeral) {
      throw new Error('client hello without an ephemeral key');
    }
    this.#clientEphemeral = clientEphemeral;
    this.#authenticate(clientEphemeral);
    this.#authenticate(this.#ephemeral.public);
    this.#mixIntoKey(Curve.sharedKey(this.#ephemeral.private, clientEphemeral));
    const sealedStatic = this.#encrypt(this.#static.public);
    this.#mixIntoKey(Curve.sharedKey(this.#static.private, clientEphemeral));
    const payload = this.#encrypt(certificateChain(this.#static));
    return proto.HandshakeMessage.encode({ serverHello: { ephemeral: this.#ephemeral.public, static: sealedStatic, payload } }).finish();
  }

  /** Opens the client's finish message; afterwards frames go through the returned transport. */
  finish(clientFinish: proto.HandshakeMessage.IClientFinish): ClientFinish {
    if (!this.#clientEphemeral || !clientFinish.static || !clientFinish.payload) {
      throw new Error('client finish out of order or incomplete');
    }
    const noiseKey = this.#decrypt(clientFinish.static);
    this.#mixIntoKey(Curve.sharedKey(this.#ephemeral.private, noiseKey));
    const payload = proto.ClientPayload.decode(this.#decrypt(clientFinish.payload));
    const [clientWrites, serverWrites] = this.#split(EMPTY);
    return { noiseKey, payload, transport: new NoiseTransport(serverWrites, clientWrites) };
  }

  #authenticate(data: Uint8Array): void {
    this.#hash = sha256(Buffer.concat([this.#hash, data]));
  }

  #split(data: Uint8Array): [Uint8Array, Uint8Array] {
    const key = hkdf(data, 64, { salt: this.#salt, info: '' });
    return [key.subarray(0, 32), key.subarray(32)];
  }

  #mixIntoKey(data: Uint8Array): void {
    const [salt, key] = this.#split(data);
    this.#salt = salt;
    this.#key = key;
    this.#counter = 0;
  }

  #encrypt(plaintext: Uint8Array): Buffer {
    const sealed = aesEncryptGCM(plaintext, this.#key, ivOf(this.#counter++), this.#hash);
    this.#authenticate(sealed);
    return sealed;
  }

  #decrypt(ciphertext: Uint8Array): Buffer {
    const opened = aesDecryptGCM(ciphertext, this.#key, ivOf(this.#counter++), this.#hash);
    this.#authenticate(ciphertext);
    return opened;
  }
}
