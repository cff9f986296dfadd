import { and, eq, ne } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import { passkeys, recoveryCodes, totpFactors } from '../db/schema/two-factor';
import { softwareAuthenticator } from '../test/software-authenticator';
import type { Session, TestApp } from '../test/test-app';
import { TEST_PASSWORD } from '../test/test-app';
import { relyingParty } from './passkeys.repository';

type Call = { url: string; payload?: unknown };

/** Takes the person's second factors away, so the password alone logs them in again. */
export async function dropFactors(db: Db, userId: number) {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
}

/**
 * The CSRF test's real calls for the two-factor and sessions routes (http/csrf.api.test.ts): each
 * changes something when the token is right. The CSRF test logs its Super Admin in again with
 * dropFactors first, since a control call may leave a factor on.
 */
export function twoFactorCalls(
  t: TestApp,
  superAdmin: () => Promise<Session>,
  email: string,
): Record<string, () => Promise<Call>> {
  const appOn = async (enabled: boolean) => {
    const { userId } = await superAdmin();
    await dropFactors(t.db, userId);
    const secret = generateSecret();
    await t.db.insert(totpFactors).values({ userId, secret, enabledAt: enabled ? new Date() : null });
    return secret;
  };
  const otherSession = async () => {
    const me = await superAdmin();
    // A second session of the same person: logged in with the password alone.
    await dropFactors(t.db, me.userId);
    await t.login(email);
    const [row] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, me.userId), ne(sessions.csrfToken, me.csrf)));
    return row!.id;
  };
  return {
    'POST /api/account/two-factor/totp': async () => {
      await dropFactors(t.db, (await superAdmin()).userId);
      return { url: '/api/account/two-factor/totp' };
    },
    'POST /api/account/two-factor/totp/confirm': async () => {
      const secret = await appOn(false);
      return { url: '/api/account/two-factor/totp/confirm', payload: { code: await generate({ secret }) } };
    },
    'DELETE /api/account/two-factor/totp': async () => {
      await appOn(true);
      return { url: '/api/account/two-factor/totp', payload: { password: TEST_PASSWORD } };
    },
    'POST /api/account/two-factor/recovery-codes': async () => {
      await appOn(true);
      return { url: '/api/account/two-factor/recovery-codes', payload: { password: TEST_PASSWORD } };
    },
    'POST /api/account/passkeys/options': async () => ({ url: '/api/account/passkeys/options' }),
    'POST /api/account/passkeys': async () => {
      const session = await superAdmin();
      const options = await t.request(session, { method: 'POST', url: '/api/account/passkeys/options' });
      const key = softwareAuthenticator(relyingParty(t.app.config).origin);
      return {
        url: '/api/account/passkeys',
        payload: { name: 'Csrf key', response: key.register(options.json()) },
      };
    },
    'DELETE /api/account/passkeys/:id': async () => {
      const { userId } = await superAdmin();
      const [row] = await t.db
        .insert(passkeys)
        .values({ userId, name: 'Csrf key', credentialId: `csrf-${Math.random()}`, publicKey: 'x' })
        .returning({ id: passkeys.id });
      return { url: `/api/account/passkeys/${row!.id}` };
    },
    'DELETE /api/account/sessions/:id': async () => ({
      url: `/api/account/sessions/${await otherSession()}`,
    }),
    'DELETE /api/account/other-sessions': async () => {
      await otherSession();
      return { url: '/api/account/other-sessions' };
    },
  };
}
