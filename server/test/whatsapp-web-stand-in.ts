import type { AddressInfo } from 'node:net';
import {
  decodeBinaryNode,
  encodeBinaryNode,
  getBinaryNodeChild,
  jidDecode,
  NOISE_WA_HEADER,
  proto,
  S_WHATSAPP_NET,
  type BinaryNode,
} from '@whiskeysockets/baileys';
import { WebSocketServer, type WebSocket } from 'ws';
import { NoiseResponder, type NoiseTransport } from './whatsapp-web-noise.ts';

/** A device linked to a WhatsApp account: its JID (`number:device@s.whatsapp.net`) and its Noise static key. */
export type LinkedDevice = { jid: string; noiseKey: Uint8Array; lid?: string };

/** How the stand-in answered a client's finish message. */
export type Answer = 'success' | 'failure' | 'pair-device';

/** One finished handshake: the client's Noise static key, its ClientPayload and the answer it got. */
export type Handshake = { noiseKey: Buffer; payload: proto.ClientPayload; answer: Answer };

/** What WhatsApp answers a device it does not know (Baileys closes with 401, logged out). */
const LOGGED_OUT = '401';
/** Pre-keys the stand-in claims the server holds: more than Baileys' minimum, so it uploads none. */
const PRE_KEYS_ON_SERVER = '50';

function lengthPrefixed(data: Uint8Array): Buffer {
  const frame = Buffer.alloc(3 + data.byteLength);
  frame.writeUIntBE(data.byteLength, 0, 3);
  frame.set(data, 3);
  return frame;
}

/** The result of an IQ; the only contents Baileys reads on a login are the pre-key count and the key digest. */
function resultOf(iq: BinaryNode): BinaryNode {
  const result: BinaryNode = { tag: 'iq', attrs: { from: S_WHATSAPP_NET, type: 'result', id: iq.attrs['id'] ?? '' } };
  if (iq.attrs['xmlns'] === 'encrypt' && getBinaryNodeChild(iq, 'count')) {
    result.content = [{ tag: 'count', attrs: { value: PRE_KEYS_ON_SERVER } }];
  } else if (iq.attrs['xmlns'] === 'encrypt' && getBinaryNodeChild(iq, 'digest')) {
    result.content = [{ tag: 'digest', attrs: {} }];
  }
  return result;
}

/** One client's socket: the intro header, the two handshake frames, then encrypted binary nodes. */
class Client {
  readonly #socket: WebSocket;
  readonly #standIn: WhatsAppWebStandIn;
  readonly #noise = new NoiseResponder();
  #transport: NoiseTransport | undefined;
  #inBytes = Buffer.alloc(0);
  #sawIntro = false;
  #finished = false;
  #work = Promise.resolve();

  constructor(socket: WebSocket, standIn: WhatsAppWebStandIn) {
    this.#socket = socket;
    this.#standIn = standIn;
    socket.on('message', (data: Buffer) => {
      this.#work = this.#work.then(() => this.#receive(data)).catch((error: unknown) => this.#fail(error));
    });
  }

