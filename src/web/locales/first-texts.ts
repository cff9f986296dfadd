/**
 * Which English texts come with the first download (decision 0028): what the login page, the
 * header and navigation, the homes (an Admin's or Supervisor's jobs list with the filings due, a
 * technician's My jobs), the account menus and the error messages they show need. The rest arrives before
 * any other page is shown (lazy-route.tsx), and with the field pages' prefetch after login.
 * A name is a top-level section of en.json or, with dots, a part of one. en.json stays one file;
 * the build splits it (scripts/web-texts-plugin.ts).
 */
export const FIRST_TEXT_SECTIONS: readonly string[] = [
  'account',
  'app',
  'auth',
  'common',
  'compliance',
  // The overdue corrective actions on the homes of Supervisors and Admins.
  'correctiveActions.home',
  // What the error page, the dialogs, the database notice and the login form say. The rest of the
  // error messages (9 KB on the wire) come with the rest of the texts: a refusal from the server
  // shows its own English until then (lib/api-client.ts), and so does a form's rule
  // (lib/schema-message.ts) (decision 0067).
  'errors.title',
  'errors.chunkTitle',
  'errors.chunkText',
  'errors.unexpected',
  'errors.reload',
  'errors.databaseUnavailable',
  'errors.common',
  'errors.auth',
  'errors.validation',
  'errors.server',
  'errors.database',
  // The list frame's Export button (its menu's texts too: they are few).
  'export',
  // And its Import link, on the chemicals, users and locations lists: the `imports` section's own
  // file (1.3 KB on the wire) for one text was most of what kept the locations list over 200 KB.
  'imports.button',
  // The locations list's link to a place's devices, in every row: the `devices` section's file
  // (1 KB) for that one text.
  'devices.page.linkOf',
  'jobs',
  'languages',
  'myJobs',
  'nav',
  'notFound',
  'people',
  'reports.myJobs',
  'reports.nav',
  // A report's status (a badge, a change on the activity list) and the applications list's
  // restricted-use badge: the `reports` section's file (3.4 KB on the wire) for a few words each.
  'reports.statuses',
  'reports.record.restricted',
  'titles',
  // A technician's home (issue 32).
  'today',
  // Units in the reader's language: error messages name them (lib/units.ts).
  'units',
  'widgets',
];

type Texts = { [key: string]: string | Texts };

/**
 * Parts of a section of the rest that a page may name instead of the whole section (lazy-route.tsx,
 * decision 0067), each a file of its own besides the section's: the reports list shows
 * `reports.list` and `reports.logic`, 0.8 KB on the wire of the section's 3.4 KB; the compliance
 * page `errors.compliance`.
 */
export const TEXT_SECTION_PARTS: readonly string[] = [
  'reports.list',
  'reports.logic',
  // A report's page in the office: its view and application records, without the form's texts.
  'reports.record',
  'reports.view',
  // The compliance page's readiness problems (0.6 KB on the wire of the rest of `errors`' 8.5 KB).
  'errors.compliance',
];

/** Where a section or, with dots, a part of one is in `texts`: its parent, its keys to it, its name. */
function locate(texts: Texts, name: string) {
  const keys = name.split('.');
  const last = keys.pop() as string;
  let parent: Texts = texts;
  for (const key of keys) {
    const next = parent[key];
    if (typeof next !== 'object') throw new Error(`en.json has no section ${name}`);
    parent = next;
  }
  if (!(last in parent)) throw new Error(`en.json has no section ${name}`);
  return { parent, keys, last };
}

/** Copies `name` of `from` into `to` at the same place. */
function copyPart(from: Texts, to: Texts, name: string) {
  const { parent, keys, last } = locate(from, name);
  let at = to;
  for (const key of keys) at = (at[key] ??= {}) as Texts;
  at[last] = parent[last] as string | Texts;
  return { parent, last };
}

/** A section of `texts` or, with dots, a part of one, alone in a tree of the same shape. */
export function textsPart(texts: Texts, name: string): Texts {
  const part: Texts = {};
  copyPart(texts, part, name);
  return part;
}

/**
 * Sections only the server writes from (mail, PDFs: src/server/texts): never sent to a browser,
 * in any language, which would download them with the rest of the texts and never show one.
 */
export const SERVER_TEXT_SECTIONS: readonly string[] = ['outgoingMail', 'pdfs'];

/** A language's texts as a browser downloads them: all but the server's sections. */
export function withoutServerTexts(texts: Texts): Texts {
  const browser = { ...texts };
  for (const name of SERVER_TEXT_SECTIONS) delete browser[name];
  return browser;
}

/**
 * en.json parted into the first download and the rest; together they are en.json again, but for
 * the server's sections.
 */
export function splitTexts(texts: Texts, first: readonly string[] = FIRST_TEXT_SECTIONS) {
  const rest = structuredClone(withoutServerTexts(texts));
  const firstPart: Texts = {};
  for (const name of first) {
    const { parent, last } = copyPart(rest, firstPart, name);
    delete parent[last];
  }
  return { first: firstPart, rest };
}
