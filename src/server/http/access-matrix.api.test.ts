import type * as FastifyModule from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Role, ROLE_NAMES, type RoleId } from '@shared/constants';
import { customerSite, portalSignIn } from '../portal/portal.fixtures';
import { createTestApp, type Session } from '../test/test-app';
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

/** `'portal'`: a customer portal session only (decision 0048), no office role at all. */
type Expected = 'public' | 'portal' | readonly RoleId[];

const EVERYONE: readonly RoleId[] = [Role.SuperAdmin, Role.Admin, Role.Supervisor, Role.Technician];
const ADMINS: readonly RoleId[] = [Role.SuperAdmin, Role.Admin];
const STAFF_ROLES: readonly RoleId[] = [Role.SuperAdmin, Role.Admin, Role.Supervisor];

/**
 * Who may call each /api route (docs/product.md section 3), written out here on purpose instead of
 * imported from the server: a route whose declared access is wider than this table fails below.
 *
 * EVERY /api route must be listed. A route the app registers that is missing here fails the
 * "every route is in the table" test, so whoever adds a route must add it here, with the roles
 * the product decisions allow. HEAD routes that Fastify adds for GET routes follow their GET.
 * Routes under /api/docs (the OpenAPI browser, served by @fastify/swagger-ui) are outside the
 * permission layer by design and are not listed.
 */
