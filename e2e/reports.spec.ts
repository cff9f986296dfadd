import { type Page } from '@playwright/test';
import { pdfText } from '../src/server/pdf/pdf-text';
import { photoPng } from '../src/server/reports/test-images';
import { Role } from '../src/shared/constants';
import type { Api, Job, Person } from './factories';
import { drawSignature } from './helpers';
import { expect, test } from './test';

/**
 * Issue 8 end to end: a technician fills a report of every field type on a phone and submits it,
 * a supervisor finishes it, an admin prints and downloads it and finds its application records.
 * The steps build on each other, so they run in order (reports-list.spec.ts has the list's others).
 */
test.describe.configure({ mode: 'serial' });

const TEMPLATE = 'Commercial Pest Service Report';
const ANSWERS = {
  contact: 'Kitchen manager Dana Whitfield',
  serviceType: 'Follow-up',
  area: 'Storage',
  activity: 'Medium',
  pest: 'German cockroach',
  stations: '17',
  conditions: 'Gap under the rear door sweep; recommended a new sweep.',
  targetPest: 'Ants',
  nextVisit: '2026-12-08',
};
/** Two applications of Gentrol (label: at most 1 fl oz a gallon of mix at site 10); the first over it. */
const APPLICATIONS = [
  // Diluted: its amount is what the mix makes (issue 30), 3 fl oz a gallon × 2.5 gal at first.
  { amount: '7.5', mix: '3', area: '800', minutesAgo: 40, lot: 'GT-2291' },
  { amount: '0.5', mix: null, area: '300', minutesAgo: 10, lot: 'GT-2304' },
];

/**
 * 'HH:MM' on New York's clock (the demo's APP_TIMEZONE), `minutes` before now and not before its
 * midnight: a record starts between the start of its report's day and the submit (issue 30), at
 * any hour the suite runs.
 */
function officeTimeAgo(minutes: number): string {
  const [hours, mins] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  const at = Math.max(0, hours! * 60 + mins! - minutes);
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
}
const CERTIFICATION = 'C7700123';

/**
 * As an Admin: Gentrol's label facts (site codes 10 and 30, 1 fl oz a gallon at 10, re-entry after
 * 4 hours; the same each time) and the supervisor's certification in the job's state, through the API.
 */
