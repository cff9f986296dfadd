import { arrayContains, desc } from 'drizzle-orm';
import { FieldType, PORTAL_CSRF_COOKIE, ReportStatus, Status } from '@shared/constants';
import { correctiveActions } from '../db/schema/corrective-actions';
import { jobs } from '../db/schema/jobs';
import { mailMessages } from '../db/schema/mail';
import { locationContacts, locations } from '../db/schema/locations';
import { visits } from '../db/schema/visits';
import { insertReport, insertTemplate, multipartFile } from '../reports/reports.fixtures';
import type { Session, TestApp } from '../test/test-app';

let seq = 0;

/**
 * A customer's location with one contact (`email`), a job there with a visit coming (`visitDate`)
 * and one past, a finished report and one in progress, by a technician of its own.
 */
export async function customerSite(
  t: TestApp,
  input: { email: string; contactName?: string; visitDate: string; pastDate?: string },
) {
  const n = ++seq;
  const [location] = await t.db
    .insert(locations)
    .values({
      name: `Portal Site ${n}`,
      address: `${n} Harbour Road`,
      customerName: `Customer ${n}`,
      latitude: 40.7,
      longitude: -74,
      statusId: Status.Active,
    })
    .returning({ id: locations.id });
  const locationId = location!.id;
  await t.db.insert(locationContacts).values({
    locationId,
    name: input.contactName ?? `Contact ${n}`,
    email: input.email,
    receivesReports: true,
  });
  const [job] = await t.db
    .insert(jobs)
    .values({ name: `Portal Job ${n}`, category: 'Pest Control', locationId, statusId: Status.Active })
    .returning({ id: jobs.id });
  const jobId = job!.id;
  const [visit] = await t.db
    .insert(visits)
    .values({ jobId, date: input.visitDate })
    .returning({ id: visits.id });
  await t.db.insert(visits).values({ jobId, date: input.pastDate ?? '2020-01-06' });
  const technicianId = await t.createUser({ name: `Portal Technician ${n}` });
  const template = await insertTemplate(t.db, {
    name: `Portal Service ${n}`,
    tasks: [{ task: 'Inspection', fields: [{ name: 'Note', type: FieldType.Text }] }],
  });
  const report = { jobId, templateId: template.id, userId: technicianId };
  const finishedId = await insertReport(t.db, { ...report, statusId: ReportStatus.Finished });
  const openId = await insertReport(t.db, { ...report, statusId: ReportStatus.InProgress });
  return { locationId, jobId, visitId: visit!.id, finishedId, openId, technicianId, n };
}

/** Asks for a sign-in link from one client address (app.inject's remoteAddress is request.ip). */
export const askLink = (t: TestApp, email: string, ip = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/portal/sign-in', payload: { email }, remoteAddress: ip });

/** The portal sign-in mails queued to an address, newest first. */
export const portalMailsTo = (t: TestApp, email: string) =>
  t.db
    .select()
    .from(mailMessages)
    .where(arrayContains(mailMessages.recipients, [email]))
    .orderBy(desc(mailMessages.id));

/** The token in a portal sign-in mail's link. */
export function portalTokenIn(text: string): string {
  const match = /\/portal\/sign-in\/([^\s]+)/.exec(text);
  if (!match) throw new Error(`no portal link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

export const useLink = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/portal/sessions', payload: { token } });

/** The cookies a sign-in set, as a session `t.request` sends (its CSRF header the portal's token). */
export function portalSessionOf(res: Awaited<ReturnType<typeof useLink>>): Session {
  const cookies = res.cookies as { name: string; value: string }[];
  return {
    cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    csrf: cookies.find((c) => c.name === PORTAL_CSRF_COOKIE)!.value,
    userId: 0,
  };
}

/** Asks for a link, reads it from the mail and opens it: the contact's portal session. */
export async function portalSignIn(t: TestApp, email: string, ip?: string): Promise<Session> {
  const asked = await askLink(t, email, ip);
  if (asked.statusCode !== 202) throw new Error(`sign-in asked: ${asked.statusCode} ${asked.body}`);
  const [mail] = await portalMailsTo(t, email.toLowerCase());
  if (!mail) throw new Error(`no portal mail to ${email}`);
  const res = await useLink(t, portalTokenIn(mail.textBody));
  if (res.statusCode !== 200) throw new Error(`portal sign-in: ${res.statusCode} ${res.body}`);
  return portalSessionOf(res);
}

/**
 * The portal's changes (decision 0048): a portal session's own, with the portal's CSRF token.
 * csrf.api.test.ts leaves exactly these to portal-sign-in.api.test.ts, which tests each of them.
 */
export const PORTAL_SESSION_CHANGES = ['/api/portal/sign-out'];
/** The portal's changes of a customer's corrective action: portal-actions.api.test.ts tests their CSRF. */
export const PORTAL_ACTION_CHANGES = [
  '/api/portal/actions/:id/updates',
  '/api/portal/action-updates/:id/photo',
];
/** A request to move a visit, the notification choices: portal-visit-requests.api.test.ts tests their CSRF. */
export const PORTAL_REQUEST_CHANGES = ['/api/portal/visits/:id/change-request', '/api/portal/notifications'];
export const PORTAL_CHANGES = [
  ...PORTAL_SESSION_CHANGES,
  ...PORTAL_ACTION_CHANGES,
  ...PORTAL_REQUEST_CHANGES,
];

/** An action the office gave the customer at the location (`customerAssigned`), made by `createdBy`. */
export async function customerAction(
  t: TestApp,
  input: { locationId: number; createdBy: number; title?: string } & Partial<
    typeof correctiveActions.$inferInsert
  >,
): Promise<number> {
  const [row] = await t.db
    .insert(correctiveActions)
    .values({ title: 'Keep the bins closed', customerAssigned: true, ...input })
    .returning({ id: correctiveActions.id });
  return row!.id;
}

/** `POST /api/portal/action-updates/{id}/photo` with these bytes, as the contact. */
export function uploadUpdatePhoto(t: TestApp, session: Session, updateId: number, data: Buffer) {
  const body = multipartFile(data, { filename: 'fixed.png', type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: `/api/portal/action-updates/${updateId}/photo`,
    payload: body.payload,
    headers: { ...body.headers, cookie: session.cookie, 'x-csrf-token': session.csrf },
  });
}
