/**
 * The task editor of a full commercial inspection template (issue 21): 200 tasks of 10 fields.
 *
 *   npm run bench:task-editor            (TASKS=… FIELDS=… RUNS=… to change the size;
 *                                         RULES=0 for no checklist rules, issue 16)
 *
 * Starts the app on a throwaway DATA_DIR (bench-app.ts), builds the template through the API as an
 * Admin would, then opens the editor in Debian's Chromium RUNS times (5) and prints the median of:
 *   - first render: from navigation start to the first task row drawn (the app's start, code, data
 *     and drawing), and of it what follows the tasks' answer (since decision 0031 the answer is
 *     asked for by the page's head, so this is mostly the app starting);
 *   - from the templates list: from the click on the template's "Manage fields" link, the app
 *     already running, to the first task row drawn;
 *   - total blocking time: the sum over long tasks (over 50 ms) of what exceeds 50 ms, from
 *     navigation until the page is idle;
 *   - DOM nodes once drawn;
 *   - edit to screen: from the click on "Update Task" until the table shows the new name.
 */
import type { Page } from '@playwright/test';
import { buildTemplate, csrfOf } from '../e2e/big-template';
import { ADMIN_EMAIL, ADMIN_PASSWORD, withBenchApp } from './bench-app';

const TASKS = Number(process.env.TASKS ?? 200);
const FIELDS = Number(process.env.FIELDS ?? 10);
const RUNS = Number(process.env.RUNS ?? 5);
const RULES = process.env.RULES !== '0';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Installed before the page's own code: long tasks are only reported to observers registered
 * before they happen, and the first task row is timed in the page, not by polling from outside.
 */
const OBSERVE_PAGE = () => {
  const w = window as unknown as { __blocking: number; __firstRow?: number };
  w.__blocking = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__blocking += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('tbody tr[data-testid^="task-"]')) return;
    w.__firstRow = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
};

async function openOnce(page: Page, templateId: number, run: number) {
  await page.goto(`/templates/tasks/${templateId}`);
  await page.locator('tbody tr[data-testid^="task-"]').first().waitFor();
  const [firstRender, drawing] = await page.evaluate(() => {
    const now = (window as unknown as { __firstRow: number }).__firstRow;
    const answer = performance
      .getEntriesByType('resource')
      .find((e) => /\/api\/template\/tasks\/\d+$/.test(e.name)) as PerformanceResourceTiming;
    return [now, now - answer.responseEnd];
  });
  await page.waitForLoadState('networkidle');
  const blocking = await page.evaluate(() => (window as unknown as { __blocking: number }).__blocking);
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);

  await page.getByRole('button', { name: 'Edit task Task 001' }).click();
  const form = page.getByRole('region', { name: 'Update Task' });
  const newName = `Task 001 (edit ${run})`;
  await form.getByLabel('Task Name').fill(newName);
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const editToScreen = await page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Update Task')!;
        const table = document.querySelector('table')!;
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (![...table.querySelectorAll('td')].some((td) => td.textContent === name)) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(table, { subtree: true, childList: true, characterData: true });
        button.click();
      }),
    newName,
  );
  return {
    firstRender,
    drawing,
    blocking,
    nodes,
    editToScreen,
    fromList: await openFromList(page, templateId),
  };
}

/** The editor as an Admin opens it: from the templates list, the app already running. */
async function openFromList(page: Page, templateId: number) {
  await page.goto('/templates?filter=Full%20commercial%20inspection');
  await page.locator(`a[href="/templates/tasks/${templateId}"]`).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    (href) =>
      new Promise<number>((resolve) => {
        const link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (!document.querySelector('tbody tr[data-testid^="task-"]')) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(document, { subtree: true, childList: true });
        link.click();
      }),
    `/templates/tasks/${templateId}`,
  );
}

await withBenchApp(async ({ baseUrl, browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const login = await context.request.post('/api/auth/login', {
    data: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}`);
  const built = Date.now();
  const templateId = await buildTemplate(context.request, csrfOf(await context.cookies()), {
    name: 'Full commercial inspection',
    tasks: TASKS,
    fields: FIELDS,
    rules: RULES,
  });
  console.log(
    `built ${TASKS} tasks × ${FIELDS} fields${RULES ? ', each with a rule,' : ''} in ${((Date.now() - built) / 1000).toFixed(1)} s`,
  );
  await context.addInitScript(OBSERVE_PAGE);

  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const page = await context.newPage();
    runs.push(await openOnce(page, templateId, run));
    await page.close();
  }
  const figures: [string, number[], string][] = [
    ['first render', runs.map((r) => r.firstRender), 'ms'],
    ['  after the tasks arrive', runs.map((r) => r.drawing), 'ms'],
    ['from the templates list', runs.map((r) => r.fromList), 'ms'],
    ['total blocking time', runs.map((r) => r.blocking), 'ms'],
    ['DOM nodes', runs.map((r) => r.nodes), ''],
    ['edit to screen', runs.map((r) => r.editToScreen), 'ms'],
  ];
  console.log(`task editor, ${TASKS} tasks × ${FIELDS} fields, median of ${RUNS}:`);
  for (const [label, values, unit] of figures) {
    const all = values.map((v) => v.toFixed(0)).join(', ');
    console.log(`${label.padEnd(24)} ${median(values).toFixed(0).padStart(7)} ${unit}   (runs: ${all})`);
  }
});
