import { describe, expect, it } from 'vitest';
import { FieldCipher, maskSecret } from './field-cipher.ts';

const SECRET = 'field-cipher-test-secret-of-32-characters';

describe('FieldCipher', () => {
  it('gives back what it sealed, and never stores the plaintext', () => {
    const cipher = new FieldCipher(SECRET);
    const sealed = cipher.encrypt('sk-live-ação', 'prompt:1:apiKey');
    expect(sealed).not.toContain('sk-live');
    expect(cipher.decrypt(sealed, 'prompt:1:apiKey')).toBe('sk-live-ação');
  });

  it('seals the same value differently each time', () => {
    const cipher = new FieldCipher(SECRET);
    expect(cipher.encrypt('token', 'c')).not.toBe(cipher.encrypt('token', 'c'));
  });

  it('refuses a value moved to another row, altered, or sealed under another secret', () => {
    const cipher = new FieldCipher(SECRET);
    const sealed = cipher.encrypt('token', 'whatsapp:1:cloudAccessToken');
    expect(() => cipher.decrypt(sealed, 'whatsapp:2:cloudAccessToken')).toThrow();
    const altered = `${sealed.slice(0, -4)}AAAA`;
    expect(() => cipher.decrypt(altered, 'whatsapp:1:cloudAccessToken')).toThrow();
    expect(() => new FieldCipher(`${SECRET}-rotated`).decrypt(sealed, 'whatsapp:1:cloudAccessToken')).toThrow();
    expect(() => cipher.decrypt('plain', 'x')).toThrow(/format/);
  });

  it('needs a long secret', () => {
    expect(() => new FieldCipher('short')).toThrow(/at least 32/);
  });
});

describe('maskSecret', () => {
  it('shows at most the last four characters', () => {
    expect(maskSecret('sk-abcdefghijklmnop')).toBe('••••mnop');
    expect(maskSecret('short')).toBe('••••');
    expect(maskSecret(null)).toBeNull();
    expect(maskSecret('')).toBeNull();
  });
});
