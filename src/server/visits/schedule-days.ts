import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { concurrentIndex, type DataMigration } from '../data-migrations/data-migrations.public';

/**
 * Whether a person is on a visit of some days, one probe (decision 0078); with visit_id, the
 * page's visits of its lanes are read from it alone. Named beside visit_users' other indexes
 * (db/schema/visits.ts), built here after the app listens (decision 0077).
 */
export const VISIT_USERS_DAY_INDEX = 'visit_users_user_date_idx';
/** The unassigned visits of some days, a range of it. */
export const UNASSIGNED_VISITS_INDEX = 'visits_unassigned_date_idx';

const FILL = 'schedule-days';
const USERS_INDEX = 'schedule-days-assignments-index';
const VISITS_INDEX = 'schedule-days-unassigned-index';

/**
 * The assignments and visits made before migration 0047 get what its triggers keep from then on:
 * each assignment its visit's day, each visit whether nobody is on it. Walked by visit id; only
 * rows still null are written, and a trigger's write made meanwhile is never overwritten (an
 * update waiting on the writer's row sees it no longer null), so a batch may run twice or beside
 * a second process. No lock is taken: the values are the rows' own, which every writer keeps.
 */
const fill: DataMigration = {
  name: FILL,
  label: 'earlier visits and assignments given their day for the schedule',
  async pending(db) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select ((select count(*) from visits where unassigned is null)
                + (select count(*) from visit_users where date is null))::int as n`,
    );
    return row?.n ?? 0;
  },
  async step(db, after, size) {
    const [batch] = await queryRows<{ last: number | null }>(
      db,
      sql`select max(id) as last from (select id from visits where id > ${after} order by id limit ${size}) b`,
    );
    const last = batch?.last ?? null;
    if (last === null) return { changed: 0, last: null };
    // Ranges of the keys, not a join with the batch: each is planned as the index range it is.
    const [row] = await queryRows<{ changed: number }>(
      db,
      sql`with days as (update visit_users vu set date = v.date from visits v
                        where v.id = vu.visit_id and vu.visit_id > ${after} and vu.visit_id <= ${last}
                          and v.id > ${after} and v.id <= ${last} and vu.date is null returning 1),
        marks as (update visits v
                  set unassigned = not exists (select 1 from visit_users vu where vu.visit_id = v.id)
                  where v.id > ${after} and v.id <= ${last} and v.unassigned is null returning 1)
        select ((select count(*) from days) + (select count(*) from marks))::int as changed`,
    );
    return { changed: row?.changed ?? 0, last };
  },
};

/** Filled first, then indexed: an index built over the filled rows is not written again per batch. */
export const scheduleDaysMigrations: DataMigration[] = [
  fill,
  concurrentIndex({
    name: USERS_INDEX,
    label: 'index of the assignments by person and day',
    index: VISIT_USERS_DAY_INDEX,
    definition: 'visit_users (user_id, date, visit_id)',
  }),
  concurrentIndex({
    name: VISITS_INDEX,
    label: 'index of the unassigned visits by day',
    index: UNASSIGNED_VISITS_INDEX,
    definition: 'visits (date, id) where unassigned',
  }),
];

/**
 * Whether the schedule may read by the kept days: every row filled and both indexes built. Until
 * then (a large database's first minutes after the upgrade) it reads as before, slower but right.
 */
export async function scheduleDaysReady(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from data_migrations
        where name in (${FILL}, ${USERS_INDEX}, ${VISITS_INDEX}) and finished_at is not null`,
  );
  return row?.n === 3;
}
