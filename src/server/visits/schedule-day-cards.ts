import { type SQL, sql } from 'drizzle-orm';
import type { VisitRow, VisitStatus } from '@shared/schemas/visits';
import type { Db } from '../db/client';
import { intArray, queryRows } from '../db/sql-helpers';
import { SOONEST_FIRST, visitRows } from './visit-rows';

/** One person on one visit of the range: what ranks it in its day, counts it and weighs its load. */
export interface Assignment {
  person: number;
  visit_id: number;
  date: string;
  start_time: string | null;
  end_time: string | null;
  status: VisitStatus;
}

export interface DayTotal {
  technician_id: number;
  date: string;
  visits: number;
}

/**
 * The lanes' visits for a view that shows a few cards a day (the month, decision 0079 amended
 * 2026-12-03 evening): every assignment of the lanes is read bare (no job, location or people),
 * each lane's first `perDay` of a day in the order `@mantine/schedule` lays a cell out (a visit
 * without a window first, then by start, then by id) are read whole, and the days holding more
 * are counted for the cell's "+N more". The busiest ten lanes of a month held 2,143 assignments
 * at the benchmark, 547 KB of cards where a month's cells show at most 620.
 *
 * `scoped` joins and filters the lanes' assignments `vu` with their visits `v` (scheduleLanePageOf's
 * `lanesAssignedSql`), so a visit the reader may not see neither takes a place nor counts.
 */
export async function dayCardsOf(
  db: Db,
  scoped: SQL,
  perDay: number,
): Promise<{ visits: VisitRow[]; assignments: Assignment[]; totals: DayTotal[] }> {
  const assignments = await queryRows<Assignment>(
    db,
    sql`select vu.user_id as person, v.id as visit_id, to_char(v.date, 'YYYY-MM-DD') as date,
        to_char(v.start_time, 'HH24:MI') as start_time, to_char(v.end_time, 'HH24:MI') as end_time, v.status
      from visit_users vu ${scoped}
      order by vu.user_id, v.date, v.start_time nulls first, v.id`,
  );
  const picked = new Set<number>();
  const totals: DayTotal[] = [];
  let run: DayTotal | undefined;
  for (const a of assignments) {
    if (run?.technician_id !== a.person || run.date !== a.date) {
      run = { technician_id: a.person, date: a.date, visits: 0 };
      totals.push(run);
    }
    if (run.visits < perDay) picked.add(a.visit_id);
    run.visits += 1;
  }
  const visits =
    picked.size > 0 ? await visitRows(db, sql`v.id = any(${intArray([...picked])})`, SOONEST_FIRST) : [];
  return { visits, assignments, totals: totals.filter((d) => d.visits > perDay) };
}
