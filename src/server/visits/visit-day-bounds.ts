import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import type { DataMigration } from '../data-migrations/data-migrations.public';
import { scheduleDaysReady } from './schedule-days';

const FILL = 'visit-day-bounds';

/**
 * The people assigned before migration 0049 get the first and last day of their visits, which its
 * triggers keep from then on (decision 0081). Walked by user id; each person's two days are two
 * probes of visit_users_user_date_idx, so the kept days must be filled and indexed first: until
 * then a step fails, and the next start tries again. The bound is only widened (least, greatest),
 * so a trigger's write made meanwhile is kept, a batch may run twice or beside a second process,
 * and no lock is taken.
 */
export const visitDayBounds: DataMigration = {
  name: FILL,
  label: 'people given the first and last day of their visits for the schedule',
  async pending(db) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from users u where exists (select 1 from visit_users vu where vu.user_id = u.id)`,
    );
    return row?.n ?? 0;
  },
  async step(db, after, size) {
    if (!(await scheduleDaysReady(db))) {
      throw new Error('the schedule’s kept days (schedule-days) are not finished yet');
    }
    const [batch] = await queryRows<{ last: number | null }>(
      db,
      sql`select max(id) as last from (select id from users where id > ${after} order by id limit ${size}) b`,
    );
    const last = batch?.last ?? null;
    if (last === null) return { changed: 0, last: null };
    const [row] = await queryRows<{ changed: number }>(
      db,
      sql`with days as (
            select u.id,
                   (select min(vu.date) from visit_users vu where vu.user_id = u.id) as first_day,
                   (select max(vu.date) from visit_users vu where vu.user_id = u.id) as last_day
            from users u where u.id > ${after} and u.id <= ${last}),
          widened as (
            update users u
            set first_visit_day = least(u.first_visit_day, d.first_day),
                last_visit_day = greatest(u.last_visit_day, d.last_day)
            from days d
            where u.id = d.id and d.first_day is not null
              and (u.first_visit_day is null or u.last_visit_day is null
                   or u.first_visit_day > d.first_day or u.last_visit_day < d.last_day)
            returning 1)
          select count(*)::int as changed from widened`,
    );
    return { changed: row?.changed ?? 0, last };
  },
};

/**
 * Whether the schedule may skip a person whose bound misses the range: every person filled. Until
 * then (a large database's first seconds after the upgrade) each is probed, as before.
 */
export async function visitDayBoundsReady(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from data_migrations where name = ${FILL} and finished_at is not null`,
  );
  return row?.n === 1;
}
