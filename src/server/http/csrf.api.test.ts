import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type * as FastifyModule from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { signaturePng } from '../reports/test-images';
import { jobs, jobUsers } from '../db/schema/jobs';
import { queueCalls } from '../queue/queue.fixtures';
import { accountCalls } from '../users/account.fixtures';
import { shareLinkCalls } from '../share-links/share-links.fixtures';
import { apiKeyCalls } from '../api-keys/api-keys.fixtures';
import { webhookCalls } from '../webhooks/webhooks.fixtures';
import { recurrenceCalls } from '../visits/recurrence.fixtures';
import { importCalls } from '../imports/imports.fixtures';
import { correctiveActionCalls } from '../corrective-actions/corrective-actions.fixtures';
import { deviceCalls } from '../devices/devices.fixtures';
import { dropFactors, twoFactorCalls } from '../auth/two-factor-csrf.fixtures';
import { visitCalls } from '../visits/visits.fixtures';
import { dayRouteCalls } from '../day-routes/day-routes.fixtures';
import { users } from '../db/schema/users';
import { reports } from '../db/schema/reports';
import { insertFinished } from '../compliance/compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { databaseDigest as digestOf } from '../test/database-digest';
import { PORTAL_CHANGES } from '../portal/portal.fixtures';
import { createTestApp, TEST_PASSWORD, testHash, type Session } from '../test/test-app';
import { csrfFixtures, restDeleteCalls } from './csrf.fixtures';

/**
 * Every mutating /api route except login refuses a call without a valid CSRF header (docs/product.md
 * section 7), and the refused call changes nothing. Routes are discovered from the app itself:
 * the Fastify factory is wrapped so that the app records each route as it is registered (the
 * built app no longer takes onRoute hooks). access-matrix.api.test.ts checks that this recording
 * is complete.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const factory = mod.default as unknown as (...args: unknown[]) => FastifyModule.FastifyInstance;
  const recording = (...args: unknown[]) => {
    const app = factory(...args);
    app.addHook('onRoute', (route) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        registered.push({ method: String(method), url: route.url });
      }
    });
    return app;
  };
  return { ...mod, default: recording, fastify: recording };
});

// Uploads land in a folder of this run's own, not in the working copy's data folder.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-csrf-'));
const t = await createTestApp({ DATA_DIR: dataDir });
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];
const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** Public calls made before there is a session: no CSRF token to send (decision 0002). */
const BEFORE_LOGIN = [
  '/api/auth/login',
  '/api/auth/login/second-factor',
  '/api/auth/login/passkey-options',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/portal/sign-in',
  '/api/portal/sessions',
];
/**
 * The customer portal's changes: a portal session's own, tested in portal/portal-sign-in.api.test.ts
 * (sign-out), portal/portal-actions.api.test.ts (a customer's corrective actions) and
 * portal/portal-visit-requests.api.test.ts (a request to move a visit).
 */
const mutatingRoutes = registered.filter(
  (r) =>
    r.url.startsWith('/api') &&
    MUTATING.includes(r.method) &&
    !BEFORE_LOGIN.includes(r.url) &&
    !PORTAL_CHANGES.includes(r.url),
);

const superAdminEmail = 'csrf-super@example.com';
await t.createUser({ email: superAdminEmail, typeId: Role.SuperAdmin, name: 'Csrf Super' });
/** Someone else's valid session, whose token must not work for ours. */
const stranger = await t.loginAs(Role.SuperAdmin);

/** The Super Admin's session, logged in again only after a call ended it (logout). */
let current: Session | undefined;
async function superAdmin(): Promise<Session> {
  if (current) {
    const alive = await t.request(current, { method: 'GET', url: '/api/get-auth-user' });
    if (alive.statusCode === 200) return current;
  }
  // A control call of the two-factor routes may have left a second factor on.
  if (current) await dropFactors(t.db, current.userId);
  return (current = await t.login(superAdminEmail));
}

type Call = { url: string; payload?: unknown };

const rows = csrfFixtures(t.db, async () => (await superAdmin()).userId);
const { csrfLocation, csrfJob, csrfTemplate, csrfReport, csrfChemical } = rows;

