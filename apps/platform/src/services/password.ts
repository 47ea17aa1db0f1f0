/** Passwords stored as scrypt hashes: `scrypt$N$r$p$salt$hash`, salts random per password. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameter for new hashes (CPU and memory); a stored hash keeps its own. */
export const PASSWORD_COST = 16384;
let cost = PASSWORD_COST;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password,
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * The platform's own test suite only (its setup files; nothing a server runs calls it): new hashes
 * at another cost. The suite hashes and compares passwords thousands of times, each 35 ms at the
 * production cost; what it checks is which password is accepted, not how long a guess takes.
 * Verification always uses the cost stored with the hash.
 */
export function setPasswordCostForTests(next: number): void {
  cost = next;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
