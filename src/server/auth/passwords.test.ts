import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, PASSWORD_COST, verifyPassword } from './passwords';

describe('password hashes', () => {
  it("are made at OWASP's scrypt cost and verify only the password they were made from", async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(PASSWORD_COST).toEqual({ n: 32768, r: 8, p: 3 });
    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
    expect(await verifyPassword('Correct-Horse-8', hash)).toBe(false);
  });

  it('verify at the cost a hash names, so hashes made before a raise keep working', async () => {
    const older = await hashPassword('Correct-Horse-9', { n: 1024, r: 8, p: 1 });
    expect(older).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Correct-Horse-9', older)).toBe(true);
    expect(await verifyPassword('correct-horse-9', older)).toBe(false);
  });

  it("check an unknown login against a hash of the app's own cost, so it takes as long as a known one", () => {
    const [, n, r, p] = DUMMY_HASH.split('$');
    expect({ n: Number(n), r: Number(r), p: Number(p) }).toEqual(PASSWORD_COST);
  });
});
