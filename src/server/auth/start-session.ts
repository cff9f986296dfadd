import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '@shared/constants';
import type { Db } from '../db/client';
import { SESSION_COOKIE } from './auth.plugin';
import { createSession } from './sessions.repository';

/**
 * Starts a session for a user who has proved who they are (a password, or single sign-on,
 * decision 0045): the session row, its HttpOnly cookie, and the CSRF cookie the web client reads.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: number; ttlHours: number },
): Promise<void> {
  const s = await createSession(db, {
    userId: input.userId,
    ttlHours: input.ttlHours,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
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
