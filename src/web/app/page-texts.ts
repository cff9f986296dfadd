/**
 * The top-level sections of en.json beyond the first download that a page shows, for the pages
 * that wait for those alone instead of all the English texts (lazy-route.tsx, decision 0067).
 * A text of a section not named here still shows: the rest is fetched and the page drawn again
 * (lib/i18n.ts), a moment later.
 */
export const GROUPS_TEXTS = ['groups', 'reports', 'templates', 'users'];
export const TEMPLATES_TEXTS = ['reports', 'templates', 'users'];
export const LOCATION_TEXTS = [
  'correctiveActions',
  'jobPage',
  'locationPage',
  'locations',
  'mail',
  'reports',
  'schedule',
  'shareLinks',
];
