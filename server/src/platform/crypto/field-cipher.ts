import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for secrets kept in columns (AI API keys, Cloud API tokens and app secrets). The key is
 * derived (HKDF-SHA256) from the signing secret in use, so it is never stored beside the data. Each
 * value is bound to its row and column (`context`, e.g. `prompt:12:apiKey`) as authenticated data, so
 * a value copied to another row fails to decrypt. Stored as text: `v1:` + base64(IV | tag | ciphertext).
 */
export class FieldCipher {
  readonly #key: Buffer;

  constructor(secret: string) {
    if (secret.length < 32) {
      throw new Error('The field cipher needs a secret of at least 32 characters');
    }
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'balcao', 'secret-fields/v1', 32));
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
  }

  /** Throws when the value was not written under this secret and context, or was altered. */
  decrypt(sealed: string, context: string): string {
    if (!sealed.startsWith(PREFIX)) {
      throw new Error('Unknown secret field format');
    }
    const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    if (bytes.length < IV_BYTES + TAG_BYTES) {
      throw new Error('Secret field too short');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/** What an answer shows of a secret: its last four characters at most, never the whole value. */
export function maskSecret(value: string | null | undefined): string | null {
  if (!value) {
    return null;
  }
  return value.length <= 8 ? '••••' : `••••${value.slice(-4)}`;
}
