/**
 * The top-level names of the query cache, one per entity, and which other entities' screens show
 * an entity's data. Each feature builds its keys under its name (`features/<x>/api/<x>-keys.ts`);
 * this file is the one place where features meet, so that a change in one refreshes what the
 * others show of it without importing them (decision 0019).
 *
 *   await refreshAfterChange(queryClient, 'jobs');            // after a job is saved or assigned
 *   await refreshAfterChange(queryClient, 'jobs', { trash: true });  // after a delete or an Undo
 */
import type { QueryClient } from '@tanstack/react-query';

export const ENTITIES = [
  'users',
  'groups',
  'jobs',
  'locations',
  'templates',
  'reports',
  'applications',
  'chemicals',
  'trash',
  'company',
  'compliance',
  'shareLinks',
  'mail',
  'dashboard',
  'activity',
  'imports',
  'correctiveActions',
  'devices',
  'visits',
  'dayRoutes',
  'search',
  'ledger',
  'apiKeys',
  'account',
  'sso',
  'queue',
  'webhooks',
  'portal',
  'dataMigrations',
] as const;
export type Entity = (typeof ENTITIES)[number];

/** The key every query of an entity starts with. */
export const entityKey = <E extends Entity>(entity: E) => [entity] as const;

/**
 * Where else an entity shows up. Job counts are on the users, groups and locations lists; job
 * lists show a location's name and address; the reports list and the technician's start page name
 * the job; "My jobs" shows one's report in progress; a report's chemical picker lists chemicals.
 * User and group changes move assignments, so job counts and the assign screens change too.
 */
export const SHOWN_IN: Readonly<Record<Entity, readonly Entity[]>> = {
  // A certification recorded late is read by the state filings.
  users: ['groups', 'jobs', 'compliance', 'dashboard'],
  groups: ['users', 'jobs'],
  jobs: ['users', 'groups', 'locations', 'reports', 'dashboard', 'visits'],
  locations: ['jobs', 'reports'],
  templates: ['reports'],
  // A report started or submitted moves its visit on, and the review badge counts it.
  reports: ['jobs', 'applications', 'dashboard', 'visits'],
  // A corrected record changes what the state filings would say.
  applications: ['compliance'],
  chemicals: ['reports'],
  trash: [],
  company: ['compliance', 'dashboard'],
  compliance: [],
  shareLinks: [],
  mail: [],
  dashboard: [],
  activity: [],
  imports: [],
  // A report's actions are keyed under this entity too (reports/api/report-actions-keys.ts).
  correctiveActions: [],
  // A report's Device inspection field lists the location's devices (issue 17).
  devices: ['reports'],
  // A visit moved or started changes the job page and Today; its report, the reports lists.
  visits: ['jobs', 'reports', 'dayRoutes'],
  // A day's saved order numbers the stops on Today (decision 0062).
  dayRoutes: ['visits'],
  search: [],
  // A code's answer is read once per visit of the public /verify page; nothing refreshes it.
  ledger: [],
  apiKeys: [],
  account: [],
  // Single sign-on's settings and whether the login page offers it (decision 0045).
  sso: [],
  // A retried job's mail waits again on the Mail page.
  queue: ['mail'],
  // A test event or a redelivery waits on the Background jobs page.
  webhooks: ['queue'],
  // The customer portal (decision 0048) reads as a customer: no office screen shows it.
  portal: [],
  dataMigrations: [],
};

/**
 * Marks stale every query of the entity and of the screens that show it; those on screen load
 * again. A delete or a restore moves an item in or out of the Trash as well.
 */
export function refreshAfterChange(queryClient: QueryClient, entity: Entity, opts: { trash?: boolean } = {}) {
  const entities = new Set<Entity>([
    entity,
    ...SHOWN_IN[entity],
    ...(opts.trash ? (['trash'] as const) : []),
  ]);
  return Promise.all([...entities].map((e) => queryClient.invalidateQueries({ queryKey: entityKey(e) })));
}