/** People and groups: a valid user body, and a group made through the API. */
let peopleSeq = 0;
const csrfUserBody = () => ({
  name: `Csrf Person ${++peopleSeq}`,
  email: `csrf-person-${peopleSeq}@example.com`,
  username: `csrfperson${peopleSeq}`,
  password: 'Csrf-password-123',
  type_id: Role.Technician,
  status_id: 1,
});
async function csrfGroup(): Promise<number> {
  const res = await t.request(await superAdmin(), {
    method: 'POST',
    url: '/api/groups',
    payload: { name: `Csrf Group ${++peopleSeq}`, type_id: Role.Technician, status_id: 1 },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

const SAFETY_PDF = await readFile(new URL('../../../e2e/fixtures/safety-data-sheet.pdf', import.meta.url));

/**
 * For each mutating route, a call that really changes something when the token is right, so
 * "changed nothing" below means something. A new mutating route needs an entry here.
 */
const REAL_CALLS: Record<string, () => Promise<Call>> = {
  'POST /api/auth/logout': async () => ({ url: '/api/auth/logout' }),
  'POST /api/templates': async () => ({ url: '/api/templates', payload: { name: 'Csrf New Template' } }),
  'PUT /api/templates/:id': async () => ({
    url: `/api/templates/${(await csrfTemplate()).templateId}`,
    payload: { name: 'Csrf Renamed Template', status_id: 2 },
  }),
  'POST /api/templates/:id/copy': async () => ({
    url: `/api/templates/${(await csrfTemplate()).templateId}/copy`,
    payload: {},
  }),
  'DELETE /api/delete-template/:id': async () => ({
    url: `/api/delete-template/${(await csrfTemplate()).templateId}`,
  }),
  'POST /api/template/tasks': async () => ({
    url: '/api/template/tasks',
    payload: { template_id: (await csrfTemplate()).templateId, task: 'Csrf Added', weight: 2 },
  }),
  'PUT /api/template/tasks/:id/edit': async () => ({
    url: `/api/template/tasks/${(await csrfTemplate()).taskId}/edit`,
    payload: { task: 'Csrf Edited', weight: 3 },
  }),
  'DELETE /api/template/tasks/:id': async () => ({
    url: `/api/template/tasks/${(await csrfTemplate()).taskId}`,
  }),
  'POST /api/template/tasks/copy-task': async () => ({
    url: '/api/template/tasks/copy-task',
    payload: { task_id: (await csrfTemplate()).taskId },
  }),
  'POST /api/template/tasks/fields': async () => ({
    url: '/api/template/tasks/fields',
    payload: { task_id: (await csrfTemplate()).taskId, field_name: 'Csrf New', field_type: 1 },
  }),
  'POST /api/template/tasks/edit-field': async () => {
    const { taskId, fieldId } = await csrfTemplate();
    return {
      url: '/api/template/tasks/edit-field',
      payload: { field_id: fieldId, task_id: taskId, field_name: 'Csrf Changed', field_type: 2 },
    };
  },
  'DELETE /api/template/tasks/fields/:fieldId': async () => ({
    url: `/api/template/tasks/fields/${(await csrfTemplate()).fieldId}`,
  }),
  'PUT /api/template/tasks/:id/field-order': async () => {
    const { taskId, fieldId } = await csrfTemplate();
    return { url: `/api/template/tasks/${taskId}/field-order`, payload: { field_ids: [fieldId] } };
  },
  'POST /api/delete-user': async () => ({
    url: '/api/delete-user',
    payload: { params: { id: await t.createUser({ name: 'Csrf Victim' }) } },
  }),
  'POST /api/users': async () => ({ url: '/api/users', payload: csrfUserBody() }),
  'PUT /api/users/:id': async () => ({
    url: `/api/users/${await t.createUser({ name: 'Csrf Edited' })}`,
    payload: csrfUserBody(),
  }),
  'POST /api/users/:id/send-password-reset': async () => ({
    url: `/api/users/${await t.createUser({ name: 'Csrf Reset' })}/send-password-reset`,
  }),
  'PUT /api/sso/settings': async () => ({
    url: '/api/sso/settings',
    payload: {
      enabled: false,
      issuer: '',
      client_id: `csrf-client-${++peopleSeq}`,
      domains: [],
      role_claim: '',
      role_map: [],
      default_role_id: null,
      password_login_off: false,
    },
  }),
  ...accountCalls(() => ++peopleSeq),
  'PUT /api/users/:id/certifications': async () => ({
    url: `/api/users/${await t.createUser({ name: 'Csrf Certified' })}/certifications`,
    payload: {
      certifications: [{ state: 'NY', certification_id: 'C1', category: '7A', expires_on: '2027-01-31' }],
    },
  }),
  'PUT /api/locations/:id/contacts': async () => ({
    url: `/api/locations/${await csrfLocation()}/contacts`,
    payload: { contacts: [{ name: 'Csrf Contact', email: 'csrf@example.com', receives_reports: true }] },
  }),
  'POST /api/applications/:id/correct': async () => {
    const { id } = await csrfReport(ReportStatus.Finished);
    const [application] = await insertFinished(t.db, [frozenRecord({ report_id: id })]);
    return { url: `/api/applications/${application}/correct`, payload: { county: 'Kings', note: 'Csrf' } };
  },
  'POST /api/compliance/filings': async () => ({
    url: '/api/compliance/filings',
    payload: { state: 'US', from: '2026-01-01', to: '2026-01-31', kind: 'register-csv' },
  }),
  'PUT /api/company': async () => ({
    url: '/api/company',
    payload: { business_name: `Csrf Pest ${++peopleSeq}`, address: '', phone: '', licences: [] },
  }),
  'PUT /api/account/password': async () => {
    // The control really changes the password; every call starts again from the known one.
    const passwordHash = await testHash();
    await t.db.update(users).set({ passwordHash }).where(eq(users.email, superAdminEmail));
    return {
      url: '/api/account/password',
      payload: { current_password: TEST_PASSWORD, password: 'Csrf-changed-password-1' },
    };
  },
  'POST /api/groups': async () => ({
    url: '/api/groups',
    payload: { name: `Csrf Group ${++peopleSeq}`, type_id: Role.Technician, status_id: 1 },
  }),
  'PUT /api/groups/:id': async () => ({
    url: `/api/groups/${await csrfGroup()}`,
    payload: { name: `Csrf Group ${++peopleSeq}`, type_id: Role.Supervisor, status_id: 2 },
  }),
  'POST /api/delete-group': async () => ({ url: '/api/delete-group', payload: { id: await csrfGroup() } }),
  'POST /api/groups/assign/:groupId': async () => ({
    url: `/api/groups/assign/${await csrfGroup()}`,
    payload: { user_id: await t.createUser({ name: 'Csrf Member' }) },
  }),
  'DELETE /api/groups/deassign/:groupId': async () => {
    const group = await csrfGroup();
    const user = await t.createUser({ name: 'Csrf Member' });
    const res = await t.request(await superAdmin(), {
      method: 'POST',
      url: `/api/groups/assign/${group}`,
      payload: { user_id: user },
    });
    expect(res.statusCode).toBe(200);
    return { url: `/api/groups/deassign/${group}`, payload: { user_id: user } };
  },
  'POST /api/chems': async () => ({
    url: '/api/chems',
    payload: { name: `Csrf Category ${++peopleSeq}`, is_category: true },
  }),
  'PUT /api/chems/:id': async () => ({
    url: `/api/chems/${await csrfChemical()}`,
    payload: { name: 'Csrf Renamed Chemical', is_category: false, manufacturer: 'Csrf Co' },
  }),
  'DELETE /api/chems/:id': async () => ({ url: `/api/chems/${await csrfChemical()}` }),
  'PUT /api/chems/:id/file': async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(SAFETY_PDF)], { type: 'application/pdf' }), 'sds.pdf');
    return { url: `/api/chems/${await csrfChemical()}/file`, payload: form };
  },
  'DELETE /api/chems/:id/file': async () => ({ url: `/api/chems/${await csrfChemical(true)}/file` }),
  'POST /api/trash/:entity/:id/restore': async () => {
    const id = await t.createUser({ name: 'Csrf Deleted' });
    const res = await t.request(await superAdmin(), {
      method: 'POST',
      url: '/api/delete-user',
      payload: { id },
    });
    expect(res.statusCode).toBe(200);
    return { url: `/api/trash/users/${id}/restore` };
  },
  'POST /api/jobs': async () => ({
    url: '/api/jobs',
    payload: { name: 'Csrf New Job', category: 'Csrf', location_id: await csrfLocation(), status_id: 1 },
  }),
  'PUT /api/jobs/:id': async () => ({
    url: `/api/jobs/${await csrfJob()}`,
    payload: { name: 'Csrf Renamed', category: 'Csrf', location_id: await csrfLocation(), status_id: 2 },
  }),
  'POST /api/delete-job/:id': async () => {
    const id = await csrfJob();
    return { url: `/api/delete-job/${id}`, payload: { id } };
  },
  'POST /api/jobs/assign/:id': async () => ({
    url: `/api/jobs/assign/${await csrfJob()}`,
    payload: { user_id: await t.createUser({ name: 'Csrf Assignee' }) },
  }),
  'DELETE /api/jobs/deassign/:id': async () => {
    const jobId = await csrfJob();
    const userId = await t.createUser({ name: 'Csrf Assigned' });
    await t.db.insert(jobUsers).values({ jobId, userId });
    return { url: `/api/jobs/deassign/${jobId}`, payload: { user_id: userId } };
  },
  'POST /api/locations': async () => ({
    url: '/api/locations',
    payload: { name: 'Csrf New Site', address: '', latitude: 1, longitude: 2, status_id: 1 },
  }),
  'PUT /api/locations/:id': async () => ({
    url: `/api/locations/${await csrfLocation()}`,
    payload: { name: 'Csrf Moved Site', address: '', latitude: 3, longitude: 4, status_id: 2 },
  }),
  'POST /api/delete-location': async () => ({
    url: '/api/delete-location',
    payload: { params: { id: await csrfLocation() } },
  }),
  'POST /api/delete-reports': async () => ({
    url: '/api/delete-reports',
    payload: { ids: `${(await csrfReport()).id},${(await csrfReport()).id}` },
  }),
  'POST /api/reports/delete-matching': async () => {
    // A job named apart, so the filter matches this report alone.
    const { jobId } = await csrfReport();
    const name = `Csrf bulk ${jobId}-${Date.now()}`;
    await t.db.update(jobs).set({ name }).where(eq(jobs.id, jobId));
    return { url: '/api/reports/delete-matching', payload: { job_filter: name } };
  },
  'POST /api/reports/restore': async () => {
    const { id } = await csrfReport();
    await t.db.update(reports).set({ deletedAt: new Date() }).where(eq(reports.id, id));
    return { url: '/api/reports/restore', payload: { ids: [id] } };
  },
  'POST /api/reports': async () => {
    // A job with no report yet: a second one in progress on the same job is refused (409).
    const { templateId } = await csrfReport();
    return {
      url: '/api/reports',
      payload: { job_id: await insertAssignedJob(t.db), template_id: templateId },
    };
  },
  'PUT /api/reports/:id/answers': async () => {
    const { id, fieldIds } = await csrfReport();
    return {
      url: `/api/reports/${id}/answers`,
      payload: { answers: [{ field_id: fieldIds[0], value: 'Csrf' }] },
    };
  },
  'POST /api/reports/:id/files': async () => {
    const { id, fieldIds } = await csrfReport();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(signaturePng())], { type: 'image/png' }), 'signature.png');
    return { url: `/api/reports/${id}/files?field_id=${fieldIds[1]}`, payload: form };
  },
  'POST /api/reports/:id/submit': async () => ({ url: `/api/reports/${(await csrfReport()).id}/submit` }),
  'POST /api/reports/:id/send': async () => ({
    url: `/api/reports/${(await csrfReport(ReportStatus.Finished)).id}/send`,
    payload: { to: ['csrf-customer@example.com'] },
  }),
  'POST /api/reports/:id/finish': async () => ({
    url: `/api/reports/${(await csrfReport(ReportStatus.Submitted)).id}/finish`,
  }),
  'POST /api/reports/:id/return': async () => ({
    url: `/api/reports/${(await csrfReport(ReportStatus.Submitted)).id}/return`,
    payload: { reason: 'Csrf reason' },
  }),
  ...shareLinkCalls(t.db, csrfLocation, async () => (await csrfReport(ReportStatus.Finished)).id),
  ...recurrenceCalls(t.db),
  ...importCalls(t, superAdmin),
  ...correctiveActionCalls(t.db, async () => (await superAdmin()).userId),
  ...deviceCalls(t.db),
  ...twoFactorCalls(t, superAdmin, superAdminEmail),
  ...visitCalls(t.db, () => t.createUser({ typeId: Role.Technician })),
  ...dayRouteCalls(t.db, async () => (await superAdmin()).userId),
  ...restDeleteCalls(rows, () => t.createUser({ name: 'Csrf Victim' }), csrfGroup),
  ...queueCalls(t.db),
  ...apiKeyCalls(t.db, async () => (await superAdmin()).userId),
  ...webhookCalls(t.db, async () => (await superAdmin()).userId),
};

