import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '@shared/constants';
import type { AuthUser } from '@shared/schemas/auth';
import { notFound } from '../http/errors';
import { SESSION_COOKIE } from './sessions.repository';
import { getAuthUser } from './auth.repository';
import { createSession } from './sessions.repository';
import { factorsOf, hasFactor, twoFactorRequired } from './two-factor.repository';

function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  s: { token: string; csrfToken: string; expiresAt: Date },
) {
  const secure = request.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, s.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: s.expiresAt,
  });
  // Readable by scripts on purpose: the web client copies it into the X-CSRF-Token header.
  reply.setCookie(CSRF_COOKIE, s.csrfToken, { path: '/', sameSite: 'lax', secure, expires: s.expiresAt });
}

/**
 * The one place a session starts, whatever proved who the person is (a password, a password and
 * a second factor; single sign-on shares it): the session row, its cookies, and the user as
 * get-auth-user answers. An Admin the company requires a second factor of who has none gets a
 * session that opens enrolment only (decision 0046).
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; typeId: number },
): Promise<AuthUser> {
  const mustEnrol =
    (await twoFactorRequired(app.db, user.typeId)) && !hasFactor(await factorsOf(app.db, user.id));
  const session = await createSession(app.db, {
    userId: user.id,
    ttlHours: app.config.SESSION_TTL_HOURS,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    mustEnrol,
  });
  setSessionCookies(request, reply, session);
  const me = await getAuthUser(app.db, user.id);
  if (!me) throw notFound('user');
  return { ...me, two_factor_setup_required: mustEnrol };
}
