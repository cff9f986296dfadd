/**
 * The specs' `test` and `expect`. Each Playwright worker runs its own app on its own copy of the
 * demo company's database (seeded once per run by global setup) with its own mail server (worker fixtures `app` and `mailbox`), so specs in parallel
 * never share a row; tests within a worker still run one after another on the same database, so
 * a test that changes a person (password, name, language, deletion) makes its own with `make`.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test as base,
} from '@playwright/test';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../src/server/test/smtp-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type AppServer, DEMO_PASSWORD, startAppServer } from './app-server';
import { type Api, makeApi, type Maker, maker } from './factories';

export { expect };
export type { ReceivedMail };

/** The demo accounts whose sessions each worker keeps: tests only read with them, never change them. */
export const ROLES = {
  admin: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Administrator' },
  supervisor: { login: 'luis.ortega@greenleaf.example', password: DEMO_PASSWORD, name: 'Luis Ortega' },
  technician: { login: 'marcus.johnson@greenleaf.example', password: DEMO_PASSWORD, name: 'Marcus Johnson' },
} as const;
export type Role = keyof typeof ROLES;

/** Someone to log in as: a kept demo session by role, or a person a test made. */
export type Who = Role | { login: string; password: string; name?: string };

type Cookies = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];

interface Sessions {
  /** The role's session cookies, logged in once per worker (again only if the session ended). */
  cookies(role: Role, fresh?: boolean): Promise<Cookies>;
}

interface WorkerFixtures {
  mailbox: TestSmtpServer;
  app: AppServer;
  sessions: Sessions;
}

interface TestFixtures {
  /** Logs the page in without the login form, in English, then opens `path` (the home by default). */
  logInAs: (who: Who, path?: string) => Promise<void>;
  /** The Super Admin's API, for setting up what a test needs. */
  api: Api;
  /** Factories for a test's own people, locations, jobs and templates (through `api`). */
  make: Maker;
}

async function apiLogin(baseURL: string, login: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  const res = await context.post('/api/auth/login', { data: { login, password } });
  expect(res.status(), `login as ${login}: ${await res.text()}`).toBe(200);
  return context;
}

const csrfIn = (cookies: Cookies) =>
  decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');

/** A session on `baseURL` through the API, as the `api` fixture's: for an app of a test's own. */
export async function apiSession(baseURL: string, login: string, password: string) {
  const context = await apiLogin(baseURL, login, password);
  const { cookies } = await context.storageState();
  return { api: makeApi(context, csrfIn(cookies)), cookies, dispose: () => context.dispose() };
}

/**
 * The account's language is stored on the server (decision 0020): every login starts in English,
 * as a first visit from an English browser does. Answers false when the session has ended.
 */
async function inEnglish(page: Page): Promise<boolean> {
  const csrf = csrfIn(await page.context().cookies());
  const res = await page.request.put('/api/account/language', {
    data: { language: 'en' },
    headers: { 'x-csrf-token': csrf },
  });
  if (res.status() === 401) return false;
  expect(res.status(), await res.text()).toBe(200);
  return true;
}

/**
 * How far the tests' clock is from the machine's: a run at another hour (docs/testing.md) gives
 * libfaketime one shared offset, `FAKETIME="+<seconds>s"` or `"-<seconds>s"`. Only what libfaketime
 * itself reads is taken: it ignores `"+-<seconds>s"` and leaves every process on the machine's
 * clock, so moving the pages by it would set them apart from the tests and the app.
 */
export function testClockShift(faketime = process.env.FAKETIME): number {
  if (!faketime) return 0;
  const seconds = /^([+-]\d+)s?$/.exec(faketime)?.[1];
  if (seconds === undefined) {
    throw new Error(
      `FAKETIME="${faketime}": the browser tests take an offset, "+<seconds>s" or "-<seconds>s" (docs/testing.md)`,
    );
  }
  return Number(seconds) * 1000;
}

/**
 * The Monday `weeks` weeks after the tests' today (UTC), as YYYY-MM-DD: a week of a spec's own,
 * far from other specs' visits.
 */