/** POSTs that write no row: an import's upload keeps the file in the file store, its dry run only reads. */
const CHANGE_NO_ROWS = new Set(['POST /api/imports/:kind/file', 'POST /api/imports/:kind/dry-run']);

/** A call that addresses nothing, for a route without an entry above. */
const fallbackCall = (url: string): Call => ({
  url: url.replace(/:(\w+)/g, (_m, name: string) => (name === 'entity' ? 'users' : '999999')),
  payload: {},
});

const databaseDigest = () => digestOf(t.db);

const WITHOUT_VALID_TOKEN: [string, (session: Session) => Record<string, string>][] = [
  ['no CSRF header', (s) => ({ cookie: s.cookie })],
  ['a forged X-CSRF-Token', (s) => ({ cookie: s.cookie, 'x-csrf-token': 'forged-token' })],
  ['a forged X-XSRF-Token', (s) => ({ cookie: s.cookie, 'x-xsrf-token': 'forged-token' })],
  ["another session's token", (s) => ({ cookie: s.cookie, 'x-csrf-token': stranger.csrf })],
  [
    'the right header but no XSRF-TOKEN cookie',
    (s) => ({ cookie: s.cookie.replace(/XSRF-TOKEN=[^;]*(; )?/, ''), 'x-csrf-token': s.csrf }),
  ],
];

