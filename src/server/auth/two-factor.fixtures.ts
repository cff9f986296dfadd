import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '../db/schema/users';
import type { Session, TestApp } from '../test/test-app';
import { TEST_PASSWORD } from '../test/test-app';

/** What the two-factor API tests share: logging in by steps, codes at the test's clock. */
export function sessionOf(res: LightMyRequestResponse): Session {
  const cookies = res.cookies as { name: string; value: string }[];
  return {
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    csrf: cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
    userId: res.json<{ id: number }>().id,
  };
}

export const codeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export async function emailOf(t: TestApp, id: number) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

export const passwordStep = (t: TestApp, login: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });

export async function ticketOf(t: TestApp, login: string): Promise<string> {
  const res = await passwordStep(t, login);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ second_factor: { ticket: string } }>().second_factor.ticket;
}

export const secondStep = (t: TestApp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/second-factor', payload });

/** Turns the app on for the session's user at `at`: the secret and the ten recovery codes. */
export async function enrolTotp(t: TestApp, session: Session, at: Date) {
  const start = await t.request(session, { method: 'POST', url: '/api/account/two-factor/totp' });
  if (start.statusCode !== 200) throw new Error(`start failed: ${start.statusCode} ${start.body}`);
  const { secret } = start.json<{ secret: string }>();
  const confirm = await t.request(session, {
    method: 'POST',
    url: '/api/account/two-factor/totp/confirm',
    payload: { code: await codeAt(secret, at) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { secret, codes: confirm.json<{ recovery_codes: string[] }>().recovery_codes };
}
