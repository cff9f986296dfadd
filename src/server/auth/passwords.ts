import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's work factors: N (CPU and memory), r (block size), p (parallel lanes). */
export interface ScryptCost {
  n: number;
  r: number;
  p: number;
}

// scrypt is memory-hard and built into Node. Parameters per OWASP's scrypt guidance (N=2^15, r=8, p=3).
export const PASSWORD_COST: ScryptCost = { n: 32768, r: 8, p: 3 };
const KEY_LENGTH = 32;
const MAX_MEM = 256 * PASSWORD_COST.n * PASSWORD_COST.r;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Returns `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old
 * hashes. Every hash the app makes has PASSWORD_COST; only tests pass a lower one for the
 * accounts they make by the hundred (verifyPassword reads the cost from the hash).
 */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.n, cost.r, cost.p);
  return ['scrypt', cost.n, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Verified against when the login is unknown, so a wrong login takes as long as a wrong password. */
export const DUMMY_HASH =
  'scrypt$32768$8$3$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
