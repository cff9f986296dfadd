import { arrayContains, asc, eq } from 'drizzle-orm';
import { mailMessages } from '../db/schema/mail';
import { users } from '../db/schema/users';
import type { TestApp } from '../test/test-app';

/** "Forgot password?" from one client address (app.inject's remoteAddress is request.ip). */
export const forgot = (t: TestApp, login: string, ip = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login }, remoteAddress: ip });

export const reset = (t: TestApp, token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

/** The mails queued to an address, oldest first. */
export const mailsTo = (t: TestApp, email: string) =>
  t.db
    .select()
    .from(mailMessages)
    .where(arrayContains(mailMessages.recipients, [email]))
    .orderBy(asc(mailMessages.id));

/** The token in a reset mail's link. */
export function tokenIn(text: string): string {
  const match = /\/reset-password\?token=([^\s]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

/** The token of the newest reset mail to an address. */
export async function latestToken(t: TestApp, email: string): Promise<string> {
  const mails = await mailsTo(t, email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return tokenIn(last.textBody);
}

let seq = 0;
/** A user with a known email and username. */
export async function person(t: TestApp, input: Parameters<TestApp['createUser']>[0] = {}) {
  seq += 1;
  const username = `reset${seq}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.com`;
  const id = await t.createUser({ email, username, name: `Reset Person ${seq}`, ...input });
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return { id, email: row!.email, username: row!.username, name: row!.name };
}
