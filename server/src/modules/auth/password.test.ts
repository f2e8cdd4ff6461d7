import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { hashPassword, isForeignHash, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('accepts a bcrypt hash brought from the reference product, and only with its password', async () => {
    const stored = bcrypt.hashSync('Old-Passw0rd', 4);
    expect(isForeignHash(stored)).toBe(true);
    expect(await verifyPassword('Old-Passw0rd', stored)).toBe(true);
    expect(await verifyPassword('old-passw0rd', stored)).toBe(false);
  });

  it('does not count its own hashes as foreign', async () => {
    const own = await hashPassword('Passw0rd', { N: 2 ** 10, r: 8, p: 1 });
    expect(isForeignHash(own)).toBe(false);
    expect(await verifyPassword('Passw0rd', own)).toBe(true);
  });
});
