import type { BrowserContext, Page } from '@playwright/test';
import type { ReportDetail } from '../src/shared/schemas/reports';
import { logIn, offlineNewTab, phoneWithProfile, serviceWorkerInControl } from './helpers';
import { expect, test } from './test';

/**
 * Issue 32 item 1 on a 390 px phone: after one visit online the installed app opens with no
 * connection, from a new tab, with Today, My reports and a started report's saved answers; what is
 * typed then is sent when the connection returns. The browser is a persistent one (a profile on
 * disk), as a phone's is: its service worker, IndexedDB and cookies outlive every tab. The other
 * specs run without a service worker (playwright.config.ts), which would answer their routed and
 * counted requests from its cache.
 */
const footer = (page: Page) => page.getByLabel('Save and submit').getByRole('status');

/** The answers the app has kept on the device (lib/kept-queries.ts), by their query keys. */
const kept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('fieldbook-kept');
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const read = open.result.transaction('queries').objectStore('queries').get('queries');
          read.onsuccess = () => {
            const state = read.result as
              { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | undefined;
            open.result.close();
            resolve(
              Object.fromEntries(
                (state?.queries ?? []).map((q) => [JSON.stringify(q.queryKey), JSON.stringify(q.state.data)]),
              ),
            );
          };
        };
      }),
  );

/** Today's visits, and My reports' list (whatever its page and filters), as kept. */
const TODAY_KEY = JSON.stringify(['visits', 'mine', 'today']);
const keptList = (all: Record<string, string>) =>
  Object.entries(all)
    .filter(([key]) => key.startsWith(JSON.stringify(['reports', 'list']).slice(0, -1)))
    .map(([, data]) => data)
    .join('\n');

let phone: Awaited<ReturnType<typeof phoneWithProfile>> | undefined;
let context: BrowserContext;
test.afterEach(async () => {
  await phone?.close();
  phone = undefined;
});

test('after one visit online the app opens offline from a new tab, and what is typed there is sent later', async ({
  baseURL,
  make,
}) => {
  const technician = await make.user();
  const template = await make.template({
    tasks: [{ name: 'Arrival', fields: [{ name: 'Gate code' }, { name: 'Notes on site' }] }],
  });
  const job = await make.job({ assignees: [technician] });
  const { today } = await make.api.get<{ today: string }>('/api/my-visits');
  await make.api.post('/api/visits', { job_id: job.id, date: today, technician_ids: [technician.id] });

  phone = await phoneWithProfile(baseURL);
  context = phone.context;
  let page = context.pages()[0] ?? (await context.newPage());

  // Online: log in, and the installable app's parts are there.
  await logIn(page, technician.login, technician.password);
  await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    display: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  // The service worker has installed (its precache filled) and controls the page.
  await serviceWorkerInControl(page);

  await page.goto('/today');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByText(job.name).first()).toBeVisible();
  // Kept a moment after it arrives: leaving the document sooner (a goto) can lose that last write.
  await expect.poll(async () => (await kept(page))[TODAY_KEY]).toContain(job.name);
  await page.goto('/my/jobs');
  await page.getByRole('link', { name: `Start a report for ${job.name}`, exact: true }).click();
  await page.getByRole('radio', { name: new RegExp(template.name) }).click();
  await page.getByRole('button', { name: 'Start report' }).click();
  await expect(page).toHaveURL(/\/my\/reports\/\d+$/);
  const reportPath = new URL(page.url()).pathname;
  await page.getByLabel('Gate code').fill('Side gate, code A-4411');
  await expect(footer(page)).toContainText('All changes saved');
  await page.goto('/my/reports');
  await expect(page.getByText(job.name).first()).toBeVisible();
  await expect.poll(async () => keptList(await kept(page))).toContain(job.name);
  const reportKey = JSON.stringify(['reports', 'detail', Number(reportPath.split('/').pop())]);
  await expect.poll(async () => (await kept(page))[reportKey]).toContain('"answer":"Side gate, code A-4411"');

  // No connection; every tab closed; the app opened again.
  page = await offlineNewTab(context);
  await page.goto('/today');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByText(job.name).first()).toBeVisible();
  await page.goto('/my/reports');
  await expect(page.getByText(job.name).first()).toBeVisible();
  await page.goto(reportPath);
  await expect(page.getByLabel('Gate code')).toHaveValue('Side gate, code A-4411');
  await page.getByLabel('Notes on site').fill('Dog in the yard');
  await expect(footer(page)).toContainText('1 change waiting to be sent');
  await expect(footer(page)).not.toContainText('All changes saved');

  // The connection returns: the answer typed offline arrives.
  await context.setOffline(false);
  await expect(footer(page)).toContainText('All changes saved', { timeout: 20_000 });
  const stored = (await (
    await page.request.get(`/api/reports/${reportPath.split('/').pop()}`)
  ).json()) as ReportDetail;
  const answers = new Map(
    stored.tasks.flatMap((t) => t.fields.map((f) => [f.field_name, f.answer] as const)),
  );
  expect(answers.get('Gate code')).toBe('Side gate, code A-4411');
  expect(answers.get('Notes on site')).toBe('Dog in the yard');
});
