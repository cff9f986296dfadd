import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { PAGE_SIZE, Status } from '@shared/constants';
import { formatServiceAddress, isCompleteAddress, type ServiceAddress } from '@shared/addresses';
import type { ListSort } from '@shared/schemas/list-sort';
import type { LOCATION_SORTS, LocationBody, LocationRow } from '@shared/schemas/locations';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { type SortColumn, sortedKeyset } from '../db/list-sort';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { statuses } from '../db/schema/lookups';
import { containsPattern, countAll, offsetFor, onPage } from '../db/sql-helpers';
import { conflict, notFound } from '../http/errors';

export interface LocationsFilter {
  filter?: string;
  page: number;
  active?: 'active' | 'inactive';
  customer?: string;
  sort?: ListSort<(typeof LOCATION_SORTS)[number]>;
}

/** The list's WHERE; its page, count and export (export/lists) all build it here. */
export function locationsWhere({ filter, active, customer }: Omit<LocationsFilter, 'page'>) {
  const pattern = filter ? containsPattern(filter) : undefined;
  return and(
    isNull(locations.deletedAt),
    // Each ILIKE has its own trigram index; the planner ORs the two bitmaps.
    pattern
      ? or(sql`${locations.name} ilike ${pattern}`, sql`${locations.address} ilike ${pattern}`)
      : undefined,
    active ? eq(locations.statusId, active === 'active' ? Status.Active : Status.Inactive) : undefined,
    customer ? sameCustomer(customer) : undefined,
  );
}

/** A customer's locations: the same name whatever its case and the spaces around it (decision 0061). */
export const sameCustomer = (name: string) =>
  sql`lower(btrim(${locations.customerName})) = lower(btrim(${name}))`;

/** A location's job count is its number of active, live jobs (docs/product.md section 3). */
const jobCount = sql<number>`(
  select count(*) from ${jobs} j
  where j.location_id = ${locations.id} and j.status_id = ${Status.Active} and j.deleted_at is null
)`.mapWith(Number);

const rowColumns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  latitude: locations.latitude,
  longitude: locations.longitude,
  status_id: locations.statusId,
  statusName: statuses.status,
  customerName: locations.customerName,
  billingAddress: locations.billingAddress,
  customerPhone: locations.customerPhone,
  customerEmail: locations.customerEmail,
  street: locations.street,
  municipality: locations.municipality,
  county: locations.county,
  state: locations.state,
  zip: locations.zip,
  address_incomplete: locations.addressIncomplete,
  notes: locations.notes,
  jobcount: jobCount,
  created_at: locations.createdAt,
};

type RawRow = Omit<LocationRow, 'status' | 'customer' | 'service_address'> & {
  statusName: string;
  customerName: string;
  billingAddress: string;
  customerPhone: string;
  customerEmail: string;
} & ServiceAddress;
const toRow = ({
  statusName,
  customerName,
  billingAddress,
  customerPhone,
  customerEmail,
  street,
  municipality,
  county,
  state,
  zip,
  ...row
}: RawRow): LocationRow => ({
  ...row,
  status: { status: statusName },
  customer: {
    name: customerName,
    billing_address: billingAddress,
    phone: customerPhone,
    email: customerEmail,
  },
  service_address: { street, municipality, county, state, zip },
});

/** The list's columns of a location, with its status. */
export function selectLocationRows(db: Db) {
  return db.select(rowColumns).from(locations).innerJoin(statuses, eq(statuses.id, locations.statusId));
}

/** By name, then id: the list's order and its export's keyset. */
export const LOCATIONS_KEYSET: Keyset = {
  keys: [key(sql`lower(${locations.name})`, 'text'), key(locations.id, 'int')],
  direction: 'asc',
};

/**
 * The columns the list sorts by (issue 18). The job count is counted per location, so a sort by
 * it counts the jobs of every matching location.
 */
const LOCATION_SORT_COLUMNS: Record<(typeof LOCATION_SORTS)[number], SortColumn> = {
  name: { expr: sql`lower(${locations.name})`, type: 'text' },
  latitude: { expr: locations.latitude, type: 'float8' },
  longitude: { expr: locations.longitude, type: 'float8' },
  status: { expr: locations.statusId, type: 'int' },
  job_count: { expr: jobCount, type: 'bigint' },
  created_at: { expr: locations.createdAt, type: 'timestamptz' },
};

