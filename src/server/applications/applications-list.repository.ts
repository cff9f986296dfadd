import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shared/constants';
import type {
  APPLICATION_SORTS,
  ApplicationApplicatorsResponse,
  ApplicationProductsResponse,
  ApplicationsFilter,
  ApplicationsResponse,
} from '@shared/schemas/applications';
import type { AssignableQuery } from '../users/users.public';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { countRows, settleTotal } from '../db/list-count';
import { type SortColumn, sortedKeyset } from '../db/list-sort';
import { applications } from '../db/schema/applications';
import { chemicals } from '../db/schema/chemicals';
import { jobs } from '../db/schema/jobs';
import { reports } from '../db/schema/reports';
import { users } from '../db/schema/users';
import { containsPattern, offsetFor, onPage } from '../db/sql-helpers';
import { frozen } from './applications.repository';

/** Newest application first, as every applications_*_idx is built. */
export const APPLICATIONS_KEYSET: Keyset = {
  keys: [key(applications.appliedOn, 'date'), key(applications.id, 'int')],
  direction: 'desc',
};

/**
 * The columns the list sorts by (issue 18), text without case. The job is read through the
 * record's report for the page's ids alone, as onPage selects from applications only.
 */
const SORTS: Record<(typeof APPLICATION_SORTS)[number], SortColumn> = {
  date: { expr: applications.appliedOn, type: 'date', neverNull: true },
  product: { expr: sql`lower(${applications.productName})`, type: 'text', neverNull: true },
  amount: { expr: applications.amount, type: 'float8', neverNull: true },
  area: { expr: applications.area, type: 'float8', neverNull: true },
  where: { expr: sql`lower(${applications.locationName})`, type: 'text', neverNull: true },
  applicator: { expr: sql`lower(${applications.applicatorName})`, type: 'text', neverNull: true },
  job: {
    expr: sql`(select lower(j.name) from ${reports} r join ${jobs} j on j.id = r.job_id where r.id = ${applications.reportId})`,
    type: 'text',
  },
};
const ID = { expr: applications.id, type: 'int' } as const;

/** The list's WHERE; its page, count and export (export/lists) all build it here. */
export function applicationsWhere(q: Omit<ApplicationsFilter, 'page'>) {
  return and(
    sql`${applications.listed}`,
    q.restricted ? sql`${applications.restrictedUse}` : undefined,
    q.state ? eq(applications.state, q.state) : undefined,
    q.county ? sql`lower(${applications.county}) = lower(${q.county})` : undefined,
    q.chemical_id ? eq(applications.chemicalId, q.chemical_id) : undefined,
    q.applicator_id ? eq(applications.applicatorId, q.applicator_id) : undefined,
    q.job_id
      ? sql`${applications.reportId} in (select r.id from ${reports} r where r.job_id = ${q.job_id})`
      : undefined,
    q.start_date ? sql`${applications.appliedOn} >= ${q.start_date}::date` : undefined,
    q.end_date ? sql`${applications.appliedOn} <= ${q.end_date}::date` : undefined,
  );
}

/** The list's rows: a record and its job's name. */
export function selectApplicationRows(db: Db) {
  return db
    .select({ row: applications, jobId: jobs.id, jobName: jobs.name })
    .from(applications)
    .innerJoin(reports, eq(reports.id, applications.reportId))
    .innerJoin(jobs, eq(jobs.id, reports.jobId));
}

/**
 * The Applications list (issue 14): records of finished reports, filtered, newest first. Each
 * filter has an index that starts with it and ends in the list's order, so page 1 reads PAGE_SIZE
 * entries whatever the table's size (decision 0025). A `sort` by another column orders the page
 * (issue 18); the count keeps the list's own order.
 */
export async function listApplications(db: Db, q: ApplicationsFilter): Promise<ApplicationsResponse> {
  const where = applicationsWhere(q);
  const offset = offsetFor(q.page, PAGE_SIZE);
  const order = orderOf(sortedKeyset(q.sort, SORTS, ID, APPLICATIONS_KEYSET));
  const [fetched, count] = await Promise.all([
    selectApplicationRows(db)
      .where(onPage(db, applications, applications.id, where, order, { offset, limit: PAGE_SIZE + 1 }))
      .orderBy(...order),
    countRows(db, applications, where),
  ]);
  const page = fetched.slice(0, PAGE_SIZE);
  const { total, estimated } = await settleTotal(db, applications, where, count, {
    offset,
    rows: page.length,
    more: fetched.length > PAGE_SIZE,
  });
  return {
    total,
    ...(estimated ? { total_estimated: true as const } : {}),
    applications: page.map((r) => ({ ...frozen(r.row), job_id: r.jobId, job_name: r.jobName })),
  };
}

/**
 * The product filter's choices: one page of the products (not categories, not deleted) whose name
 * or EPA number holds the text, by name. Searched on the server, a page at a time: a company's
 * every product was 126 KB a load, and past the first 2,000 could not be chosen at all.
 */
export async function applicationProducts(db: Db, q: AssignableQuery): Promise<ApplicationProductsResponse> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const rows = await db
    .select({ id: chemicals.id, name: chemicals.name, epa_reg_no: chemicals.epaRegNo })
    .from(chemicals)
    .where(
      and(
        eq(chemicals.isCategory, false),
        isNull(chemicals.deletedAt),
        pattern
          ? or(sql`${chemicals.name} ilike ${pattern}`, sql`${chemicals.epaRegNo} ilike ${pattern}`)
          : undefined,
      ),
    )
    .orderBy(asc(chemicals.name), asc(chemicals.id))
    .limit(PAGE_SIZE + 1)
    .offset(offsetFor(q.page, PAGE_SIZE));
  return { products: rows.slice(0, PAGE_SIZE), products_more: rows.length > PAGE_SIZE };
}

/**
 * The applicator filter's choices: one page of the people with listed records (deleted or inactive
 * ones too: their records stay listed), by name, searched by name. The applicators are found by
 * hopping applications_applicator_idx from one person to the next (one probe each), as a company
 * has far fewer applicators than users: 2 ms for 200 among 20,001 users, where probing every user
 * for a record took 38 ms.
 */
export async function applicationApplicators(
  db: Db,
  q: AssignableQuery,
): Promise<ApplicationApplicatorsResponse> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const applicators = sql`with recursive a(id) as (
      (select applicator_id from ${applications} where listed order by applicator_id limit 1)
      union all
      select (select x.applicator_id from ${applications} x
               where x.listed and x.applicator_id > a.id order by x.applicator_id limit 1)
        from a where a.id is not null
    ) select id from a`;
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(sql`${users.id} in (${applicators})`, pattern ? sql`${users.name} ilike ${pattern}` : undefined),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(PAGE_SIZE + 1)
    .offset(offsetFor(q.page, PAGE_SIZE));
  return { users: rows.slice(0, PAGE_SIZE), users_more: rows.length > PAGE_SIZE };
}
