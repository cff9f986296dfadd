import { eq } from 'drizzle-orm';
import { addDaysTo } from '@shared/dates';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { insertVisit } from '../visits/visits.fixtures';

/** A job at a location `km` east of 40.7° N, 74° W (one degree of longitude there is ~84.3 km). */
export async function insertJobAt(db: Db, km: number, assignees: number[] = []): Promise<number> {
  const jobId = await insertAssignedJob(db, { assignees });
  const [job] = await db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  await db
    .update(locations)
    .set({ latitude: 40.7, longitude: -74 + km / 84.3 })
    .where(eq(locations.id, job!.locationId));
  return jobId;
}

/** The CSRF test's call of the day route: saving an order changes the visits' stop numbers. */
export function dayRouteCalls(
  db: Db,
  person: () => Promise<number>,
): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  let calls = 0;
  return {
    'PUT /api/users/:id/day-route': async () => {
      const userId = await person();
      // A day of its own each time, far from other fixtures' visits: the order names every visit of it.
      const date = addDaysTo('2035-01-01', calls++);
      const a = await insertVisit(db, { jobId: await insertJobAt(db, 0), date, people: [userId] });
      const b = await insertVisit(db, { jobId: await insertJobAt(db, 5), date, people: [userId] });
      return { url: `/api/users/${userId}/day-route`, payload: { day: date, visit_ids: [b, a] } };
    },
  };
}