async function prepareLabelAndSupervisor({ request: admin, csrf }: Api, supervisorId: number, state: string) {
  const headers = { 'x-csrf-token': csrf };
  const certified = await admin.put(`/api/users/${supervisorId}/certifications`, {
    headers,
    data: {
      certifications: [{ state, certification_id: CERTIFICATION, category: '7B', expires_on: '2036-12-31' }],
    },
  });
  expect(certified.status()).toBe(200);
  const options = (await (await admin.get('/api/reports/chemicals')).json()) as {
    id: number;
    name: string;
  }[];
  const id = options.find((c) => c.name === 'Gentrol IGR Concentrate')!.id;
  const chemical = (await (await admin.get(`/api/chems/${id}`)).json()) as Record<string, unknown>;
  const saved = await admin.put(`/api/chems/${id}`, {
    headers,
    data: {
      name: chemical.name,
      is_category: false,
      parent_id: chemical.parent_id,
      epa_reg_no: chemical.epa_reg_no,
      active_ingredient: chemical.active_ingredient,
      manufacturer: chemical.manufacturer,
      signal_word: chemical.signal_word,
      restricted_use: false,
      label: {
        label_unit: 'fl oz',
        site_codes: [10, 30],
        rei_hours: 4,
        lots: ['GT-2291', 'GT-2304'],
        label_rates: [
          {
            site_code: 10,
            basis: 'mix',
            max_amount: 1,
            amount_unit: 'fl oz',
            per_quantity: 1,
            per_unit: 'gal',
          },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

let jobName = '';
let reportUrl = '';
/** The test's own technician, job and certified supervisor: one report in progress per job. */
let technician: Person;
let lead: Person;
let job: Job;

/**
 * The row of this test's report. The demo job may already hold other reports (the seed finishes
 * some reports on jobs that are still open), so the job's name alone does not single it out.
 */
const reportRow = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.locator(`a[href="${reportUrl}"]`) })
    .filter({ hasText: 'Finished' });

const savedAll = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

test.describe('the field workflow on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a technician starts a report, fills every field type and submits it', async ({
    page,
    logInAs,
    make,
    api,
  }) => {
    // Every field type typed key by key on a phone: about 30 s alone, over 60 s on a loaded machine.
    test.setTimeout(120_000);
    technician = await make.user();
    lead = await make.user({ role: Role.Supervisor, name: `Lucia Lead ${make.tag()}` });
    job = await make.job({ assignees: [technician, lead] });
    jobName = job.name;
    await logInAs(technician, '/my/jobs');
    await page.getByRole('link', { name: `Start a report for ${jobName}`, exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Start a report' })).toBeVisible();
    await expect(page.getByText(jobName)).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(TEMPLATE) }).click();
    await page.getByRole('button', { name: 'Start report' }).click();
    await expect(page).toHaveURL(/\/my\/reports\/\d+$/);
    reportUrl = new URL(page.url()).pathname.replace('/my/reports/', '/reports/');
    await expect(page.getByRole('heading', { name: TEMPLATE })).toBeVisible();

    // The job's state decides whose certification counts:
    // the technician holds none there, so the supervisor, certified there, supervises.
    const reportId = reportUrl.split('/').pop()!;
    const detail = (await (await page.request.get(`/api/reports/${reportId}`)).json()) as {
      application_settings: { state: string };
    };
    await prepareLabelAndSupervisor(api, lead.id, detail.application_settings.state);
    await page.reload();

    // Text, then an early submit: refused, with the missing required fields named.
    await page.getByLabel('Customer contact on site').fill(ANSWERS.contact);
    await savedAll(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Answer the required fields first' });
    await expect(refusal).toContainText(
      'Service type, Areas serviced, Activity level, Bait stations checked',
    );
    await expect(refusal).toContainText('Product applied, Follow-up needed');
    await expect(page).toHaveURL(/\/my\/reports\/\d+$/);

    // Dropdown, checkboxes, number, paragraph.
    await page.getByLabel('Service type').selectOption(ANSWERS.serviceType);
    await page.getByRole('group', { name: 'Areas serviced' }).getByLabel(ANSWERS.area).check();
    await page.getByLabel('Activity level').selectOption(ANSWERS.activity);
    await page.getByRole('group', { name: 'Pests observed' }).getByLabel(ANSWERS.pest).check();
    await page.getByLabel('Bait stations checked').fill(ANSWERS.stations);
    await page.getByLabel('Conducive conditions').fill(ANSWERS.conditions);

    // Two application records (issue 14).
    const product = page.getByRole('group', { name: /^Product applied/ });
    const record = (n: number) => product.getByRole('group', { name: `Application ${n}` });
    const pick = async (box: ReturnType<Page['getByRole']>, option: string | RegExp) => {
      await box.click();
      await page.getByRole('option', { name: option }).click();
    };
    for (const [n, r] of APPLICATIONS.entries()) {
      await product.getByRole('button', { name: 'Add an application' }).click();
      const at = record(n + 1);
      await at.getByRole('combobox', { name: 'Product' }).fill('Gentrol');
      await page.getByRole('option', { name: /^Gentrol IGR Concentrate/ }).click();
      // The lot from the product's lots in stock.
      await at.getByRole('combobox', { name: 'Lot number' }).click();
      await page.getByRole('option', { name: r.lot }).click();
      if (r.mix) {
        // The mix rate and the total mix typed, the undiluted amount is computed as they are.
        await at.getByLabel('Mix rate', { exact: true }).pressSequentially(r.mix);
        await at.getByLabel('Total mix applied').pressSequentially('2.5');
        await expect(at.getByLabel('Amount (undiluted)')).toHaveValue(r.amount);
        await expect(at).toContainText('Computed from the mix rate and the total mix.');
      } else {
        await at.getByLabel('Amount (undiluted)').pressSequentially(r.amount);
      }
      await at.getByLabel('Area treated').pressSequentially(r.area);
      await pick(at.getByRole('combobox', { name: 'Use/site code' }), '10 · Structural pest control');
      await at.getByLabel('Target pests').fill(ANSWERS.targetPest);
      await at.getByLabel('Start time').fill(officeTimeAgo(r.minutesAgo));
      await pick(
        at.getByRole('combobox', { name: 'Supervising certified applicator' }),
        new RegExp(`^${lead.name}`),
      );
    }
    await savedAll(page);

    // The link field is a link to open, not an answer.
    await expect(page.getByRole('link', { name: 'Open the link' })).toHaveAttribute(
      'href',
      'https://www.epa.gov/pesticide-labels',
    );

    // Radio and date.
    await page.getByRole('radiogroup', { name: 'Follow-up needed' }).getByLabel('Yes').check();
    await page.getByLabel('Next service date').fill(ANSWERS.nextVisit);

    // Signature drawn with the pointer, then saved.
    await drawSignature(page, 12, 30);
    await page.getByRole('button', { name: 'Save signature' }).click();
    await expect(page.getByRole('img', { name: 'Signature: Customer signature' })).toBeVisible();

    // Two photos from files (the camera button opens the same kind of picker on a phone).
    await page.locator('input[type=file][multiple]').setInputFiles([
      { name: 'dock.png', mimeType: 'image/png', buffer: photoPng(800, 600) },
      { name: 'door.png', mimeType: 'image/png', buffer: photoPng(600, 800) },
    ]);
    await expect(page.getByRole('img', { name: /^Photos, photo \d/ })).toHaveCount(2);
    await savedAll(page);

    // Autosaved: a reload shows every answer.
    await page.reload();
    await expect(page.getByLabel('Customer contact on site')).toHaveValue(ANSWERS.contact);
    await expect(page.getByLabel('Service type')).toHaveValue(ANSWERS.serviceType);
    await expect(page.getByLabel('Bait stations checked')).toHaveValue(ANSWERS.stations);
    await expect(page.getByLabel('Next service date')).toHaveValue(ANSWERS.nextVisit);
    await expect(record(1).getByLabel('Mix rate', { exact: true })).toHaveValue('3');

    // Three fl oz a gallon is over the label's one: refused, the message under the mix rate.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(record(1)).toContainText(
      "The rate, 3 fl oz per 1 gal, is above the label's maximum of 1 fl oz per 1 gal for use/site code 10.",
    );
    await expect(page).toHaveURL(/\/my\/reports\/\d+$/);
    const mix = record(1).getByLabel('Mix rate', { exact: true });
    await mix.fill('');
    await mix.pressSequentially('0.5');
    await expect(record(1).getByLabel('Amount (undiluted)')).toHaveValue('1.25');
    await savedAll(page);
    await expect(record(1)).not.toContainText('is above the label');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/my\/reports$/);
    await expect(page.getByText('The report was submitted.')).toBeVisible();
    const card = page.getByRole('link').filter({ hasText: jobName });
    await expect(card.first()).toContainText('Submitted');
  });
});

test('a supervisor finishes the submitted report from the report view', async ({ page, logInAs }) => {
  await logInAs(lead, reportUrl);
  await expect(page.getByText(jobName).first()).toBeVisible();
  // First the answer; the report's History below shows it again, as the change that typed it.
  await expect(page.getByText(ANSWERS.conditions).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature: Customer signature' })).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  // Finishing locks the report for good: it asks first, and Cancel leaves it Submitted.
  await page.getByRole('button', { name: 'Finish' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finish the report?' });
  await expect(confirm).toContainText('locked for good');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Submitted → Finished')).toHaveCount(0);
  await page.getByRole('button', { name: 'Finish' }).click();
  await page
    .getByRole('dialog', { name: 'Finish the report?' })
    .getByRole('button', { name: 'Finish and lock' })
    .click();
  await expect(page.getByText('The report is finished.')).toBeVisible();
  await expect(page.getByText('Submitted → Finished').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
});

test('an admin prints and downloads the finished report; the PDF holds the job and every answer', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin', '/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Job', exact: true }).fill(jobName);
  const row = reportRow(page);
  await expect(row).toHaveCount(1);

  const [print] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('link', { name: 'Print' }).click(),
  ]);
  await expect(print.getByRole('heading', { name: TEMPLATE })).toBeVisible();
  await expect(print.getByText(ANSWERS.contact)).toBeVisible();
  await expect(print.getByRole('navigation')).toHaveCount(0);
  await print.close();

  // The link opens a tab whose answer is the PDF itself: Chromium saves it (as a download of the
  // page that opened the tab) and closes the tab.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForEvent('popup'),
    row.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report-\d+-.+\.pdf$/);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = (await pdfText(await readFile(file))).pages.join('\n').replace(/\s+/g, ' ');
  for (const expected of [
    jobName,
    TEMPLATE,
    ANSWERS.contact,
    ANSWERS.serviceType,
    ANSWERS.area,
    ANSWERS.activity,
    ANSWERS.pest,
    ANSWERS.stations,
    ANSWERS.conditions,
    // Each application as the complete record (issue 14).
    'EPA Reg. No. 2724-351',
    'Lot GT-2291',
    'Lot GT-2304',
    '1.25 fl oz of undiluted product',
    '0.5 fl oz of undiluted product',
    '0.5 fl oz per 1 gal',
    '800 sq ft',
    '300 sq ft',
    CERTIFICATION,
    'Re-entry interval 4 hours',
    `Target pests ${ANSWERS.targetPest}`,
    'Yes',
    '12/08/2026',
    'https://www.epa.gov/pesticide-labels',
    'Finished',
  ]) {
    expect(text, expected).toContain(expected);
  }
});

test('the Applications list shows both records of the finished report, and filters them', async ({
  page,
  logInAs,
}) => {
  await logInAs(lead);
  await page.getByRole('navigation').getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Product' }).fill('Gentrol');
  await page.getByRole('option', { name: /^Gentrol IGR Concentrate/ }).click();
  const ours = page.getByRole('row').filter({ hasText: jobName });
  await expect(ours).toHaveCount(2);
  await expect(ours.filter({ hasText: '1.25 fl oz' })).toContainText('800 sq ft');
  await expect(ours.filter({ hasText: '0.5 fl oz' })).toContainText(CERTIFICATION);
  // Gentrol is not restricted: the restricted-only filter leaves none of them.
  // The box shows the URL's filter, so it turns on once the address has changed.
  await page.getByLabel('Restricted use only').click();
  await expect(page.getByLabel('Restricted use only')).toBeChecked();
  await expect(page.getByText('No applications match.')).toBeVisible();
  await expect(page).toHaveURL(/restricted=1/);
});
