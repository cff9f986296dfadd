import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { badRequest, HttpError, notFound } from '../http/errors';
import { passwordCheckKey, recentFailures, recordFailure } from './auth.repository';
import { MAX_WRONG_CURRENT_PASSWORDS } from './auth.repository';
import { verifyPassword } from './passwords';
import { takeTotpCode } from './two-factor.repository';

/**
 * Turning a factor off or making new recovery codes asks the password or a code from the app,
 * so a session left open is not enough. Wrong ones count with the account page's wrong
 * passwords (same limit).
 */
export async function checkProof(
  db: Db,
  input: { userId: number; ip: string; now: Date; password?: string; code?: string },
): Promise<void> {
  const key = passwordCheckKey(input.userId);
  const failures = await recentFailures(db, key, input.ip);
  if (failures.byAccount >= MAX_WRONG_CURRENT_PASSWORDS) throw new HttpError(429, 'auth.tooManyPasswords');
  if (input.code !== undefined) {
    if (await takeTotpCode(db, { userId: input.userId, code: input.code, now: input.now })) return;
    await recordFailure(db, key, input.ip);
    throw badRequest('auth.wrongCode', { code: 'auth.wrongCode' });
  }
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!row) throw notFound('user');
  if (await verifyPassword(input.password ?? '', row.passwordHash)) return;
  await recordFailure(db, key, input.ip);
  throw badRequest('user.currentPasswordWrong', { password: 'user.currentPasswordWrong' });
}
