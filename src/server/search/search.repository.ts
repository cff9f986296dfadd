import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { isAdminRole, Role } from '@shared/constants';
import type { SearchQuery, SearchResult } from '@shared/schemas/search';
import { type SearchKind, SEARCH_KINDS, searchesText, searchNumber } from '@shared/schemas/search-limits';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { chemicals } from '../db/schema/chemicals';
import { jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { templates } from '../db/schema/templates';
import { users } from '../db/schema/users';
import { type Candidate, joinParts, rankCandidates } from './search-rank';
import { type SearchAsk, searchJobs, searchReports, textMatch } from './search-work.repository';

/**
 * Find anything (issue 18): every kind the person may open, searched at once. Each text match is
 * an `ILIKE '%text%'` its trigram index answers (migration 0020 and earlier), with a LIMIT and no
 * ORDER BY, so a common word stops after a few dozen rows instead of sorting every match;
 * search-rank.ts orders those few. `npm run bench:search` times it at a million jobs. When nothing
 * matches, names with close words are asked for (decision 0055).
 */

/** Where a location (and a customer, which is a location's) opens: its page (issue 33), for all who search it. */
const locationPage = (id: number) => `/locations/${id}`;

async function searchLocations({ db, match, pool }: SearchAsk): Promise<Candidate[]> {
  if (!match) return [];
  const rows = await db
    .select({ id: locations.id, name: locations.name, address: locations.address })
    .from(locations)
    .where(and(isNull(locations.deletedAt), match(locations.name, locations.address)))
    .limit(pool);
  return rows.map((r) => ({
    kind: 'location',
    id: r.id,
    title: r.name,
    subtitle: r.address,
    to: locationPage(r.id),
  }));
}

/** A customer is the customer named on a location; the result opens that location. */
async function searchCustomers({ db, match, pool }: SearchAsk): Promise<Candidate[]> {
  if (!match) return [];
  const rows = await db
    .select({
      id: locations.id,
      customer: locations.customerName,
      name: locations.name,
      address: locations.address,
    })
    .from(locations)
    .where(and(isNull(locations.deletedAt), ne(locations.customerName, ''), match(locations.customerName)))
    .limit(pool);
  return rows.map((r) => ({
    kind: 'customer',
    id: r.id,
    title: r.customer,
    subtitle: joinParts(r.name, r.address),
    to: locationPage(r.id),
  }));
}

/**
 * Admins find every user and open their page. A Supervisor finds the technicians of their own jobs
 * (issue 33) and opens the reports list of that technician, what they oversee of them.
 */
async function searchUsers({ db, actor, match, pool }: SearchAsk): Promise<Candidate[]> {
  if (!match) return [];
  const admin = isAdminRole(actor.typeId);
  const theirTechnicians = and(
    eq(users.typeId, Role.Technician),
    sql`${users.id} in (select ${jobUsers.userId} from ${jobUsers} where ${jobUsers.jobId} in
      (select ${jobUsers.jobId} from ${jobUsers} where ${jobUsers.userId} = ${actor.id}))`,
  );
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(isNull(users.deletedAt), admin ? undefined : theirTechnicians, match(users.name, users.email)))
    .limit(pool);
  return rows.map((r) => ({
    kind: 'user',
    id: r.id,
    title: r.name,
    subtitle: r.email,
    to: admin ? `/users/${r.id}/edit` : `/reports?user_id=${r.id}`,
  }));
}

/** Supervisors read a template's fields on the same page where Admins edit them. */
async function searchTemplates({ db, match, pool }: SearchAsk): Promise<Candidate[]> {
  if (!match) return [];
  const rows = await db
    .select({ id: templates.id, name: templates.name, company: templates.companyName })
    .from(templates)
    .where(and(isNull(templates.deletedAt), match(templates.name)))
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
async function searchChemicals({ db, match, pool }: SearchAsk): Promise<Candidate[]> {
  if (!match) return [];
  const rows = await db
    .select({
      id: chemicals.id,
      name: chemicals.name,
      epaRegNo: chemicals.epaRegNo,
      manufacturer: chemicals.manufacturer,
    })
    .from(chemicals)
    .where(and(isNull(chemicals.deletedAt), match(chemicals.name)))
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
 * Supervisors the office's lists, the technicians of their jobs (not the users' pages), their jobs
 * and the reports of their jobs; a Technician their assigned jobs, their own reports and the
 * chemicals.
 */
export function kindsFor(actor: SessionUser): readonly SearchKind[] {
  if (isAdminRole(actor.typeId) || actor.typeId === Role.Supervisor) return SEARCH_KINDS;
  return ['job', 'report', 'chemical'];
}

/** A text shorter than this has too few letters for a word a letter off to mean anything. */
const CLOSE_WORDS_MIN = 4;

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
    match: searchesText(text) ? textMatch(text) : undefined,
    number: searchNumber(text),
    pool: Math.max(20, POOL_FACTOR * query.limit),
    timezone,
  };
  if (!ask.match && !ask.number) return [];
  const search = (with_: SearchAsk) => Promise.all(kindsFor(actor).map((kind) => SEARCHES[kind](with_)));
  let found = await search(ask);
  // Nothing holds the text as typed: a misspelt name ("Bela Napoli") is looked for among the words
  // that are close, a second round only when the first found nothing.
  if (found.every((rows) => rows.length === 0) && text.trim().length >= CLOSE_WORDS_MIN) {
    found = await search({ ...ask, match: textMatch(text, true), number: undefined });
  }
  return found.flatMap((rows, i) =>
    rankCandidates(rows, text, query.limit, { asFound: kindsFor(actor)[i] === 'report' }),
  );
}