it('finds the mutating routes, each with a real call', () => {
  expect(mutatingRoutes.map(routeKey)).toEqual(
    expect.arrayContaining(['POST /api/auth/logout', 'POST /api/delete-user']),
  );
  expect(mutatingRoutes.filter((r) => !REAL_CALLS[routeKey(r)]).map(routeKey)).toEqual([]);
});

describe.each(mutatingRoutes.map((r) => [routeKey(r), r] as const))('%s', (key, route) => {
  it.each(WITHOUT_VALID_TOKEN)(
    'refuses a Super Admin with %s (403) and changes nothing',
    async (_, headers) => {
      const session = await superAdmin();
      const call = (await REAL_CALLS[key]?.()) ?? fallbackCall(route.url);
      const before = await databaseDigest();

      const res = await t.app.inject({
        method: route.method as 'POST',
        url: call.url,
        payload: call.payload as Record<string, unknown> | undefined,
        headers: headers(session),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/security token/i);
      expect(await databaseDigest()).toBe(before);
      // The session itself still works.
      expect((await t.request(session, { method: 'GET', url: '/api/get-auth-user' })).statusCode).toBe(200);
    },
  );

  it.runIf(REAL_CALLS[key])('does change something with the right token (control)', async () => {
    const session = await superAdmin();
    const call = await REAL_CALLS[key]!();
    const before = await databaseDigest();
    const res = await t.request(session, { method: route.method, url: call.url, payload: call.payload });
    // 201: a creation that answers as such (POST /api/visits).
    expect([200, 201]).toContain(res.statusCode);
    if (!CHANGE_NO_ROWS.has(key)) expect(await databaseDigest()).not.toBe(before);
  });
});
