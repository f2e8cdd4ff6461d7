import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/**
 * AES-256-GCM for WhatsApp auth state at rest. The key is derived (HKDF-SHA256) from a server secret,
 * so it is never stored beside the data. Each value is bound to its row (`context`: connection,
 * category, key id) as authenticated data, so a value copied to another row or connection fails to
 * decrypt. Layout: version (1 byte) | IV (12) | tag (16) | ciphertext.
 */
export class AuthCipher {
  readonly #key: Buffer;

  constructor(secret: string) {
    if (secret.length < 32) {
      throw new Error('The auth-state key needs a secret of at least 32 characters');
    }
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'balcao', 'baileys-auth-state/v1', 32));
  }

  encrypt(plaintext: Buffer, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, cipher.getAuthTag(), ciphertext]);
  }

  /** Throws when the value was not written under this secret and context, or was altered. */
  decrypt(sealed: Buffer, context: string): Buffer {
    if (sealed.length < HEADER_BYTES || sealed[0] !== FORMAT_VERSION) {
      throw new Error('Unknown auth-state value format');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.#key, sealed.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, HEADER_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
  }
}