  async #receive(data: Buffer): Promise<void> {
    this.#inBytes = Buffer.concat([this.#inBytes, data]);
    if (!this.#sawIntro) {
      if (this.#inBytes.length < NOISE_WA_HEADER.length) {
        return;
      }
      if (!this.#inBytes.subarray(0, NOISE_WA_HEADER.length).equals(NOISE_WA_HEADER)) {
        throw new Error('the client did not open with the WA header');
      }
      this.#inBytes = this.#inBytes.subarray(NOISE_WA_HEADER.length);
      this.#sawIntro = true;
    }
    while (this.#inBytes.length >= 3) {
      const size = this.#inBytes.readUIntBE(0, 3);
      if (this.#inBytes.length < size + 3) {
        return;
      }
      const frame = this.#inBytes.subarray(3, size + 3);
      this.#inBytes = this.#inBytes.subarray(size + 3);
      await this.#onFrame(frame);
    }
  }

  async #onFrame(frame: Buffer): Promise<void> {
    if (this.#transport) {
      const node = await decodeBinaryNode(this.#transport.decrypt(frame));
      this.#standIn.received.push(node);
      if (node.tag === 'iq' && (node.attrs['type'] === 'get' || node.attrs['type'] === 'set')) {
        this.#send(resultOf(node));
      }
      return;
    }
    const message = proto.HandshakeMessage.decode(frame);
    if (message.clientHello && !this.#finished) {
      this.#socket.send(lengthPrefixed(this.#noise.hello(message.clientHello)));
    } else if (message.clientFinish) {
      this.#finished = true;
      const { noiseKey, payload, transport } = this.#noise.finish(message.clientFinish);
      this.#transport = transport;
      this.#answer(noiseKey, payload);
    } else {
      throw new Error('unexpected handshake message');
    }
  }

  /** A registration gets QR references; a login gets `success` when the account links that device with that key. */
  #answer(noiseKey: Buffer, payload: proto.ClientPayload): void {
    if (payload.devicePairingData) {
      this.#standIn.handshakes.push({ noiseKey, payload, answer: 'pair-device' });
      this.#send({
        tag: 'iq',
        attrs: { from: S_WHATSAPP_NET, type: 'set', id: 'pair-device-1', xmlns: 'md' },
        content: [{ tag: 'pair-device', attrs: {}, content: [{ tag: 'ref', attrs: {}, content: Buffer.from('stand-in-ref') }] }],
      });
      return;
    }
    const device = this.#standIn.deviceOf(String(payload.username), payload.device ?? 0);
    if (!device || !Buffer.from(device.noiseKey).equals(noiseKey)) {
      this.#standIn.handshakes.push({ noiseKey, payload, answer: 'failure' });
      this.#send({ tag: 'failure', attrs: { reason: LOGGED_OUT, location: 'stand-in' } });
      return;
    }
    this.#standIn.handshakes.push({ noiseKey, payload, answer: 'success' });
    const t = String(Math.floor(Date.now() / 1000));
    this.#send({ tag: 'success', attrs: { t, ...(device.lid ? { lid: device.lid } : {}) } });
    // Nothing arrived while the device was away.
    this.#send({ tag: 'ib', attrs: { from: S_WHATSAPP_NET }, content: [{ tag: 'offline', attrs: { count: '0' } }] });
  }

  #send(node: BinaryNode): void {
    if (!this.#transport) {
      throw new Error('no transport before the handshake is finished');
    }
    this.#socket.send(lengthPrefixed(this.#transport.encrypt(encodeBinaryNode(node))));
  }

  #fail(error: unknown): void {
    this.#standIn.problems.push(error instanceof Error ? error.message : String(error));
    this.#socket.terminate();
  }
}

/**
 * A real WebSocket server on 127.0.0.1 playing WhatsApp Web's chat endpoint for Baileys
 * (`WA_WEB_SOCKET_URL`), as far as a session start goes: the Noise XX handshake, then the answer to
 * the client's payload. A login of a device the stand-in links (same number, device and Noise static
 * key) gets `success`, and every IQ that follows a result, so Baileys reports the connection open; a
 * login it does not know gets a `failure` 401 (logged out); a registration gets QR references, as
 * WhatsApp sends them. It records every handshake and every node received, for the test to read.
 */
export class WhatsAppWebStandIn {
  readonly handshakes: Handshake[] = [];
  readonly received: BinaryNode[] = [];
  /** What went wrong on the stand-in's side (a test expects none). */
  readonly problems: string[] = [];
  readonly #server: WebSocketServer;
  readonly #devices: LinkedDevice[];

  private constructor(server: WebSocketServer, devices: LinkedDevice[]) {
    this.#server = server;
    this.#devices = devices;
    server.on('connection', (socket) => new Client(socket, this));
  }

  static async start(devices: LinkedDevice[]): Promise<WhatsAppWebStandIn> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    return new WhatsAppWebStandIn(server, devices);
  }

  /** `ws://127.0.0.1:<port>/ws/chat`, the value of `WA_WEB_SOCKET_URL`. */
  get url(): string {
    return `ws://127.0.0.1:${(this.#server.address() as AddressInfo).port}/ws/chat`;
  }

  deviceOf(user: string, device: number): LinkedDevice | undefined {
    return this.#devices.find((linked) => {
      const jid = jidDecode(linked.jid);
      return jid?.user === user && (jid.device ?? 0) === device;
    });
  }

  /** Drops every client and stops listening. */
  async close(): Promise<void> {
    for (const socket of this.#server.clients) {
      socket.terminate();
    }
    await new Promise<void>((resolve, reject) => this.#server.close((error) => (error ? reject(error) : resolve())));
  }
}