export async function listLocations(
  db: Db,
  query: LocationsFilter,
): Promise<{ rows: LocationRow[]; total: number }> {
  const where = locationsWhere(query);
  const byName = orderOf(
    sortedKeyset(query.sort, LOCATION_SORT_COLUMNS, { expr: locations.id, type: 'int' }, LOCATIONS_KEYSET),
  );
  const window = { offset: offsetFor(query.page, PAGE_SIZE), limit: PAGE_SIZE };
  const [rows, [count]] = await Promise.all([
    selectLocationRows(db)
      // The job counts are worked out for the page's rows only, not for every row a deep page skips.
      .where(onPage(db, locations, locations.id, where, byName, window))
      .orderBy(...byName),
    db.select({ total: countAll() }).from(locations).where(where),
  ]);
  return { rows: rows.map(toRow), total: count?.total ?? 0 };
}

export async function getLocation(db: Db, id: number): Promise<LocationRow> {
  const [row] = await db
    .select(rowColumns)
    .from(locations)
    .innerJoin(statuses, eq(statuses.id, locations.statusId))
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)));
  if (!row) throw notFound('location');
  return toRow(row);
}

const NO_ADDRESS: ServiceAddress = { street: null, municipality: null, county: null, state: null, zip: null };

/**
 * The columns a body sets. With a service address, the one-line address is made from it. Without
 * one (a client of the spec's contract), the parts stay as they were while the line is unchanged,
 * and are dropped when it changed: they would describe another place.
 */
function columnsOf(body: LocationBody, current?: { address: string } & ServiceAddress) {
  const parts =
    body.service_address ?? (current && current.address === body.address ? pick(current) : NO_ADDRESS);
  return {
    name: body.name,
    address: body.service_address ? formatServiceAddress(parts) : body.address,
    latitude: body.latitude,
    longitude: body.longitude,
    statusId: body.status_id,
    ...parts,
    addressIncomplete: !isCompleteAddress(parts),
    ...(body.notes !== undefined && { notes: body.notes }),
    ...(body.customer && {
      customerName: body.customer.name,
      billingAddress: body.customer.billing_address,
      customerPhone: body.customer.phone,
      customerEmail: body.customer.email,
    }),
  };
}

const pick = ({ street, municipality, county, state, zip }: ServiceAddress): ServiceAddress => ({
  street,
  municipality,
  county,
  state,
  zip,
});

export async function createLocation(tx: Db, body: LocationBody): Promise<LocationRow> {
  const [row] = await tx.insert(locations).values(columnsOf(body)).returning({ id: locations.id });
  return getLocation(tx, row!.id);
}

export async function updateLocation(tx: Db, id: number, body: LocationBody): Promise<LocationRow> {
  const [current] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)))
    .for('update');
  if (!current) throw notFound('location');
  await tx.update(locations).set(columnsOf(body, current)).where(eq(locations.id, id));
  return getLocation(tx, id);
}

/**
 * Refused (409) while the location has active jobs (docs/product.md section 6). The row lock makes a
 * job being created or activated there at the same moment wait (it takes a key-share lock on the
 * location) and then see the location gone, so no active job ends up at a deleted location.
 */
export async function softDeleteLocation(tx: Db, id: number, actor: SessionUser): Promise<void> {
  const [target] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)))
    .for('update');
  if (!target) throw notFound('location');
  const [active] = await tx
    .select({ total: countAll() })
    .from(jobs)
    .where(and(eq(jobs.locationId, id), eq(jobs.statusId, Status.Active), isNull(jobs.deletedAt)));
  const count = active?.total ?? 0;
  if (count > 0) {
    throw conflict(
      count === 1 ? 'location.hasActiveJob' : { code: 'location.hasActiveJobs', params: { jobs: count } },
      { active_jobs: count },
    );
  }
  await tx.update(locations).set({ deletedAt: new Date(), deletedBy: actor.id }).where(eq(locations.id, id));
}
