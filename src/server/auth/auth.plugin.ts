import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '@shared/constants';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/auth';
import { HttpError, forbidden } from '../http/errors';
import { SAFE_METHODS } from '../http/safe-methods';
import {
  type KeyPrincipal,
  type LoadedSession,
  type SessionUser,
  loadSession,
  SESSION_COOKIE,
} from './sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    session: LoadedSession | null;
    /** The API key of a bearer request (api-keys/, decision 0043); null otherwise. */
    apiKey: KeyPrincipal | null;
    /** The logged-in user; set on every route that is not public. */
    user: SessionUser;
    /** Runs `fn` in one transaction whose changes the audit log attributes to the current user. */
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  }
  interface FastifyContextConfig {
    /** Open to a session that must set up a second factor first (decision 0046). */
    duringEnrolment?: boolean;
  }
}

/** How stale a session's "last active" may be: one write a minute, not one per request. */
const LAST_SEEN_STEP_MS = 60_000;

function sameToken(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The two other ways in, passed by app.ts so that auth imports neither module (decision 0056): a
 * customer's portal session (portal/portal-auth.ts) and a bearer API key (api-keys/api-key-auth.ts).
 */
export interface OtherWaysIn {
  /** Sets `request.portal` or throws 401/403. */
  portal: (request: FastifyRequest, db: Db) => Promise<void>;
  /** The secret of an `Authorization: Bearer …` header, or undefined. */
  bearerOf: (header: string | undefined) => string | undefined;
  /** The key's principal, or throws 401/403/429. */
  apiKey: (
    db: Db,
    input: { secret: string; ip: string; method: string; tag: string | undefined; now: Date },
  ) => Promise<KeyPrincipal>;
}

/**
 * The permission layer. Every /api route declares `config.access`; this hook runs before body
 * parsing and validation, so an anonymous caller learns nothing but 401 and a wrong role gets 403.
 */
export function registerAuth(app: FastifyInstance, db: Db, ways: OtherWaysIn) {
  app.decorateRequest('session', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('portal', null);
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('transaction', function <T>(this: FastifyRequest, fn: (tx: Db) => Promise<T>) {
    const actor = this.session?.user.id ?? this.apiKey?.user.id;
    // A portal change has no user: the audit log names the contact's address (decision 0049).
    const contact = this.portal?.email;
    return db.transaction(async (tx) => {
      if (actor) await tx.execute(sql`select set_config('fieldbook.user_id', ${String(actor)}, true)`);
      if (contact) await tx.execute(sql`select set_config('fieldbook.portal_email', ${contact}, true)`);
      return fn(tx);
    });
  });

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.url.startsWith('/api/docs') && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access`);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    // A customer's portal route reads the portal cookie alone; this layer's office checks never run.
    if (access === 'portal') return ways.portal(request, db);
    // A bearer wins over a cookie; it carries no cookie to forge, so no CSRF token is asked.
    const bearer = access === 'public' ? undefined : ways.bearerOf(request.headers.authorization);
    if (bearer !== undefined) {
      request.apiKey = await ways.apiKey(db, {
        secret: bearer,
        ip: request.ip,
        method: request.method,
        tag: request.routeOptions.schema?.tags?.[0],
        now: request.server.clock(),
      });
      request.user = request.apiKey.user;
      if (!access.includes(request.user.typeId as never)) throw forbidden();
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    request.session = token ? ((await loadSession(db, token)) ?? null) : null;
    if (access === 'public') return;
    if (!request.session) throw new HttpError(401, 'auth.loginRequired');
    request.user = request.session.user;
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers['x-csrf-token'] ?? request.headers['x-xsrf-token'];
      const sent = Array.isArray(header) ? header[0] : header;
      const cookie = request.cookies[CSRF_COOKIE];
      if (!sameToken(sent, request.session.csrfToken) || !sameToken(cookie, request.session.csrfToken)) {
        throw forbidden('auth.csrf');
      }
    }
    if (!access.includes(request.user.typeId as never)) throw forbidden();
    if (request.session.mustEnrol && !request.routeOptions.config.duringEnrolment) {
      throw forbidden('auth.twoFactorSetupRequired');
    }
    if (Date.now() - request.session.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.tokenHash, request.session.tokenHash));
    }
  });
}
