import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PORTAL_CSRF_COOKIE } from '@shared/constants';
import type { Db } from '../db/client';
import { forbidden, HttpError } from '../http/errors';
import { SAFE_METHODS } from '../http/safe-methods';
import { loadPortalSession, type PortalSession } from './portal-sessions.repository';

/** The portal session's cookie: never the office's `fieldbook_session` (decision 0048). */
export const PORTAL_COOKIE = 'fieldbook_portal';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer's portal session on a `'portal'` route (portal-auth.ts); null elsewhere. */
    portal: PortalSession | null;
  }
}

function sameToken(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The permission check of a `'portal'` route: the portal cookie and nothing else. An office
 * session or an API key is not looked at, so it opens nothing here (401), just as the portal
 * cookie opens no office route (auth.plugin.ts reads only the office cookie there). A change asks
 * for the portal's CSRF token the way the office's does: the header matches the readable cookie
 * and the session's own token.
 */
export async function authenticatePortal(request: FastifyRequest, db: Db): Promise<void> {
  const token = request.cookies[PORTAL_COOKIE];
  request.portal = token ? await loadPortalSession(db, token, request.server.clock()) : null;
  if (!request.portal) throw new HttpError(401, 'portal.signInRequired');
  if (SAFE_METHODS.has(request.method)) return;
  const header = request.headers['x-csrf-token'] ?? request.headers['x-xsrf-token'];
  const sent = Array.isArray(header) ? header[0] : header;
  const cookie = request.cookies[PORTAL_CSRF_COOKIE];
  if (!sameToken(sent, request.portal.csrfToken) || !sameToken(cookie, request.portal.csrfToken)) {
    throw forbidden('auth.csrf');
  }
}

/** The portal's cookies: the session (httpOnly) and its CSRF token (read by the page's script). */
export function setPortalCookies(
  reply: FastifyReply,
  secure: boolean,
  session: { token: string; csrfToken: string; expiresAt: Date },
): void {
  const common = { path: '/', sameSite: 'lax' as const, secure, expires: session.expiresAt };
  reply.setCookie(PORTAL_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(PORTAL_CSRF_COOKIE, session.csrfToken, common);
}

export function clearPortalCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(PORTAL_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(PORTAL_CSRF_COOKIE, { path: '/', sameSite: 'lax', secure });
}
