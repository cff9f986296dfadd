import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shared/constants';
import { auditLog } from '../db/schema/audit';
import { loginFailures } from '../db/schema/auth';
import { passwordResetRequests, passwordResets } from '../db/schema/password-resets';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { forgot, latestToken, mailsTo, person, reset, tokenIn } from './password-reset.fixtures';
import { MAX_RESET_MAILS_PER_ACCOUNT, MAX_RESET_REQUESTS_PER_IP } from './password-reset.repository';
import { hashToken } from '../auth/auth.public';

/** Issue 19, item 5: "Forgot password?" and the one-time link. */

const NEW_PASSWORD = 'Fresh-start-42';
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://fieldbook.example.com/', LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t.close());

const whoAmI = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/get-auth-user', headers: { cookie } });
const logIn = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });

describe('POST /api/auth/forgot-password', () => {
  it('queues the mail in the outbox (no SMTP_URL) with a link whose token sets a new password', async () => {
    const user = await person(t);
    const res = await forgot(t, user.email, '192.0.2.10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });

    const [mail, ...more] = await mailsTo(t, user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'password-reset',
      status: 'outbox',
      recipients: [user.email],
      subject: 'Reset your Fieldbook password',
      userId: user.id,
      createdBy: null,
      reportId: null,
    });
    const text = mail!.textBody;
    expect(text).toContain(`Hello ${user.name},`);
    expect(text).toContain(`for your Fieldbook account (${user.email}) on the login page`);
    expect(text).toContain('The link works once, within one hour.');
    expect(text).toContain('If you did not ask for it, ignore this mail');
    expect(text).toMatch(/^https:\/\/fieldbook\.example\.com\/reset-password\?token=[\w-]{43}$/m);

    const token = tokenIn(text);
    const done = await reset(t, token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'success' });
    // It does not log in: the user logs in with the new password, and the old one is gone.
    expect(done.cookies).toEqual([]);
    expect((await logIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // The audit log says the owner changed the password, and holds no hash.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.entity} = 'users' and ${auditLog.entityId} = ${String(user.id)} and ${auditLog.action} = 'update'`,
      );
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'update',
        userId: user.id,
        after: expect.objectContaining({ password_changed: true }),
      }),
    ]);
    expect(JSON.stringify(audits)).not.toContain('scrypt');
  });

  it('stores only the hash of the token, and never logs the token', async () => {
    const user = await person(t);
    await forgot(t, user.email, '192.0.2.11');
    const token = await latestToken(t, user.email);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.sentBy).toBeNull();
    const stored = await queryRows<{ row: string }>(t.db, sql`select p::text as row from password_resets p`);
    expect(stored.map((r) => r.row).join('\n')).not.toContain(token);
    // The link lasts one hour from when it was made.
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(5_000);

    await reset(t, token, NEW_PASSWORD);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('answers alike for an unknown, an inactive, a deleted and an existing account, mailing only the last', async () => {
    const live = await person(t);
    const inactive = await person(t, { statusId: Status.Inactive });
    const deleted = await person(t);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));

    const answers = [];
    for (const [i, login] of [
      'nobody-here@example.com',
      inactive.email,
      deleted.email,
      live.email,
      live.username,
      live.email.toUpperCase(),
    ].entries()) {
      const res = await forgot(t, login, `192.0.2.${20 + i}`);
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, body: '{"status":"success"}' });

    expect(await mailsTo(t, inactive.email)).toEqual([]);
    expect(await mailsTo(t, deleted.email)).toEqual([]);
    // The email, the username and the email in capitals are one account.
    expect(await mailsTo(t, live.email)).toHaveLength(3);
    // Every request is recorded, known address or not.
    const recorded = await t.db
      .select({ login: passwordResetRequests.login })
      .from(passwordResetRequests)
      .where(sql`${passwordResetRequests.ip} like '192.0.2.2_'`);
    expect(recorded.map((r) => r.login)).toEqual([
      'nobody-here@example.com',
      inactive.email,
      deleted.email,
      live.email,
      live.username,
      live.email,
    ]);
  });

  it('refuses a client address after 10 requests in 15 minutes (429), other addresses still get theirs', async () => {
    const user = await person(t);
    for (let i = 0; i < MAX_RESET_REQUESTS_PER_IP; i++) {
      expect((await forgot(t, `guess${i}@example.com`, '203.0.113.5')).statusCode).toBe(200);
    }
    const refused = await forgot(t, user.email, '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'auth.tooManyResets',
      message: 'Too many password reset requests from this address. Wait 15 minutes and try again.',
    });
    expect(await mailsTo(t, user.email)).toEqual([]);
    expect((await forgot(t, user.email, '203.0.113.6')).statusCode).toBe(200);
    expect(await mailsTo(t, user.email)).toHaveLength(1);

    // Requests older than 15 minutes no longer count.
    await t.db
      .update(passwordResetRequests)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(passwordResetRequests.ip, '203.0.113.5'));
    expect((await forgot(t, 'guess-again@example.com', '203.0.113.5')).statusCode).toBe(200);
  });

  it('sends one account at most 3 mails an hour, answering the same beyond', async () => {
    const user = await person(t);
    for (let i = 0; i < MAX_RESET_MAILS_PER_ACCOUNT + 2; i++) {
      const res = await forgot(t, user.email, `198.51.100.${40 + i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success' });
    }
    expect(await mailsTo(t, user.email)).toHaveLength(MAX_RESET_MAILS_PER_ACCOUNT);
    // An hour later the account gets mail again.
    await t.db
      .update(passwordResets)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(passwordResets.userId, user.id));
    await forgot(t, user.email, '198.51.100.50');
    expect(await mailsTo(t, user.email)).toHaveLength(MAX_RESET_MAILS_PER_ACCOUNT + 1);
  });

  it('refuses an empty login (400) and needs no CSRF token or session', async () => {
    const res = await forgot(t, '   ', '192.0.2.60');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldCodes: { login: { code: 'auth.loginMissing' } } });
  });
});

describe('POST /api/auth/reset-password', () => {
  async function linkFor(user: { email: string }, ip: string) {
    expect((await forgot(t, user.email, ip)).statusCode).toBe(200);
    return latestToken(t, user.email);
  }

  it('works once: the second use is 410 and changes nothing', async () => {
    const user = await person(t);
    const token = await linkFor(user, '192.0.2.70');
    expect((await reset(t, token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(t, token, 'Another-pass-77');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'auth.resetLinkInvalid',
      message: 'This reset link has expired or was already used. Ask for a new one.',
    });
    expect((await logIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(user.email, 'Another-pass-77')).statusCode).toBe(401);
  });

  it('is 410 once the hour is over, and for a token that was never sent', async () => {
    const user = await person(t);
    const token = await linkFor(user, '192.0.2.71');
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect((await reset(t, token, NEW_PASSWORD)).statusCode).toBe(410);
    expect((await reset(t, 'x'.repeat(43), NEW_PASSWORD)).statusCode).toBe(410);
    expect((await logIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session of the account and clears its failed logins', async () => {
    const user = await person(t);
    const [phone, desk] = [await t.login(user.email), await t.login(user.email)];
    await t.db.insert(loginFailures).values([
      { login: `user:${user.id}`, ip: '192.0.2.99' },
      { login: `password:${user.id}`, ip: '192.0.2.99' },
    ]);
    const token = await linkFor(user, '192.0.2.72');
    // Asking for a link ends nothing: whoever asks need not be the owner.
    expect((await whoAmI(phone.cookie)).statusCode).toBe(200);

    expect((await reset(t, token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await whoAmI(phone.cookie)).statusCode).toBe(401);
    expect((await whoAmI(desk.cookie)).statusCode).toBe(401);
    const failures = await t.db
      .select()
      .from(loginFailures)
      .where(sql`${loginFailures.login} in (${`user:${user.id}`}, ${`password:${user.id}`})`);
    expect(failures).toEqual([]);
  });

  it('spends the other links of the account too', async () => {
    const user = await person(t);
    const first = await linkFor(user, '192.0.2.73');
    const second = await linkFor(user, '192.0.2.74');
    expect(first).not.toBe(second);
    expect((await reset(t, second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(t, first, 'Another-pass-77')).statusCode).toBe(410);
  });

  it('holds the new password to the usual rules, leaving the link usable', async () => {
    const user = await person(t);
    const token = await linkFor(user, '192.0.2.75');
    const short = await reset(t, token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fieldCodes: { password: { code: 'user.passwordTooShort' } } });
    const oneKind = await reset(t, token, 'onlylowercaseletters');
    expect(oneKind.json()).toMatchObject({ fieldCodes: { password: { code: 'user.passwordOneKind' } } });
    const login = await reset(t, token, user.email);
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ fieldCodes: { password: { code: 'user.passwordIsLogin' } } });
    expect((await reset(t, token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is 410 for an account deactivated or deleted after the link was sent', async () => {
    const inactive = await person(t);
    const deleted = await person(t);
    const tokens = [await linkFor(inactive, '192.0.2.76'), await linkFor(deleted, '192.0.2.77')];
    await t.db.update(users).set({ statusId: Status.Inactive }).where(eq(users.id, inactive.id));
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    for (const token of tokens) expect((await reset(t, token, NEW_PASSWORD)).statusCode).toBe(410);
  });

  it('lets two uses at once set one password only', async () => {
    const user = await person(t);
    const token = await linkFor(user, '192.0.2.78');
    const answers = await Promise.all([
      reset(t, token, 'Racing-pass-one-1'),
      reset(t, token, 'Racing-pass-two-2'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });
});
