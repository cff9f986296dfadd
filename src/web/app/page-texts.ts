/**
 * The top-level sections of en.json (or parts of one named in TEXT_SECTION_PARTS) beyond the first
 * download that a page shows, for the pages that wait for those alone instead of all the English
 * texts (lazy-route.tsx, decision 0067).
 * Read from the texts that the modules a page imports statically name (`t('section.…')`, comments
 * aside); what a page loads on use (a dialog, the month view) may show a text of another section.
 * A text of a section not named here still shows: its section is fetched and the page drawn
 * again (lib/i18n.ts), a moment later. The rest of `errors` (8.5 KB on the wire) is named only
 * where the first screen shows one of them: a refused form shows the server's English until the
 * rest is in. The schedule's and a technician's report pages' are in shared/first-pages.ts: the
 * server names their files too.
 */
export const GROUPS_TEXTS = ['groups'];
export const TEMPLATES_TEXTS = ['templates'];
/** Its reports' statuses (`reports.statuses`) are in the first download. */
export const LOCATION_TEXTS = [
  'correctiveActions',
  'jobPage',
  'locationPage',
  'locations',
  'mail',
  'schedule',
  'shareLinks',
];
export const LOCATIONS_TEXTS = ['locationPage', 'locations'];
// Its statuses' names (`reports.statuses`) are in the first download.
export const DASHBOARD_TEXTS = ['dashboard'];
export const JOB_TEXTS = ['correctiveActions', 'jobPage', 'locationPage', 'recurrence'];
/**
 * The reports list (routes/reports-page.tsx): its rows, filters and bulk actions, two parts of
 * `reports` (locales/first-texts.ts, TEXT_SECTION_PARTS) and not the report form's and view's texts.
 */
export const REPORTS_LIST_TEXTS = ['reports.list', 'reports.logic'];
/**
 * A report's page (routes/report-page.tsx); its print, download and delete pages name none. The
 * sections under its answers (routes/report-page-sections.tsx: `activity`, `correctiveActions`,
 * `shareLinks`) come after the first screen, with their texts; of `reports`, only the parts its
 * view shows (not the technicians' form's, the largest).
 */
export const REPORT_TEXTS = [
  'applications',
  'deviceInspection',
  'reports.list',
  'reports.logic',
  'reports.record',
  'reports.view',
  'siteCodes',
  'sitePlanPicture',
];
export const CORRECTIVE_ACTION_TEXTS = ['correctiveActions'];
export const APPLICATIONS_TEXTS = ['applications'];
export const DEVICE_TYPES_TEXTS = ['devices'];
export const USERS_TEXTS = ['users'];
/** The readiness list shows each problem's error text, an `errors.compliance` one (server/compliance/state-rules.ts). */
export const COMPLIANCE_TEXTS = ['errors.compliance'];
/** Single sign-on's form and the account's export come after the first screen, with their texts. */
export const COMPANY_TEXTS = ['company'];
export const ACTIVITY_TEXTS = ['activity', 'deviceInspection'];
/** The sections under its password form (two factors, sessions) come after the first screen, with their texts. */
export const ACCOUNT_TEXTS = ['dateStyle', 'users'];
