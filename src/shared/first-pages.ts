/**
 * The first screens a phone opens (and the task editor, the heaviest page an office opens by its
 * address: issue 21), and which of them a page address shows (decision 0031). The
 * build lists each one's code (scripts/first-pages-plugin.ts writes first-pages.json beside
 * index.html); the server names that code in the page's head (server/http/page-shell.ts), so the
 * browser fetches it beside the app's own code instead of once the app has started and its router
 * asked for it: on a slow phone connection, a round trip and the app's start-up less before the page.
 */
/** The app's shell around every page behind the login (app/require-auth.tsx loads it). */
const SHELL = 'app/layout/app-shell.tsx';
/** The English texts a page that is not a first screen waits for (decision 0028). */
const OTHER_TEXTS = 'virtual:en-texts-rest';
/** The sections of them a page that names its own waits for instead (web app/page-texts.ts, decision 0067). */
const textsOf = (sections: readonly string[]) => sections.map((name) => `virtual:en-texts-section:${name}`);

/**
 * The sections of the English texts the schedule and a technician's report pages show, here and
 * not in web app/page-texts.ts beside the others because the server names their files too.
 */
export const SCHEDULE_TEXTS: readonly string[] = ['schedule'];
/** My reports, the list alone: its cards' texts are all in `reports` (and the first download's). */
export const MY_REPORTS_TEXTS: readonly string[] = ['reports'];
export const FIELD_REPORT_TEXTS: readonly string[] = [
  'applications',
  'correctiveActions',
  'deviceInspection',
  'reports',
  'siteCodes',
  'sitePlanPicture',
];

/** Per first screen, the modules the web app loads on its own for it (web paths, from src/web). */
export const FIRST_PAGES = {
  login: ['app/routes/login-page.tsx'],
  jobs: ['app/routes/jobs-page.tsx', SHELL],
  myJobs: ['app/routes/my-jobs-page.tsx', SHELL],
  // A technician's home (web lib/auth.ts homePathOf).
  today: ['app/routes/today-page.tsx', SHELL],
  // My reports apart from the report form's pages: the list's first screen is not the form's code.
  myReports: ['app/routes/my-reports-page.tsx', SHELL, ...textsOf(MY_REPORTS_TEXTS)],
  fieldReports: ['app/routes/field-report-pages.tsx', SHELL, ...textsOf(FIELD_REPORT_TEXTS)],
  templateTasks: ['app/routes/template-tasks-page.tsx', SHELL, OTHER_TEXTS],
  // The dispatcher's board, held to 1 s to its first lanes (issue 33, decision 0066).
  schedule: ['app/routes/schedule-page.tsx', SHELL, ...textsOf(SCHEDULE_TEXTS)],
} as const satisfies Record<string, readonly string[]>;

export type FirstPage = keyof typeof FIRST_PAGES;

/** What first-pages.json holds per first screen: the files its page needs beyond index.html's. */
export interface FirstPageFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The first screen `pathname` shows, as the web app's router has it (app/router.tsx): without a
 * login every page but a printout turns into the login page. Null for the pages that are not first
 * screens; they load as before.
 */
export function firstPageFor(pathname: string, loggedIn: boolean): FirstPage | null {
  if (pathname.startsWith('/reports/print/')) return null;
  // The password reset pages are public and not first screens: not the login page's code either.
  if (pathname === '/forgot-password' || pathname === '/reset-password') return null;
  // The verification page is public: whoever holds a printed code checks it without a login.
  if (pathname === '/verify' || pathname.startsWith('/verify/')) return null;
  if (pathname === '/login' || !loggedIn) return 'login';
  if (pathname === '/jobs') return 'jobs';
  if (pathname === '/my/jobs') return 'myJobs';
  if (pathname === '/today') return 'today';
  if (pathname === '/my/reports') return 'myReports';
  if (pathname.startsWith('/my/reports/')) return 'fieldReports';
  if (/^\/templates\/tasks\/\d{1,10}$/.test(pathname)) return 'templateTasks';
  if (pathname === '/schedule') return 'schedule';
  return null;
}

/**
 * The API answers a first screen asks for as it starts (web app/route-loaders.ts: the login check,
 * then the list's first page or the report), to be named in the page's head beside its code: the
 * browser fetches them while the app's code arrives, and the app's own requests take those answers
 * instead of asking again. Only addresses the app asks for exactly as written here: a list with a
 * filter or a page in the address is left to the app.
 */
export function firstDataFor(pathname: string, search: string, loggedIn: boolean): string[] {
  if (!loggedIn) return [];
  const page = firstPageFor(pathname, true);
  const report = /^\/my\/reports\/(\d{1,10})$/.exec(pathname)?.[1];
  if (page === 'jobs') return search ? [AUTH] : [AUTH, '/api/get-jobs-filtered?page=1'];
  if (page === 'myJobs') return [AUTH, '/api/my/jobs'];
  // Another day (`?day=`) is the app's to ask for; today's visits are asked without one.
  if (page === 'today') return search ? [AUTH] : [AUTH, '/api/my-visits'];
  if (page === 'myReports') return [AUTH];
  if (page === 'fieldReports') return report ? [AUTH, `/api/reports/${Number(report)}`] : [AUTH];
  if (page === 'templateTasks') {
    // features/templates: the template's name and its tasks (template-tasks.tsx, tasks-cache.ts).
    const id = Number(/(\d+)$/.exec(pathname)![1]);
    return [AUTH, `/api/templates/${id}`, `/api/template/tasks/${id}`];
  }
  // And the schedule's first lanes, which need the office's day: server/http/first-lanes.ts.
  if (page === 'schedule') return [AUTH, APP_CONFIG];
  return [];
}

/**
 * The office's first screens, asked of the server even when the installed app's service worker
 * could answer them from its copy of the page (vite.config.ts): only the server's page names their
 * code and first data in its head, so a returning dispatcher's week board asks for its lanes as the
 * page starts, not once the app has run (issue 33, decision 0066). Offline, or when the server
 * cannot be reached, the copy still opens. A field worker's first screens stay on the copy: they must open
 * at once with no signal (decision 0050), and their answers are kept on the device.
 * Matched against the path and its query, as Workbox's navigation route matches.
 */
export const OFFICE_FIRST_SCREENS = /^\/(?:jobs|schedule|templates\/tasks\/\d{1,10})(?:\?|$)/;

/** The login field and the office's time zone: the schedule's loader waits for them. */
const APP_CONFIG = '/api/app-config';

/** Who is logged in: every page behind the login asks (web lib/auth.ts). */
const AUTH = '/api/get-auth-user';
