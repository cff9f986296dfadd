import { and, isNull, ne, or, sql } from 'drizzle-orm';
import { isAdminRole, Role } from '@shared/constants';
import type { SearchQuery, SearchResult } from '@shared/schemas/search';
import { type SearchKind, SEARCH_KINDS, searchesText, searchNumber } from '@shared/schemas/search-limits';
import type { SessionUser } from '../auth/sessions.repository';
import type { Db } from '../db/client';
import { chemicals } from '../db/schema/chemicals';
import { locations } from '../db/schema/locations';
import { templates } from '../db/schema/templates';
import { users } from '../db/schema/users';
import { containsPattern } from '../db/sql-helpers';
import { type Candidate, joinParts, rankCandidates } from './search-rank';
import { type SearchAsk, searchJobs, searchReports } from './search-work.repository';

/**
 * Find anything (issue 18): every kind the person may open, searched at once. Each text match is
 * an `ILIKE '%text%'` its trigram index answers (migration 0020 and earlier), with a LIMIT and no
 * ORDER BY, so a common word stops after a few dozen rows instead of sorting every match;
 * search-rank.ts orders those few. `npm run bench:search` times it at a million jobs.
 */

/** Where a location (and a customer, which is a location's) opens: Admins edit it, Supervisors see its jobs. */
const locationPage = (actor: SessionUser, id: number) =>
  isAdminRole(actor.typeId) ? `/locations/${id}/edit` : `/locations/${id}/jobs`;

async function searchLocations({ db, actor, pattern, pool }: SearchAsk): Promise<Candidate[]> {
  if (!pattern) return [];
  const rows = await db
    .select({ id: locations.id, name: locations.name, address: locations.address })
    .from(locations)
    .where(
      and(
        isNull(locations.deletedAt),
        or(sql`${locations.name} ilike ${pattern}`, sql`${locations.address} ilike ${pattern}`),
      ),
    )
    .limit(pool);
  return rows.map((r) => ({
    kind: 'location',
    id: r.id,
    title: r.name,
    subtitle: r.address,
    to: locationPage(actor, r.id),
  }));
}

/** A customer is the customer named on a location; the result opens that location. */
async function searchCustomers({ db, actor, pattern, pool }: SearchAsk): Promise<Candidate[]> {
  if (!pattern) return [];
  const rows = await db
    .select({
      id: locations.id,
      customer: locations.customerName,
      name: locations.name,
      address: locations.address,
    })
    .from(locations)
    .where(
      and(
        isNull(locations.deletedAt),
        ne(locations.customerName, ''),
        sql`${locations.customerName} ilike ${pattern}`,
      ),
    )
    .limit(pool);
  return rows.map((r) => ({
    kind: 'customer',
    id: r.id,
    title: r.customer,
    subtitle: joinParts(r.name, r.address),
    to: locationPage(actor, r.id),
  }));
}

async function searchUsers({ db, pattern, pool }: SearchAsk): Promise<Candidate[]> {
  if (!pattern) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`),
      ),
    )
    .limit(pool);
  return rows.map((r) => ({
    kind: 'user',
    id: r.id,
    title: r.name,
    subtitle: r.email,
    to: `/users/${r.id}/edit`,
  }));
}

/** Supervisors read a template's fields on the same page where Admins edit them. */
async function searchTemplates({ db, pattern, pool }: SearchAsk): Promise<Candidate[]> {
  if (!pattern) return [];
  const rows = await db
    .select({ id: templates.id, name: templates.name, company: templates.companyName })
    .from(templates)
    .where(and(isNull(templates.deletedAt), sql`${templates.name} ilike ${pattern}`))
    .limit(pool);
  return rows.map((r) => ({
    kind: 'template',
    id: r.id,
    title: r.name,
    subtitle: r.company,
    to: `/templates/tasks/${r.id}`,
  }));
}

/** Chemicals and their categories: everyone reads them (the tree and a chemical's page). */
async function searchChemicals({ db, pattern, pool }: SearchAsk): Promise<Candidate[]> {
  if (!pattern) return [];
  const rows = await db
    .select({
      id: chemicals.id,
      name: chemicals.name,
      epaRegNo: chemicals.epaRegNo,
      manufacturer: chemicals.manufacturer,
    })
    .from(chemicals)
    .where(and(isNull(chemicals.deletedAt), sql`${chemicals.name} ilike ${pattern}`))
    .limit(pool);
  return rows.map((r) => ({
    kind: 'chemical',
    id: r.id,
    title: r.name,
    subtitle: joinParts(r.epaRegNo, r.manufacturer),
    to: `/chems/${r.id}`,
  }));
}

const SEARCHES: Record<SearchKind, (ask: SearchAsk) => Promise<Candidate[]>> = {
  location: searchLocations,
  customer: searchCustomers,
  job: searchJobs,
  report: searchReports,
  user: searchUsers,
  template: searchTemplates,
  chemical: searchChemicals,
};

/**
 * What each role may open (web lib/auth.ts and the routes' access lists): Admins everything;
 * Supervisors the office's lists but not users, their jobs and the reports of their jobs; a
 * Technician their assigned jobs, their own reports and the chemicals.
 */
export function kindsFor(actor: SessionUser): readonly SearchKind[] {
  if (isAdminRole(actor.typeId)) return SEARCH_KINDS;
  if (actor.typeId === Role.Supervisor) return SEARCH_KINDS.filter((kind) => kind !== 'user');
  return ['job', 'report', 'chemical'];
}

/** Ranked at most this many times the limit of matches are read per kind. */
const POOL_FACTOR = 5;

export async function searchEverything(
  db: Db,
  actor: SessionUser,
  query: SearchQuery,
  timezone: string,
): Promise<SearchResult[]> {
  const text = query.q;
  const ask: SearchAsk = {
    db,
    actor,
    pattern: searchesText(text) ? containsPattern(text) : undefined,
    number: searchNumber(text),
    pool: Math.max(20, POOL_FACTOR * query.limit),
    timezone,
  };
  if (!ask.pattern && !ask.number) return [];
  const found = await Promise.all(kindsFor(actor).map((kind) => SEARCHES[kind](ask)));
  return found.flatMap((rows, i) =>
    rankCandidates(rows, text, query.limit, { asFound: kindsFor(actor)[i] === 'report' }),
  );
}