const EXPECTED: Record<string, Expected> = {
  'GET /api/health': 'public',
  'GET /api/app-config': 'public',
  'POST /api/auth/login': 'public',
  // Password resets: anyone asks for a link and uses it; Admins send one to a user.
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/users/:id/send-password-reset': ADMINS,
  'POST /api/auth/logout': EVERYONE,
  'GET /api/get-auth-user': EVERYONE,
  'GET /api/auth/user': EVERYONE,
  // Two-factor sign-in (decision 0046): the login's second step, and each person's own factors and sessions.
  'POST /api/auth/login/second-factor': 'public',
  'POST /api/auth/login/passkey-options': 'public',
  'GET /api/account/two-factor': EVERYONE,
  'POST /api/account/two-factor/totp': EVERYONE,
  'POST /api/account/two-factor/totp/confirm': EVERYONE,
  'DELETE /api/account/two-factor/totp': EVERYONE,
  'POST /api/account/two-factor/recovery-codes': EVERYONE,
  'POST /api/account/passkeys/options': EVERYONE,
  'POST /api/account/passkeys': EVERYONE,
  'DELETE /api/account/passkeys/:id': EVERYONE,
  'GET /api/account/sessions': EVERYONE,
  'DELETE /api/account/sessions/:id': EVERYONE,
  'DELETE /api/account/other-sessions': EVERYONE,
  'GET /api/get-users-filtered': ADMINS,
  'POST /api/delete-user': ADMINS,
  'GET /api/users': ADMINS,
  'DELETE /api/users/:id': ADMINS,
  'POST /api/users': ADMINS,
  'GET /api/users/:id': ADMINS,
  'PUT /api/users/:id': ADMINS,
  // "My account": every user changes their own name and password.
  'PUT /api/account': EVERYONE,
  'PUT /api/account/password': EVERYONE,
  'PUT /api/account/language': EVERYONE,
  // The business and its state licences: office staff read them, Admins change them.
  'GET /api/company': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'PUT /api/company': ADMINS,
  // The whole account, password hashes included (issue 20).
  'GET /api/account-export': [Role.SuperAdmin],
  'GET /api/dashboard': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  // Single sign-on (decision 0045): the login page asks whether it is on and starts a sign-in, the
  // provider sends the browser back; Admins set it up and test the issuer.
  'GET /api/sso/login-options': 'public',
  'GET /api/sso/start': 'public',
  'GET /api/sso/callback': 'public',
  'GET /api/sso/settings': ADMINS,
  'PUT /api/sso/settings': ADMINS,
  'GET /api/sso/discovery': ADMINS,
  // Applicators' certifications and what expires: Admins.
  'GET /api/users/:id/certifications': ADMINS,
  'PUT /api/users/:id/certifications': ADMINS,
  'GET /api/expiring': ADMINS,
  // Application records of finished reports: what an inspector asks the office for.
  'GET /api/applications': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/applications/filters': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/applications/:id': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'POST /api/applications/:id/correct': ADMINS,
  // State filings: Admins (issue 15).
  'GET /api/compliance/readiness': ADMINS,
  'POST /api/compliance/filings': ADMINS,
  'GET /api/compliance/filings': ADMINS,
  'GET /api/compliance/filings/:id/file': ADMINS,
  'GET /api/compliance/due': ADMINS,
  'GET /api/compliance/register-places': ADMINS,
  // The mail log and outbox: Admins (issue 19).
  'GET /api/mail': ADMINS,
  'GET /api/mail/:id': ADMINS,
  'GET /api/queue': ADMINS,
  'GET /api/queue/jobs': ADMINS,
  'POST /api/queue/:queue/jobs/:id/retry': ADMINS,
  'GET /api/data-migrations': ADMINS,
  // API keys (issue 36): Admins make, list and revoke them; a key itself never does.
  'GET /api/api-keys': ADMINS,
  'POST /api/api-keys': ADMINS,
  'POST /api/api-keys/:id/revoke': ADMINS,
  'GET /api/webhooks': ADMINS,
  'POST /api/webhooks': ADMINS,
  'PATCH /api/webhooks/:id': ADMINS,
  'DELETE /api/webhooks/:id': ADMINS,
  'POST /api/webhooks/:id/rotate-secret': ADMINS,
  'POST /api/webhooks/:id/test': ADMINS,
  'GET /api/webhooks/:id/messages': ADMINS,
  'POST /api/webhooks/:id/messages/:messageId/redeliver': ADMINS,
  // The audit trail (issue 20): History for whoever reads the record (checked per kind), Activity for Admins.
  'GET /api/history/:entity/:id': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/activity': ADMINS,
  // Imports of locations and users: Admins (issue 20).
  'POST /api/imports/:kind/file': ADMINS,
  'POST /api/imports/:kind/dry-run': ADMINS,
  'POST /api/imports/:kind/apply': ADMINS,
  'GET /api/imports': ADMINS,
  'POST /api/imports/undo/:id': ADMINS,
  // Groups are a management screen: Admins only.
  'GET /api/get-groups-filtered': ADMINS,
  'POST /api/delete-group': ADMINS,
  'GET /api/groups': ADMINS,
  'DELETE /api/groups/:id': ADMINS,
  'POST /api/groups': ADMINS,
  'GET /api/groups/:id': ADMINS,
  'PUT /api/groups/:id': ADMINS,
  'GET /api/groups/assignees-available-users/:groupId': ADMINS,
  'POST /api/groups/assign/:groupId': ADMINS,
  'DELETE /api/groups/deassign/:groupId': ADMINS,
  // Chemicals: everyone reads the tree, the records and their documents; only Admins change them.
  'GET /api/get-chemicals': EVERYONE,
  'GET /api/chem-tree': EVERYONE,
  'GET /api/chem-tree/categories': EVERYONE,
  'GET /api/chem-tree/children': EVERYONE,
  'GET /api/chem-tree/search': EVERYONE,
  'GET /api/chems/:id': EVERYONE,
  'GET /api/chems/:id/file': EVERYONE,
  'POST /api/chems': ADMINS,
  'PUT /api/chems/:id': ADMINS,
  'DELETE /api/chems/:id': ADMINS,
  'PUT /api/chems/:id/file': ADMINS,
  'DELETE /api/chems/:id/file': ADMINS,
  'GET /api/trash': ADMINS,
  'POST /api/trash/:entity/:id/restore': ADMINS,
  // Section 7 "What the spec's pages need": the active jobs assigned to the current user.
  'GET /api/my/jobs': EVERYONE,
  // Templates: Supervisors read; only Admins change them. Field types are a lookup for everyone.
  'GET /api/get-templates-filtered': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/templates/:id': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'POST /api/templates': ADMINS,
  'PUT /api/templates/:id': ADMINS,
  'POST /api/templates/:id/copy': ADMINS,
  'DELETE /api/delete-template/:id': ADMINS,
  'GET /api/templates': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'DELETE /api/templates/:id': ADMINS,
  'GET /api/field/types': EVERYONE,
  'GET /api/template/tasks/:id': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/templates/:id/tasks': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'POST /api/template/tasks': ADMINS,
  'PUT /api/template/tasks/:id/edit': ADMINS,
  'DELETE /api/template/tasks/:id': ADMINS,
  'POST /api/template/tasks/copy-task': ADMINS,
  'POST /api/template/tasks/fields': ADMINS,
  'POST /api/template/tasks/edit-field': ADMINS,
  'DELETE /api/template/tasks/fields/:fieldId': ADMINS,
  'PUT /api/template/tasks/:id/field-order': ADMINS,
  // Jobs: Supervisors read (their own jobs); Admins manage.
  'GET /api/get-jobs-filtered': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/jobs/categories': ADMINS,
  'GET /api/jobs/:id': ADMINS,
  'GET /api/jobs/:id/overview': STAFF_ROLES,
  'POST /api/jobs': ADMINS,
  'PUT /api/jobs/:id': ADMINS,
  'POST /api/delete-job/:id': ADMINS,
  'GET /api/jobs': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'DELETE /api/jobs/:id': ADMINS,
  'GET /api/jobs/assignees-available-users/:id': ADMINS,
  'POST /api/jobs/assign/:id': ADMINS,
  'DELETE /api/jobs/deassign/:id': ADMINS,
  // A job's recurring service: Supervisors read their own jobs' rule (checked in the handler).
  'GET /api/jobs/:id/recurrence': STAFF_ROLES,
  'PUT /api/jobs/:id/recurrence': ADMINS,
  'DELETE /api/jobs/:id/recurrence': ADMINS,
  // Locations: Supervisors read; Admins manage.
  'GET /api/get-locations-filtered': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/locations/:id': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  // The location form's check of a ZIP against the county typed: for those who enter locations.
  'GET /api/locations/zip-county': ADMINS,
  'POST /api/locations': ADMINS,
  'PUT /api/locations/:id': ADMINS,
  'POST /api/delete-location': ADMINS,
  'GET /api/locations': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'DELETE /api/locations/:id': ADMINS,
  'GET /api/locations/:id/contacts': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/locations/:id/overview': STAFF_ROLES,
  'PUT /api/locations/:id/contacts': ADMINS,
  // Reports: everyone reads (a Technician only their own); a report changes only by its own user;
  // office staff finish, return, print and download; Admins delete.
  'GET /api/get-reports-filtered': EVERYONE,
  // The "Waiting for review" badge: office staff review submitted reports (issue 18).
  'GET /api/reports/waiting-count': STAFF_ROLES,
  // The list's technician filter: office staff (the users list itself is Admins only).
  'GET /api/reports/technicians': STAFF_ROLES,
  'POST /api/delete-reports': ADMINS,
  'GET /api/reports': EVERYONE,
  'DELETE /api/reports/:id': ADMINS,
  // Select all matching (issue 20): delete by the list's filters, and its Undo.
  'POST /api/reports/delete-matching': ADMINS,
  'POST /api/reports/restore': ADMINS,
  // Exports (issue 20): each list's own access.
  'GET /api/export/users': ADMINS,
  'GET /api/export/groups': ADMINS,
  'GET /api/export/locations': STAFF_ROLES,
  'GET /api/export/jobs': STAFF_ROLES,
  'GET /api/export/templates': STAFF_ROLES,
  'GET /api/export/reports': EVERYONE,
  'GET /api/export/chemicals': EVERYONE,
  'GET /api/export/applications': STAFF_ROLES,
  'GET /api/export/mail': ADMINS,
  'GET /api/export/activity': ADMINS,
  'GET /api/export/corrective-actions': STAFF_ROLES,
  'GET /api/export/device-types': EVERYONE,
  'GET /api/export/expiring': ADMINS,
  'GET /api/export/trash': ADMINS,
  'GET /api/reports/templates': EVERYONE,
  'GET /api/reports/templates/:id/form': EVERYONE,
  'GET /api/reports/chemicals': EVERYONE,
  'POST /api/reports': EVERYONE,
  'GET /api/reports/:id': EVERYONE,
  'PUT /api/reports/:id/answers': EVERYONE,
  'POST /api/reports/:id/files': EVERYONE,
  'GET /api/reports/:id/files/:fileId': EVERYONE,
  'POST /api/reports/:id/submit': EVERYONE,
  'POST /api/reports/:id/finish': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'POST /api/reports/:id/send': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/reports/:id/sends': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'POST /api/reports/:id/return': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/reports/:id/print': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/reports/:id/download': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  // Share links (issue 19): office staff make, list and revoke them; the token alone opens what
  // it shares, read-only.
  'POST /api/reports/:id/share-links': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/reports/:id/share-links': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'POST /api/locations/:id/share-links': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/locations/:id/share-links': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'POST /api/share-links/:id/revoke': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  'GET /api/share-links/:id/openings': [Role.SuperAdmin, Role.Admin, Role.Supervisor],
  // Whoever holds a printed code checks it (issue 30): whether the record is unchanged, never its content.
  'GET /api/verify/:code': 'public',
  'GET /api/shared/:token': 'public',
  'GET /api/shared/:token/reports/:reportId': 'public',
  'GET /api/shared/:token/files/:fileId': 'public',
  'GET /api/shared/:token/documents/:chemicalId': 'public',
  'GET /api/shared/:token/reports/:reportId/site-plans/:planId/image': 'public',
  // Corrective actions (issue 16): the office's list and changes; a report's own user (checked
  // in the handler) or office staff for a report's actions; the closing photo to whoever may
  // close or read the action.
  'GET /api/corrective-actions': STAFF_ROLES,
  'GET /api/corrective-actions/overdue-count': STAFF_ROLES,
  'GET /api/corrective-actions/assignable': STAFF_ROLES,
  'GET /api/corrective-actions/:id': STAFF_ROLES,
  'POST /api/corrective-actions': STAFF_ROLES,
  'PATCH /api/corrective-actions/:id': STAFF_ROLES,
  'DELETE /api/corrective-actions/:id': ADMINS,
  'POST /api/corrective-actions/:id/photo': EVERYONE,
  'GET /api/corrective-actions/:id/photo': EVERYONE,
  'GET /api/corrective-action-updates/:id/photo': STAFF_ROLES,
  'GET /api/reports/:id/corrective-actions': EVERYONE,
  'POST /api/reports/:id/corrective-actions': EVERYONE,
  'POST /api/reports/:id/corrective-actions/:actionId/close': EVERYONE,
  // Visits (issue 18): staff plan (Supervisors their own jobs, checked per job); anyone reads their day.
  'POST /api/visits': STAFF_ROLES,
  'GET /api/visits/:id': EVERYONE,
  'PATCH /api/visits/:id': STAFF_ROLES,
  'GET /api/visits/:id/change-requests': STAFF_ROLES,
  'POST /api/visit-change-requests/:id/handled': STAFF_ROLES,
  'GET /api/jobs/:id/visits': STAFF_ROLES,
  'GET /api/schedule': STAFF_ROLES,
  'GET /api/my-visits': EVERYONE,
  'GET /api/users/:id/day-route': EVERYONE,
  'GET /api/users/:id/day-route/suggestion': STAFF_ROLES,
  'PUT /api/users/:id/day-route': STAFF_ROLES,
  // Devices (issue 17): Admins manage types, devices and plans; staff read; anyone reads the types,
  // and a plan's image (a Technician only where they have a job or a report, checked in the handler).
  'GET /api/device-types': EVERYONE,
  'POST /api/device-types': ADMINS,
  'PATCH /api/device-types/:id': ADMINS,
  'DELETE /api/device-types/:id': ADMINS,
  'GET /api/locations/:id/devices': STAFF_ROLES,
  'POST /api/locations/:id/devices': ADMINS,
  'POST /api/locations/:id/devices/bulk': ADMINS,
  'PATCH /api/devices/:id': ADMINS,
  'POST /api/devices/:id/remove': ADMINS,
  'GET /api/locations/:id/device-labels.pdf': STAFF_ROLES,
  'GET /api/locations/:id/site-plans': STAFF_ROLES,
  'POST /api/locations/:id/site-plans': ADMINS,
  'PATCH /api/site-plans/:id': ADMINS,
  'DELETE /api/site-plans/:id': ADMINS,
  'GET /api/site-plans/:id/image': EVERYONE,
  // Device trends and history (issue 17, device-trends/).
  'GET /api/locations/:id/device-trends': STAFF_ROLES,
  'GET /api/locations/:id/device-trends.pdf': STAFF_ROLES,
  'GET /api/devices/:id/inspections': STAFF_ROLES,
  // Find anything (issue 18): everyone searches; the results are what the role may open.
  'GET /api/search': EVERYONE,
  // The customer portal (issue 37): anyone asks for a link and uses it; the rest is the portal's alone.
  'POST /api/portal/sign-in': 'public',
  'POST /api/portal/sessions': 'public',
  'POST /api/portal/sign-out': 'portal',
  'GET /api/portal/me': 'portal',
  'GET /api/portal/locations/:id/visits': 'portal',
  'GET /api/portal/locations/:id/reports': 'portal',
  'GET /api/portal/reports/:id/pdf': 'portal',
  'GET /api/portal/locations/:id/actions': 'portal',
  'POST /api/portal/actions/:id/updates': 'portal',
  'POST /api/portal/action-updates/:id/photo': 'portal',
  'GET /api/portal/action-updates/:id/photo': 'portal',
  'GET /api/portal/locations/:id/audit-pack': 'portal',
  'GET /api/portal/locations/:id/applications': 'portal',
  'GET /api/portal/chemicals/:id/document': 'portal',
  'GET /api/portal/locations/:id/devices': 'portal',
  'GET /api/portal/site-plans/:id/image': 'portal',
  'POST /api/portal/visits/:id/change-request': 'portal',
  'GET /api/portal/notifications': 'portal',
  'PUT /api/portal/notifications': 'portal',
};

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