export function mondayWeeksAhead(weeks: number): string {
  const now = new Date(Date.now() + testClockShift());
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today + ((8 - new Date(today).getUTCDay()) % 7) * 86_400_000 + weeks * 7 * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

/**
 * Chromium loads no page under libfaketime, so it keeps the machine's clock (playwright.config.ts)
 * and its pages' Date is moved to the tests' clock; the rest (timers, animation frames, the
 * performance timeline) is left as the browser has it. Every browser context of a spec goes
 * through here.
 */
export async function onTestClock(context: BrowserContext): Promise<BrowserContext> {
  return onClockShift(context, testClockShift());
}

/** The context's pages' Date moved `shift` ms from the machine's clock: an app of a test's own on a moved clock. */
export async function onClockShift(context: BrowserContext, shift: number): Promise<BrowserContext> {
  if (shift === 0) return context;
  await context.addInitScript((ms: number) => {
    const RealDate = Date;
    const now = () => RealDate.now() + ms;
    globalThis.Date = new Proxy(RealDate, {
      construct: (target, args: unknown[], newTarget) =>
        Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
      apply: () => new RealDate(now()).toString(),
      get: (target, prop, receiver): unknown => (prop === 'now' ? now : Reflect.get(target, prop, receiver)),
    });
  }, shift);
  return context;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  context: async ({ context }, use) => {
    await use(await onTestClock(context));
  },

  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures take their dependencies destructured; this one has none.
    async ({}, use) => {
      const server = await startSmtpServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],

  app: [
    async ({ mailbox }, use, workerInfo) => {
      const app = await startAppServer(workerInfo.parallelIndex, mailbox.url);
      await use(app);
      await app.stop();
    },
    // Copying the seeded folder and starting the app takes a while on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],

  sessions: [
    async ({ app }, use) => {
      const kept = new Map<Role, Cookies>();
      await use({
        async cookies(role, fresh = false) {
          const known = kept.get(role);
          if (known && !fresh) return known;
          const { login, password } = ROLES[role];
          const context = await apiLogin(app.url, login, password);
          const { cookies } = await context.storageState();
          await context.dispose();
          kept.set(role, cookies);
          return cookies;
        },
      });
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ app }, use) => {
    await use(app.url);
  },

  logInAs: async ({ page, sessions }, use) => {
    await use(async (who, path = '/') => {
      if (typeof who === 'string') {
        await page.context().addCookies(await sessions.cookies(who));
        if (!(await inEnglish(page))) {
          // A test logged this session out: log in again for it and the tests after it.
          await page.context().addCookies(await sessions.cookies(who, true));
          expect(await inEnglish(page), `a fresh session of ${who}`).toBe(true);
        }
      } else {
        const res = await page.request.post('/api/auth/login', {
          data: { login: who.login, password: who.password },
        });
        expect(res.status(), `login as ${who.login}: ${await res.text()}`).toBe(200);
        expect(await inEnglish(page)).toBe(true);
      }
      await page.goto(path);
      const name = typeof who === 'string' ? ROLES[who].name : who.name;
      if (name) await expect(page.getByTestId('current-user-name')).toHaveText(name);
    });
  },

  api: async ({ app, sessions }, use) => {
    let cookies = await sessions.cookies('admin');
    let context = await request.newContext({ baseURL: app.url, storageState: { cookies, origins: [] } });
    if ((await context.get('/api/get-auth-user')).status() === 401) {
      await context.dispose();
      cookies = await sessions.cookies('admin', true);
      context = await request.newContext({ baseURL: app.url, storageState: { cookies, origins: [] } });
    }
    await use(makeApi(context, csrfIn(cookies)));
    await context.dispose();
  },

  make: async ({ api }, use, testInfo) => {
    await use(maker(api, `${testInfo.parallelIndex}${testInfo.testId.slice(-4)}`));
  },
});

/** The mails that reached the worker's mail server for `address`, after the first `skip`. */
export function mailsTo(mailbox: TestSmtpServer, address: string, skip = 0): ReceivedMail[] {
  return mailbox.received.slice(skip).filter((m) => m.to.includes(address));
}
