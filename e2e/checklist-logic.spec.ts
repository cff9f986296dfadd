import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ReportDetail } from '../src/shared/schemas/reports';
import { Role } from '../src/shared/constants';
import type { Job, Person } from './factories';
import { expect, test } from './test';

/**
 * Issue 16 end to end: an Admin builds a template with a rule and scores; a technician on a phone
 * sees the question come and go, answers a flagged option, is asked for the corrective action the
 * flag requires and submits; the supervisor finds "Fail 60%" in the reports list and the action in
 * Corrective actions, and closes it. The steps build on each other, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const TEMPLATE = `Kitchen audit ${Date.now().toString(36)}`;
let reportPath = '';
/** The test's own technician, supervisor and job: one report in progress per job, and the technician's language is changed. */
let technician: Person;
let supervisor: Person;
let job: Job;

async function pick(page: Page, scope: Locator, box: string, option: string) {
  await scope.getByRole('combobox', { name: box }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addOptions(form: Locator, options: string[]) {
  const input = form.getByRole('textbox', { name: 'Options' });
  for (const option of options) {
    await input.fill(option);
    await input.press('Enter');
  }
}

const stored = async (request: APIRequestContext) => {
  const res = await request.get(`/api/reports/${reportPath.split('/').pop()}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ReportDetail;
};

test('an Admin builds a template with a rule, points, a flag and a pass mark', async ({
  page,
  logInAs,
  make,
}) => {
  technician = await make.user({ name: `Emma Tech ${make.tag()}` });
  supervisor = await make.user({ role: Role.Supervisor });
  job = await make.job({ assignees: [technician, supervisor] });
  await logInAs('admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Templates' })
    .click();
  await page.getByRole('link', { name: 'Create a template' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(TEMPLATE);
  await page.getByLabel('Pass mark (%)').pressSequentially('80');
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { name: `Fields of ${TEMPLATE}` })).toBeVisible();

  const task = page.getByRole('region', { name: 'Add Task' });
  await task.getByLabel('Task Name').fill('Kitchen');
  await task.getByRole('button', { name: 'Add Task' }).click();
  await page.getByRole('button', { name: 'Add Field to Kitchen' }).click();
  const fields = page.getByRole('region', { name: 'Add Field(s)' });

  // A radio that scores 10 for "No" and flags "Yes", which then requires a corrective action.
  await fields.getByLabel('Field Name').fill('Pests seen');
  await pick(page, fields, 'Field Type', 'Radio');
  await addOptions(fields, ['Yes', 'No']);
  await fields.getByLabel('Points for No').pressSequentially('10');
  await fields.getByRole('checkbox', { name: 'Flag this answer: Yes' }).check();
  await pick(page, fields, 'A flagged answer requires', 'a corrective action');
  await fields.getByRole('button', { name: 'Add Field' }).click();
  const kitchen = page.getByRole('row').filter({ hasText: 'Kitchen' });
  await expect(kitchen.getByText('Pests seen')).toBeVisible();

  // A required question shown only when pests were seen.
  await fields.getByLabel('Field Name').fill('Where were they seen');
  await pick(page, fields, 'Field Type', 'Text');
  await fields.getByLabel('Required').check();
  await pick(page, fields, 'Question', 'Pests seen (Kitchen)');
  await expect(fields.getByRole('combobox', { name: 'Condition' })).toHaveValue('is');
  await pick(page, fields, 'Answer', 'Yes');
  await fields.getByRole('button', { name: 'Add Field' }).click();
  await expect(kitchen.getByText('Shown when Pests seen is Yes')).toBeVisible();

  await fields.getByLabel('Field Name').fill('Floor clean');
  await pick(page, fields, 'Field Type', 'Dropdown');
  await addOptions(fields, ['Clean', 'Dirty']);
  await fields.getByLabel('Points for Clean').pressSequentially('15');
  await fields.getByRole('button', { name: 'Add Field' }).click();
  await expect(kitchen.getByText('Floor clean')).toBeVisible();
  await expect(kitchen.getByText('max. 15 points')).toBeVisible();

  // No points, but "Damaged" flags the answer and asks for a note.
  await fields.getByLabel('Field Name').fill('Door seal');
  await pick(page, fields, 'Field Type', 'Dropdown');
  await addOptions(fields, ['Good', 'Damaged']);
  await fields.getByRole('checkbox', { name: 'Flag this answer: Damaged' }).check();
  await pick(page, fields, 'A flagged answer requires', 'a note');
  await fields.getByRole('button', { name: 'Add Field' }).click();
  await expect(kitchen.getByText('Damaged (flagged)')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the technician sees the question come and go, is asked for the action, and submits', async ({
    page,
    logInAs,
  }) => {
    await logInAs(technician, '/my/jobs');
    await page.getByRole('link', { name: `Start a report for ${job.name}`, exact: true }).click();
    await page.getByRole('radio', { name: new RegExp(TEMPLATE) }).click();
    await page.getByRole('button', { name: 'Start report' }).click();
    await expect(page).toHaveURL(/\/my\/reports\/\d+$/);
    reportPath = new URL(page.url()).pathname;

    const where = page.getByLabel(/^Where were they seen/);
    await expect(page.getByRole('radio', { name: 'No' })).toBeVisible();
    await expect(where).toHaveCount(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await expect(where).toBeVisible();
    await page.getByRole('radio', { name: 'No' }).check();
    await expect(where).toHaveCount(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await where.pressSequentially('Under the dish rack');
    await page.getByLabel(/^Floor clean/).selectOption('Clean');
    await expect(page.getByText('Flagged', { exact: true }).first()).toBeVisible();

    // The flag requires a corrective action: submit is refused until there is one.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Pests seen' }).first()).toBeVisible();
    await expect(page).toHaveURL(reportPath);

    await page.getByRole('button', { name: 'Create corrective action' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Pests seen: Yes');
    await page
      .getByRole('form', { name: 'New corrective action' })
      .getByRole('button', { name: 'Create corrective action' })
      .click();
    await expect(page.getByText('Corrective action: Pests seen: Yes')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // In Arabic, right to left: the flagged door seal asks for its note, typed key by key, and
    // a reload keeps it.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(/^Door seal/).selectOption('Damaged');
    const followup = page.getByTestId(/^followup-/).filter({ hasText: 'Damaged' });
    await expect(followup.getByText('مُعلَّمة', { exact: true })).toBeVisible();
    const note = followup.getByRole('textbox', { name: /ملاحظة على الإجابة المُعلَّمة/ });
    await note.pressSequentially('الختم متضرر 0.5 سم');
    expect(await note.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.reload();
    await expect(note).toHaveValue('الختم متضرر 0.5 سم');
    await page.getByRole('button', { name: 'اللغة' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // The answers reached the server: what the form showed is what is stored and scored.
    await expect
      .poll(async () => {
        const report = await stored(page.request);
        const door = report.tasks[0]!.fields.find((f) => f.field_name === 'Door seal');
        return { score: report.score, note: door?.followup?.note };
      })
      .toEqual({
        score: { points: 15, max_points: 25, percent: 60, flagged: 2, passed: false },
        note: 'الختم متضرر 0.5 سم',
      });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/my\/reports$/);
    await expect(page.getByText('The report was submitted.')).toBeVisible();
  });
});

test('the supervisor sees "Fail 60%" in the list and closes the action', async ({ page, logInAs }) => {
  await logInAs(supervisor, '/reports?result=fail');
  const row = page.getByRole('row').filter({ hasText: job.name }).filter({ hasText: technician.name });
  await expect(row.getByText('Fail 60%', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Result' })).toHaveValue('fail');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Corrective actions' })
    .click();
  await page.getByRole('link', { name: 'Pests seen: Yes' }).first().click();
  await expect(page.getByText('Under the dish rack')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('textbox', { name: /What was done/ }).fill('Sealed the gap behind the dish rack.');
  await page.getByRole('button', { name: 'Close action' }).click();
  // The form stays until the server has the close (and any photo); then only the saved note shows.
  await expect(page.getByRole('textbox', { name: /What was done/ })).toHaveCount(0);
  await expect(page.getByText('Sealed the gap behind the dish rack.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
});
