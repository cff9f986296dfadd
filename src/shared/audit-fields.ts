/**
 * How a row of the audit log reads (issue 20, History and Activity): which columns are noise,
 * and how each column's value is shown. One table for the server (which turns ids into names
 * and dates into the office's time) and the web app (which translates the labels and the
 * statuses, roles and yes/no by these kinds).
 */

/** The audited tables (migrations 0001, 0007, 0009, 0015, 0016, 0017, 0018, 0019, 0020, 0033, 0034, 0035). */
export const AUDITED_ENTITIES = [
  'users',
  'groups',
  'group_users',
  'locations',
  'location_contacts',
  'jobs',
  'job_users',
  'chemicals',
  'templates',
  'tasks',
  'task_fields',
  'reports',
  'report_answers',
  'report_files',
  'applications',
  'user_certifications',
  'company_settings',
  'company_licences',
  'filings',
  'share_links',
  'imports',
  'corrective_actions',
  'corrective_action_updates',
  'device_types',
  'devices',
  'site_plans',
  'visits',
  'visit_users',
  'visit_change_requests',
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

/** What the trigger writes: `insert` is a creation, `delete`/`restore` set or clear deleted_at. */
export const AUDIT_ACTIONS = ['insert', 'update', 'delete', 'restore', 'purge'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The records that have a page of their own, and so a History tab. */
export const HISTORY_ENTITIES = [
  'users',
  'groups',
  'locations',
  'jobs',
  'templates',
  'chemicals',
  'reports',
  'applications',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/**
 * How a value reads. `text` arrives readable from the server (names for ids, dates in the
 * office's time zone); the web app translates `status`, `reportStatus`, `role` and `boolean`
 * by their id or `true`/`false`; `secret` is a change shown without its value (a password);
 * `record` is a structure (a device inspection, an application record) as a `RecordValue`'s JSON,
 * worded by `recordText` (audit-records.ts).
 */
export type ValueKind = 'text' | 'status' | 'reportStatus' | 'role' | 'boolean' | 'secret' | 'record';

/**
 * Columns never shown as a change: keys of the row itself and of its parent (the History is
 * already the parent's), bookkeeping times, the soft-delete columns (the action says it),
 * stored file names and hashes (nobody can read them; a token hash is a secret's fingerprint).
 */
export const NOISE_COLUMNS: ReadonlySet<string> = new Set([
  'id',
  'created_at',
  'updated_at',
  'deleted_at',
  'deleted_by',
  'password_hash',
  'token_hash',
  'filepath',
  'snapshot',
  'task_id',
  'report_id',
  'field_id',
  'listed',
  'closing_photo_path',
  // A device's QR code text: random, read by scanners, never by people.
  'code',
  // Derived from the answers on every save (decision 0034): the answers' own changes say it.
  'score_points',
  'score_max',
  'score_percent',
  'flagged_count',
  'passed',
]);

/** The tables whose rows a reference column names. */
export type ReferenceTable =
  'users' | 'locations' | 'jobs' | 'templates' | 'chemicals' | 'groups' | 'device_types' | 'site_plans';

/** Columns whose value is a record's id, shown as that record's name. */
export const REFERENCE_COLUMNS: Readonly<Record<string, ReferenceTable>> = {
  user_id: 'users',
  created_by: 'users',
  revoked_by: 'users',
  corrected_by: 'users',
  undone_by: 'users',
  assignee_id: 'users',
  closed_by: 'users',
  verified_by: 'users',
  applicator_id: 'users',
  supervisor_id: 'users',
  handled_by: 'users',
  location_id: 'locations',
  job_id: 'jobs',
  template_id: 'templates',
  chemical_id: 'chemicals',
  parent_id: 'chemicals',
  group_id: 'groups',
};

/** Columns that name another table in one table only: a device's `type_id` is its type, not a role. */
const ENTITY_REFERENCES: Readonly<Record<string, Readonly<Record<string, ReferenceTable>>>> = {
  devices: { type_id: 'device_types', plan_id: 'site_plans' },
};

/** The table a column of this entity refers to, if it holds a record's id. */
export function referenceOf(entity: string, column: string): ReferenceTable | undefined {
  return ENTITY_REFERENCES[entity]?.[column] ?? REFERENCE_COLUMNS[column];
}

/**
 * The name a change is shown under, where the column's shared name would mislead: the texts call
 * every `type_id` a role, and a device's is its type.
 */
export function shownFieldOf(entity: string, column: string): string {
  return entity === 'devices' && column === 'type_id' ? 'device_type_id' : column;
}

/** Calendar dates ('YYYY-MM-DD') and instants, shown as the office reads them. */
export const DAY_COLUMNS: ReadonlySet<string> = new Set([
  'expires_on',
  'applied_on',
  'due_date',
  'installed_on',
  'removed_on',
  // A visit's day and the recurrence day it was generated for (issue 18).
  'date',
  'occurrence',
  // The day a customer would rather have a visit (decision 0049, part 3).
  'preferred_date',
]);
export const INSTANT_COLUMNS: ReadonlySet<string> = new Set([
  'start_date',
  'submitted_at',
  'finished_at',
  'expires_at',
  'revoked_at',
  'corrected_at',
  'undone_at',
  'closed_at',
  'verified_at',
  'handled_at',
]);

/** The kind of a column that is not a reference, a date or plain text. */
export function valueKindOf(entity: string, column: string): ValueKind {
  if (column === 'password' || column === 'password_changed') return 'secret';
  if (column === 'status_id') return entity === 'reports' ? 'reportStatus' : 'status';
  if (column === 'type_id' && !ENTITY_REFERENCES[entity]?.[column]) return 'role';
  return 'text';
}

/** One changed field as the API answers it: values already readable, or an id to translate. */
export interface FieldChange {
  field: string;
  kind: ValueKind;
  before: string | null;
  after: string | null;
}
