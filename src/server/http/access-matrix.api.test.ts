import type * as FastifyModule from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Role, ROLE_NAMES, type RoleId } from '@shared/constants';
import { customerSite, portalSignIn } from '../portal/portal.fixtures';
import { createTestApp, type Session } from '../test/test-app';
import { EXPECTED, type Expected } from './access-matrix.fixtures';
import { printedRoutes } from '../test/printed-routes';

/**
 * Route discovery. The app is built inside buildApp, after which Fastify accepts no more onRoute
 * hooks and keeps route options (config.access) to itself; printRoutes shows neither. So the
 * Fastify factory is wrapped here: every app built in this file records each route as it is
 * registered, with its method, full URL and declared access.
 */
interface DiscoveredRoute {
  method: string;
  url: string;
  access: unknown;
}
const registered = vi.hoisted(() => [] as DiscoveredRoute[]);

vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const factory = mod.default as unknown as (...args: unknown[]) => FastifyModule.FastifyInstance;
  const recording = (...args: unknown[]) => {
    const app = factory(...args);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        registered.push({ method: String(method), url: route.url, access: route.config?.access });
      }
    });
    return app;
  };
  return { ...mod, default: recording, fastify: recording };
});

const t = await createTestApp();
afterAll(() => t.close());

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const apiRoutes = registered.filter((r) => r.url.startsWith('/api') && !isDocs(r.url));

/** A HEAD route that Fastify exposes for a GET route answers to the GET's table entry. */
function expectedFor(route: DiscoveredRoute): Expected | undefined {
  const own = EXPECTED[routeKey(route)];
  if (own || route.method !== 'HEAD') return own;
  return EXPECTED[`GET ${route.url}`];
}

const sameRoles = (a: readonly RoleId[]) => [...a].sort().join(',');

describe('route discovery', () => {
  it('records every route the app actually serves', () => {
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of registered) {
      expect(t.app.hasRoute({ method: route.method, url: route.url }), routeKey(route)).toBe(true);
    }
    // Fastify's own route tree must show the same /api routes, so the recording missed none.
    const printed = printedRoutes(t.app.printRoutes({ commonPrefix: false }));
    const fromTree = printed.filter((r) => r.url.startsWith('/api') && !isDocs(r.url)).map(routeKey);
    expect(fromTree.sort()).toEqual(apiRoutes.map(routeKey).sort());
  });

  it('every /api route is in the expected table (add new routes to EXPECTED)', () => {
    const missing = apiRoutes.filter((r) => expectedFor(r) === undefined).map(routeKey);
    expect(missing).toEqual([]);
  });

  it('every route in the expected table exists (remove or rename stale entries)', () => {
    const served = new Set(apiRoutes.map(routeKey));
    expect(Object.keys(EXPECTED).filter((key) => !served.has(key))).toEqual([]);
  });

  it('each route declares exactly the access of the table', () => {
    const wrong = apiRoutes
      .filter((r) => {
        const expected = expectedFor(r);
        if (expected === undefined) return false;
        if (typeof expected === 'string' || typeof r.access === 'string') return expected !== r.access;
        return !Array.isArray(r.access) || sameRoles(r.access as RoleId[]) !== sameRoles(expected);
      })
      .map((r) => `${routeKey(r)} declares ${JSON.stringify(r.access)}`);
    expect(wrong).toEqual([]);
  });
});

/** One login per role; a probe that ends its session (logout) gets the role logged in again. */
const ROLES: RoleId[] = [Role.SuperAdmin, Role.Admin, Role.Supervisor, Role.Technician];
const logins = new Map<RoleId, string>();
const sessions = new Map<RoleId, Session>();
for (const role of ROLES) {
  const email = `matrix-${role}@example.com`;
  await t.createUser({ email, typeId: role, name: `Matrix ${ROLE_NAMES[role]}` });
  logins.set(role, email);
}

async function sessionFor(role: RoleId): Promise<Session> {
  const current = sessions.get(role);
  if (current) {
    const alive = await t.request(current, { method: 'GET', url: '/api/get-auth-user' });
    if (alive.statusCode === 200) return current;
  }
  const fresh = await t.login(logins.get(role)!);
  sessions.set(role, fresh);
  return fresh;
}

/** A customer's portal session, signed in again only after a probe ended it (sign-out). */
const portalEmail = 'matrix-contact@example.com';
await customerSite(t, { email: portalEmail, visitDate: '2026-12-01' });
let portal: Session | undefined;
async function portalSession(): Promise<Session> {
  const alive = portal && (await t.request(portal, { method: 'GET', url: '/api/portal/me' }));
  if (alive?.statusCode === 200) return portal!;
  return (portal = await portalSignIn(t, portalEmail));
}

/** Route parameters get values that address nothing: an allowed caller learns 404 (or 400). */
function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'entity' ? 'users' : name === 'kind' ? 'locations' : '999999',
  );
}

/** What a caller experiences: 401, 403, or "allowed" (the route ran and answered sensibly). */
function outcome(status: number): string {
  if (status === 401 || status === 403) return String(status);
  // 303: single sign-on's start and callback send the browser on (decision 0045).
  if ((status >= 200 && status < 300) || [303, 400, 404, 409].includes(status)) return 'allowed';
  return `unexpected ${status}`;
}

const CALLERS = ['anonymous', ...ROLES.map((r) => ROLE_NAMES[r]), 'portal contact'];

describe.each(apiRoutes.map((r) => [routeKey(r), r] as const))('%s', (_key, route) => {
  it('answers each caller as the table says', async () => {
    // A route missing from the table is probed against its own declaration (and fails above).
    const expected = expectedFor(route) ?? (route.access as Expected | undefined) ?? 'public';
    const want: Record<string, string> = {
      anonymous: expected === 'public' ? 'allowed' : '401',
    };
    for (const role of ROLES) {
      want[ROLE_NAMES[role]] =
        expected === 'public' || (Array.isArray(expected) && expected.includes(role))
          ? 'allowed'
          : expected === 'portal'
            ? '401'
            : '403';
    }
    // The portal cookie opens the portal's routes and no office route (decision 0048).
    want['portal contact'] = expected === 'public' || expected === 'portal' ? 'allowed' : '401';

    const got: Record<string, string> = {};
    const call = (session: Session | null) =>
      t.request(session, {
        method: route.method,
        url: concreteUrl(route.url),
        ...(['GET', 'HEAD'].includes(route.method) ? {} : { payload: {} }),
      });
    got.anonymous = outcome((await call(null)).statusCode);
    for (const role of ROLES) {
      got[ROLE_NAMES[role]] = outcome((await call(await sessionFor(role))).statusCode);
    }
    got['portal contact'] = outcome((await call(await portalSession())).statusCode);
    expect(Object.keys(got)).toEqual(CALLERS);
    expect(got).toEqual(want);
  });
});
