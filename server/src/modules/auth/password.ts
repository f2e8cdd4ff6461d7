import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import bcrypt from 'bcryptjs';

export type ScryptCost = { N: number; r: number; p: number };

/** scrypt is memory-hard: N=2^15, r=8 costs 32 MiB per hash. */
const PARAMS: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 128 * 1024 * 1024 }, (error, key) => {
      if (error) {
        reject(error);
      } else {
        resolve(key);
      }
    });
  });
}

/** The cost travels with the hash, so a verification always uses the cost it was hashed with. */
export async function hashPassword(password: string, cost: ScryptCost = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A bcrypt hash (`$2a$`, `$2b$`, `$2y$`): what the reference product stored; users brought over by
 * `npm run import:whaticket` keep it until their first sign-in, which replaces it (`isForeignHash`).
 */
const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** A stored hash that is not Balcão's own scheme: a right password replaces it with a scrypt hash. */
export function isForeignHash(stored: string): boolean {
  return BCRYPT.test(stored);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (BCRYPT.test(stored)) {
    // bcrypt reads at most 72 bytes, as the reference did; the password is compared as it was typed.
    return bcrypt.compare(password, stored);
  }
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) {
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spent on unknown emails so a sign-in takes as long whether or not the account exists. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
