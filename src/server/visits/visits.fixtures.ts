import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { visits, visitUsers } from '../db/schema/visits';
import { visitChangeRequests } from '../db/schema/portal-requests';
import { insertAssignedJob } from '../reports/reports.fixtures';

/** A visit written straight to the database, with its people. */
export async function insertVisit(
  db: Db,
  input: {
    jobId: number;
    date: string;
    startTime?: string | null;
    endTime?: string | null;
    status?: 'scheduled' | 'in_progress' | 'done' | 'skipped';
    skipReason?: string | null;
    occurrence?: string | null;
    people?: number[];
  },
): Promise<number> {
  const [row] = await db
    .insert(visits)
    .values({
      jobId: input.jobId,
      date: input.date,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      status: input.status ?? 'scheduled',
      skipReason: input.skipReason ?? (input.status === 'skipped' ? 'Closed' : null),
      occurrence: input.occurrence ?? null,
    })
    .returning({ id: visits.id });
  const people = input.people ?? [];
  if (people.length > 0) {
    await db.insert(visitUsers).values(people.map((userId) => ({ visitId: row!.id, userId })));
  }
  return row!.id;
}

/**
 * The CSRF test's calls of the visit routes: each changes something when the token is right.
 * `technician`: makes an active Technician (a sick day's absent person and substitute).
 */
export function visitCalls(
  db: Db,
  technician: () => Promise<number>,
): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  return {
    ...dayReassignmentCalls(db, technician),
    'POST /api/visits': async () => ({
      url: '/api/visits',
      payload: { job_id: await insertAssignedJob(db), date: '2026-03-02' },
    }),
    'PATCH /api/visits/:id': async () => {
      const id = await insertVisit(db, { jobId: await insertAssignedJob(db), date: '2026-03-02' });
      return { url: `/api/visits/${id}`, payload: { date: '2026-03-03' } };
    },
    'POST /api/visit-change-requests/:id/handled': async () => {
      const visitId = await insertVisit(db, { jobId: await insertAssignedJob(db), date: '2026-03-02' });
      const [row] = await db
        .insert(visitChangeRequests)
        .values({
          visitId,
          email: 'csrf@example.com',
          preferredDate: '2026-03-04',
          note: 'Later',
          createdAt: new Date(),
        })
        .returning({ id: visitChangeRequests.id });
      return { url: `/api/visit-change-requests/${row!.id}/handled` };
    },
  };
}

/**
 * The CSRF test's calls of a sick day (decision 0065): each moves a fresh visit from one
 * technician to another, or (undo) gives one so moved back.
 */
function dayReassignmentCalls(
  db: Db,
  technician: () => Promise<number>,
): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  const moved = async () => {
    const [absent, substitute] = [await technician(), await technician()];
    const date = '2035-02-01';
    const visitId = await insertVisit(db, { jobId: await insertAssignedJob(db), date, people: [absent] });
    return { absent, substitute, date, visitId };
  };
  return {
    'POST /api/users/:id/day-reassignment': async () => {
      const { absent, substitute, date, visitId } = await moved();
      return {
        url: `/api/users/${absent}/day-reassignment`,
        payload: { day: date, moves: [{ visit_id: visitId, to: substitute }] },
      };
    },
    'POST /api/users/:id/day-reassignment/undo': async () => {
      const { absent, substitute, date, visitId } = await moved();
      await db
        .update(visitUsers)
        .set({ userId: substitute })
        .where(and(eq(visitUsers.visitId, visitId), eq(visitUsers.userId, absent)));
      return {
        url: `/api/users/${absent}/day-reassignment/undo`,
        payload: { day: date, moves: [{ visit_id: visitId, to: substitute }] },
      };
    },
  };
}
