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

/** The CSRF test's calls of the visit routes: each changes something when the token is right. */
export function visitCalls(db: Db): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  return {
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
