import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import type { DataMigration } from '../data-migrations/data-migrations.public';

const FILL = 'visit-job-states';

/**
 * The assignments of jobs deleted before migration 0050 get what its triggers keep from then on:
 * that their job is in the trash (every other assignment's default, false, is already right).
 * Walked by job id over the deleted jobs only. The batch's jobs are read FOR SHARE, so a restore
 * being made is waited for and the job read again (no longer deleted: left out), and a restore
 * made after waits for this batch, whose rows its trigger then sets back. Only rows still false
 * are written, so a batch may run twice.
 */
export const visitJobStates: DataMigration = {
  name: FILL,
  label: 'assignments of jobs in the trash marked for the schedule',
  async pending(db) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from jobs j join visits v on v.job_id = j.id
          join visit_users vu on vu.visit_id = v.id
          where j.deleted_at is not null and not vu.job_deleted`,
    );
    return row?.n ?? 0;
  },
  async step(db, after, size) {
    const [batch] = await queryRows<{ last: number | null }>(
      db,
      sql`select max(id) as last from (select id from jobs where id > ${after} and deleted_at is not null
                                       order by id limit ${size}) b`,
    );
    const last = batch?.last ?? null;
    if (last === null) return { changed: 0, last: null };
    const [row] = await queryRows<{ changed: number }>(
      db,
      sql`with gone as (select id from jobs where id > ${after} and id <= ${last} and deleted_at is not null
                        for share),
          marked as (update visit_users vu set job_deleted = true from visits v, gone
                     where v.job_id = gone.id and vu.visit_id = v.id and not vu.job_deleted returning 1)
          select count(*)::int as changed from marked`,
    );
    return { changed: row?.changed ?? 0, last };
  },
};

/** Whether an assignment's job_deleted may be read instead of its job: every earlier one set. */
export async function visitJobStatesReady(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from data_migrations where name = ${FILL} and finished_at is not null`,
  );
  return row?.n === 1;
}
