import { and, eq, isNull, sql } from 'drizzle-orm';
import { Role } from '@shared/constants';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { locations } from '../db/schema/locations';
import { forbidden, notFound } from '../http/errors';

type Reader = Pick<SessionUser, 'id' | 'typeId'>;

/**
 * Who may read a location's details, contacts, devices, site plans and open corrective actions
 * (issue 32 item 2: a technician's week kept on the device). The office staff read every
 * location; a Technician only one where they work: a live job there they are assigned to, a visit
 * of one they are sent on, or a report of theirs on one (as for a site plan's image). A location
 * that is not there (or deleted) is 404 for everyone. Here in devices/, the lowest module that
 * locations/ and corrective-actions/ both reach.
 */
export async function assertReadsLocation(db: Db, reader: Reader, locationId: number): Promise<void> {
  const [row] = await db
    .select({
      worksThere: sql<boolean>`exists (
        select 1 from jobs j
        where j.location_id = ${locationId} and j.deleted_at is null
          and (exists (select 1 from job_users ju where ju.job_id = j.id and ju.user_id = ${reader.id})
            or exists (select 1 from visits v join visit_users vu on vu.visit_id = v.id
                       where v.job_id = j.id and vu.user_id = ${reader.id})
            or exists (select 1 from reports r
                       where r.job_id = j.id and r.user_id = ${reader.id} and r.deleted_at is null)))`,
    })
    .from(locations)
    .where(and(eq(locations.id, locationId), isNull(locations.deletedAt)));
  if (!row) throw notFound('location');
  if (reader.typeId === Role.Technician && !row.worksThere) throw forbidden();
}
