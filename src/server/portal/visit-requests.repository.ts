import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { addDaysTo, dayIn } from '@shared/dates';
import type {
  OwnChangeRequest,
  portalVisitChangeBody,
  VisitChangeRequest,
} from '@shared/schemas/portal-requests';
import { VISIT_REQUEST_DAYS_AHEAD } from '@shared/schemas/portal-requests';
import type { z } from 'zod';
import { type Config, publicUrl } from '../config';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { locationContacts, locations } from '../db/schema/locations';
import { visitChangeRequests } from '../db/schema/portal-requests';
import { users } from '../db/schema/users';
import { visits } from '../db/schema/visits';
import { conflict, fieldError, notFound } from '../http/errors';
import { adminRecipientsByReader } from '../mail/mail.public';
import { queueMail } from '../mail/mail.public';
import { contactEmailIs } from './portal-sign-in.repository';
import { notTheirs } from './portal-view.repository';
import { visitRequestMail } from './portal-mail';

type ChangeBody = z.output<typeof portalVisitChangeBody>;
type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT'>;

/** A visit of a live job at a live location the address is a contact of, locked; 404 otherwise. */
async function theirVisit(tx: Db, email: string, visitId: number) {
  const [row] = await tx
    .select({
      id: visits.id,
      date: visits.date,
      status: visits.status,
      jobName: jobs.name,
      locationName: locations.name,
    })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .where(
      and(
        eq(visits.id, visitId),
        isNull(jobs.deletedAt),
        isNull(locations.deletedAt),
        sql`exists (select 1 from ${locationContacts} where ${locationContacts.locationId} = ${locations.id}
          and ${contactEmailIs(email)})`,
      ),
    )
    .for('update', { of: visits });
  if (!row) throw notTheirs();
  return row;
}

/**
 * The contact asks to move a scheduled visit of today or later to another day (today up to a
 * year ahead). Their open request on the visit, if any, is replaced (decision 0049, part 3), and
 * the company's Admins are mailed in the same transaction. Audited under the contact's address.
 */
export async function requestVisitChange(
  tx: Db,
  config: MailConfig & { APP_TIMEZONE: string },
  input: { email: string; visitId: number; body: ChangeBody; now: Date },
): Promise<OwnChangeRequest> {
  const { email, body, now } = input;
  const visit = await theirVisit(tx, email, input.visitId);
  const today = dayIn(now, config.APP_TIMEZONE);
  if (visit.status !== 'scheduled' || visit.date < today) throw conflict('portal.visitClosed');
  const last = addDaysTo(today, VISIT_REQUEST_DAYS_AHEAD);
  if (body.preferred_date < today || body.preferred_date > last) {
    throw fieldError(400, 'portal.preferredDateInvalid', 'preferred_date');
  }
  const values = { preferredDate: body.preferred_date, note: body.note, createdAt: now };
  const [row] = await tx
    .insert(visitChangeRequests)
    .values({ visitId: visit.id, email, ...values })
    .onConflictDoUpdate({
      target: [visitChangeRequests.visitId, visitChangeRequests.email],
      targetWhere: sql`${visitChangeRequests.handledAt} is null`,
      set: values,
    })
    .returning();
  const link = publicUrl(config, `/schedule?view=day&date=${visit.date}&visit=${visit.id}`);
  // One mail per language, digits and calendar the Admins read (decisions 0070, 0074).
  for (const { reader, to } of await adminRecipientsByReader(tx)) {
    await queueMail(tx, config, {
      kind: 'visit-change-request',
      to,
      ...visitRequestMail(reader, { visit, email, preferred: body.preferred_date, note: body.note, link }),
    });
  }
  return { id: row!.id, preferred_date: row!.preferredDate, note: row!.note, created_at: row!.createdAt };
}

/** The open requests on a visit, oldest first (the caller has checked the office may read it). */
export async function openChangeRequests(db: Db, visitId: number): Promise<VisitChangeRequest[]> {
  const rows = await db
    .select({ request: visitChangeRequests, handledByName: users.name })
    .from(visitChangeRequests)
    .leftJoin(users, eq(users.id, visitChangeRequests.handledBy))
    .where(and(eq(visitChangeRequests.visitId, visitId), isNull(visitChangeRequests.handledAt)))
    .orderBy(asc(visitChangeRequests.createdAt), asc(visitChangeRequests.id));
  return rows.map(({ request: r, handledByName }) => ({
    id: r.id,
    visit_id: r.visitId,
    email: r.email,
    preferred_date: r.preferredDate,
    note: r.note,
    created_at: r.createdAt,
    handled_at: r.handledAt,
    handled_by_name: handledByName,
  }));
}

/** The visit a request is on, for the office's permission check; 404 for none. */
export async function requestVisitId(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ visitId: visitChangeRequests.visitId })
    .from(visitChangeRequests)
    .where(eq(visitChangeRequests.id, id));
  if (!row) throw notFound();
  return row.visitId;
}

/** The office has answered the request; handling it twice changes nothing. */
export async function handleChangeRequest(tx: Db, id: number, userId: number, now: Date): Promise<void> {
  await tx
    .update(visitChangeRequests)
    .set({ handledAt: now, handledBy: userId })
    .where(and(eq(visitChangeRequests.id, id), isNull(visitChangeRequests.handledAt)));
}
