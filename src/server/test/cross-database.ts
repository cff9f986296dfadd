import { ONE_LANGUAGE } from './cross-database-languages';
import { WORKS_OFFLINE } from './cross-database-offline';
import { AT_SCALE } from './cross-database-scale';
import { MUTATING_REPOSITORIES } from './mutating-repositories';

/**
 * Where each API test file runs (decision 0037). Every `*.api.test.ts` runs on PostgreSQL, the
 * production database, except the demo company's, which runs on PGlite alone because the demo is
 * only ever loaded there. The files named here run on PGlite too: together they call every route
 * and prove the two databases behave the same wherever they could differ. A module that uses such
 * a feature (a row or advisory lock, a JSON or trigram function, the catalog, a branch on the
 * database's kind) is named under the file that exercises it; cross-database.test.ts fails when a
 * module uses one and no file here names it.
 */
export interface CrossDatabaseFile {
  /** The API test file, from the repository's root. */
  file: string;
  /** Why it runs on both. */
  why: string;
  /** The modules (from src/server) whose database-specific statements it runs on both. */
  proves: string[];
}

export const CROSS_DATABASE: CrossDatabaseFile[] = [
  {
    file: 'src/server/api-keys/api-keys.api.test.ts',
    why: "API keys: scopes, expiry, revocation, addresses and the rate window's one atomic UPDATE (issue 36 asks it of both)",
    proves: [],
  },
  {
    file: 'src/server/http/csrf.api.test.ts',
    why: 'a real call of every mutating route, each reading back what it changed: every row lock, ON CONFLICT and audit session setting of a write',
    proves: MUTATING_REPOSITORIES,
  },
  {
    file: 'src/server/locations/location-overview.api.test.ts',
    why: "the location page (issue 33 asks its sections of both): each section's rows and total, the office's day by the app's clock, a Supervisor's scope",
    proves: [],
  },
  {
    file: 'src/server/http/access-matrix.api.test.ts',
    why: 'every route with every role: each read and each refusal on both',
    proves: ['visits/visit-rows.ts', 'activity/history.repository.ts'],
  },
  {
    file: 'src/server/portal/portal-sign-in.api.test.ts',
    why: "the customer portal's sign-in (issue 37 asks it of both): links mailed, used once, expired by the app's clock, the remember-a-device setting, sign-out",
    proves: ['portal/portal-sign-in.repository.ts', 'portal/portal-sessions.repository.ts'],
  },
  {
    file: 'src/server/portal/portal-access.api.test.ts',
    why: 'every portal route with two customers (issue 37 asks it of both): contacts matched by lower(email), 404 outside their locations, the two kinds of session refusing each other',
    proves: ['portal/portal-view.repository.ts'],
  },
  {
    file: 'src/server/portal/portal-actions.api.test.ts',
    why: "a customer's corrective actions (issue 37 asks it of both): acknowledged, commented, fixed with a photo, audited under the contact's address, never another customer's",
    proves: ['portal/portal-actions.repository.ts', 'corrective-actions/customer-updates.repository.ts'],
  },
  {
    file: 'src/server/portal/portal-visit-requests.api.test.ts',
    why: "a contact's request to move a visit (issue 37 asks it of both): the office's day by the app's clock, one open request per visit and contact by a partial unique index, the Admins' mail in the same transaction, audited under the contact's address",
    proves: ['portal/visit-requests.repository.ts'],
  },
  {
    file: 'src/server/portal/portal-notices.api.test.ts',
    why: "the notices a contact chose and the nightly sweep (issue 37 asks it of both): the office's tomorrow by the app's clock, each mail once by its key after a second run and a retry, the events from emitEvent's transaction, expired sessions and used links removed",
    proves: ['portal/portal-notices.ts', 'portal/portal-choices.repository.ts', 'portal/portal-sweep.ts'],
  },
  {
    file: 'src/server/portal/portal-pack.api.test.ts',
    why: "the customer's audit pack (issue 37 asks it of both): a period's visits, reports, applications, device activity, actions and current certifications, read back from the PDF",
    proves: ['portal/audit-pack.repository.ts'],
  },
  {
    file: 'src/server/portal/portal-applications.api.test.ts',
    why: "a location's application records and the right-to-know documents of the products used there (issue 37 asks it of both), never another customer's",
    proves: ['portal/portal-applications.repository.ts'],
  },
  {
    file: 'src/server/portal/portal-devices.api.test.ts',
    why: "a location's devices, site plans and past year's trends in the portal (issue 37 asks it of both), never another customer's",
    proves: ['portal/portal-devices.repository.ts'],
  },
  {
    file: 'src/server/http/errors.api.test.ts',
    why: "each driver's errors (PostgreSQL codes, malformed input) become the same 4xx",
    proves: [],
  },
  {
    file: 'src/server/http/error-log.api.test.ts',
    why: 'a database error is logged alike from both drivers, never with its parameters',
    proves: [],
  },
  {
    file: 'src/server/bootstrap.api.test.ts',
    why: 'every migration (extensions, triggers, indexes) and the first start on both',
    proves: ['db/client.ts', 'server.ts'],
  },
  {
    file: 'src/server/backup/backup.api.test.ts',
    why: 'backups read the catalog and every table on both, and restore across them',
    proves: ['backup/db-dump.ts', 'backup/db-load.ts', 'backup/backup.ts'],
  },
  {
    file: 'src/server/backup/account-export.api.test.ts',
    why: 'the account export reads information_schema on both',
    proves: ['backup/account-export.ts', 'backup/account-export.routes.ts', 'app.ts'],
  },
  {
    file: 'src/server/db/list-sort.api.test.ts',
    why: 'every list sorted by every column on both: collation, nulls last, ties',
    proves: [],
  },
  {
    file: 'src/server/search/search.api.test.ts',
    why: "ILIKE through pg_trgm indexes, and pg_trgm's word similarity (`<%`) for a misspelt name",
    proves: ['search/search.repository.ts', 'search/search-work.repository.ts'],
  },
  {
    file: 'src/server/mail/mail-sender.api.test.ts',
    why: 'the job queue (pg-boss: FOR UPDATE SKIP LOCKED, JSON data) and its upkeep, attachments read per database',
    proves: [
      'mail/mail-claims.ts',
      'reports/report-attachments.ts',
      'queue/queue-worker.ts',
      'queue/job-queue.ts',
    ],
  },
  {
    file: 'src/server/webhooks/webhook-delivery.api.test.ts',
    why: 'webhooks from the queue (issue 36 asks it of both): signed, retried, held across an expiry, a subscription disabled, DISTINCT ON and text[] @> read per database',
    proves: [
      'webhooks/webhook-deliveries.ts',
      'webhooks/webhook-events.ts',
      'webhooks/webhooks.repository.ts',
    ],
  },
  {
    file: 'src/server/webhooks/webhook-events.api.test.ts',
    why: 'each event written in the transaction of its change, through its real route (issue 36 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/webhooks/webhooks.api.test.ts',
    why: 'webhook subscriptions, the address checks and the receiver script of docs/ (issue 36 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/queue/queue.api.test.ts',
    why: "the Background jobs page reads and retries pg-boss's jobs (row lock, JSON data)",
    proves: ['queue/queue.repository.ts'],
  },
  {
    file: 'src/server/day-routes/day-routes.api.test.ts',
    why: "a technician's day in order (issue 33): the visits' stop numbers saved under a row lock of the person's day, read back on Today, undone, refused whole",
    proves: ['day-routes/day-routes.repository.ts'],
  },
  {
    file: 'src/server/visits/day-reassignment.api.test.ts',
    why: 'a technician out sick (issue 33): a day moved to others under a row lock of its visits, audited, refused whole, undone',
    proves: ['visits/day-reassignment.repository.ts'],
  },
  {
    file: 'src/server/visits/visit-generation.api.test.ts',
    why: 'advisory locks (try and wait) and ON CONFLICT DO NOTHING over a whole horizon',
    proves: ['visits/visit-generation.ts'],
  },
  {
    file: 'src/server/visits/schedule-settings.api.test.ts',
    why: "the week board's settings (issue 33 asks for both): a technician's hours of a working day and the company's working hours, refused by the schema before the table's CHECK, read back on the schedule",
    proves: [],
  },
  {
    file: 'src/server/visits/schedule-pages.api.test.ts',
    why: "the week board's pages of lanes (issue 33, decision 0066): each day's load summed in SQL (an aggregate FILTER, a time difference's epoch), the paging parameters refused alike, read as before and from the kept days (decision 0078)",
    proves: [],
  },
  {
    file: 'src/server/visits/visit-planning.api.test.ts',
    why: "visit planning on the job queue (issue 36 asks it of both): pg-boss's `short` policy, its cron table, a retry, two workers",
    proves: [],
  },
  {
    file: 'src/server/compliance/filing-reminders.api.test.ts',
    why: 'filing reminders on the job queue (issue 36 asks it of both): ON CONFLICT DO NOTHING on their key beside the mail, in one transaction',
    proves: [],
  },
  {
    file: 'src/server/visits/visit-backfill.api.test.ts',
    why: 'the advisory lock and the set-based statement of the backfill',
    proves: ['visits/visit-backfill.ts'],
  },
  {
    file: 'src/server/data-migrations/data-migrations.api.test.ts',
    why: 'upgrades of stored rows on either database: batches resumed from their stored point, ON CONFLICT and greatest() shared by two processes',
    proves: [],
  },
  {
    file: 'src/server/device-trends/device-trends.api.test.ts',
    why: 'json_agg, json_build_* and jsonb_each_text read back through each driver',
    proves: ['device-trends/device-trends.repository.ts'],
  },
  {
    file: 'src/server/activity/history.api.test.ts',
    why: 'the audit log read by JSON paths (->>)',
    proves: ['activity/history.repository.ts'],
  },
  {
    file: 'src/server/applications/application-numbers.api.test.ts',
    why: 'numbers that cannot be true refused at submit and flagged at readiness (issue 30 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/applications/application-dates.api.test.ts',
    why: "a record's date checked against the report's start and the submit on the office clock (issue 30 asks it of both)",
    proves: [],
  },
  {
    file: 'src/server/applications/application-corrections.api.test.ts',
    why: "a record's corrections kept apart, a trigger refusing to change one, and the migration reading older ones from the audit log's JSON (issue 30 asks it of both)",
    proves: [],
  },
  {
    file: 'src/server/compliance/filing-changes.api.test.ts',
    why: "a filing's records kept with it and its period's records added, removed and corrected since counted by correlated subqueries (issue 30 asks it of both)",
    proves: ['compliance/filing-changes.ts'],
  },
  {
    file: 'src/server/ledger/ledger.api.test.ts',
    why: 'the append-only trigger, the advisory lock that keeps one chain, and content hashed the same from either driver’s rows (issue 30 asks it of both)',
    proves: ['ledger/ledger.repository.ts', 'ledger/ledger-verify.ts', 'ledger/ledger-backfill.ts'],
  },
  {
    file: 'src/server/compliance/compliance.api.test.ts',
    why: 'the state files made from the records, and "file anyway" stopped by a value the state\'s format cannot hold (issue 30 asks it of both)',
    proves: ['compliance/filings.repository.ts', 'compliance/filing-records.ts'],
  },
  {
    file: 'src/server/compliance/filings-due.api.test.ts',
    why: 'a filing made before its period ended kept as a draft, and an overdue one said so, on the office calendar (issue 30 asks it of both)',
    proves: ['compliance/filings-due.ts'],
  },
  {
    file: 'src/server/compliance/licence-expiry.api.test.ts',
    why: 'a record made after the business licence ran out, flagged and kept so (issue 30 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/locations/location-address.api.test.ts',
    why: 'a service address checked as it is entered, the county too (issue 30 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/reports/report-site.api.test.ts',
    why: 'a finished report kept as submitted (issue 30 asks it of both): the job row held FOR SHARE, ON CONFLICT, a JSON path, the history trigger',
    proves: ['reports/report-site.ts', 'share-links/shared-view.repository.ts'],
  },
  {
    file: 'src/server/reports/reports-bulk.api.test.ts',
    why: 'an empty filter deletes nothing and a changed count deletes none (issue 31 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/http/control-characters.api.test.ts',
    why: 'every text a person types refused with control or direction characters, never a 500 (issue 31 asks it of both)',
    proves: [],
  },
  ...WORKS_OFFLINE,
  ...AT_SCALE,
  ...ONE_LANGUAGE,
  {
    file: 'src/server/imports/imports-files.api.test.ts',
    why: 'a Windows CSV imported with its letters or refused, an XLSX bomb refused at once (issue 31 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/devices/site-plans.api.test.ts',
    why: "a plan past 40 megapixels refused from its header, the screen copy kept (issue 31 asks it of both); a location's reads by a technician who works there, refused elsewhere (issue 32)",
    proves: [],
  },
  {
    file: 'src/server/export/jobs-export.api.test.ts',
    why: 'the formula guard of a CSV cell, after a semicolon too (issue 31 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/sso/sso.api.test.ts',
    why: 'single sign-on through a real OpenID Connect provider: the settings row locked, its JSON lists, a sign-in taken once by DELETE … RETURNING, accounts matched by lower(email) FOR UPDATE (issue 36 asks it of both)',
    proves: ['sso/sso.repository.ts'],
  },
  {
    file: 'src/server/http/client-errors.api.test.ts',
    why: 'a 431 or 400 from Node itself answered in the app shape with Connection: close (issue 31 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/auth/two-factor.api.test.ts',
    why: 'two-factor sign-in: a code taken once by a conditional update, a recovery code once, the ticket (issue 36 asks it of both)',
    proves: [],
  },
  {
    file: 'src/server/auth/two-factor-rules.api.test.ts',
    why: "the company's rule for Admins, passkeys and the sessions list (issue 36 asks it of both)",
    proves: [],
  },
];

/**
 * API test files that run on PGlite alone: the demo company, which PostgreSQL never gets. Its
 * modules (src/server/seed) need no entry above: they run on the one database that loads them.
 */
export const PGLITE_ONLY = ['src/server/seed/*.api.test.ts'];

/** API test files about PostgreSQL itself (outages, restarts, two processes): they start their own. */
export const POSTGRES_ONLY = ['src/server/**/*.postgres.api.test.ts'];

/**
 * API test files that replace a module (`vi.mock`): each runs in a module registry of its own; the
 * others share one per worker, which saves importing the app for every file.
 */
export const OWN_MODULES = [
  'src/server/http/access-matrix.api.test.ts',
  'src/server/http/csrf.api.test.ts',
  'src/server/http/disk-errors.api.test.ts',
];
