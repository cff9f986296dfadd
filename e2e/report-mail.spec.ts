import { readFile } from 'node:fs/promises';
import type { LocationContactsResponse } from '../src/shared/schemas/location-contacts';
import type { ReportDetail } from '../src/shared/schemas/reports';
import type { ReportsResponse } from '../src/shared/schemas/report-list';
import type { Api } from './factories';
import { expect, mailsTo, onTestClock, test } from './test';

const SDS = await readFile(new URL('./fixtures/safety-data-sheet.pdf', import.meta.url));

/**
 * A submitted demo report with a chemical applied, its location's report recipient, and the
 * applied chemical given a safety data sheet by the Admin (the demo's chemicals have none).
 */
async function submittedReportWithSheet({ request, csrf }: Api) {
  for (let listPage = 1; listPage <= 8; listPage++) {
    const list = await request.get(`/api/get-reports-filtered?page=${listPage}`);
    const submitted = ((await list.json()) as ReportsResponse).reports.filter((r) => r.status_id === 2);
    for (const row of submitted) {
      const report = (await (await request.get(`/api/reports/${row.id}`)).json()) as ReportDetail;
      const chemical = report.chemicals[0];
      if (!chemical) continue;
      const contacts = await request.get(`/api/locations/${report.job.location.id}/contacts`);
      const recipient = ((await contacts.json()) as LocationContactsResponse).contacts.find(
        (c) => c.receives_reports,
      );
      if (!recipient) continue;
      const upload = await request.put(`/api/chems/${chemical.id}/file`, {
        headers: { 'x-csrf-token': csrf },
        multipart: { file: { name: 'label-sds.pdf', mimeType: 'application/pdf', buffer: SDS } },
      });
      expect(upload.status(), await upload.text()).toBe(200);
      return { id: report.id, template: report.template.name, chemical: chemical.name, to: recipient.email };
    }
  }
  throw new Error('no submitted demo report with a chemical applied at a location with a report recipient');
}

test('finishing a report mails the customer a link that opens it without a login, until it is revoked', async ({
  page,
  browser,
  logInAs,
  api,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const report = await submittedReportWithSheet(api);
  const before = mailbox.received.length;

  await logInAs('supervisor', `/reports/${report.id}`);
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Finish the report?' })
    .getByRole('button', { name: 'Finish and lock' })
    .click();
  await expect(page.getByText('The report is finished.')).toBeVisible();

  // The mail server has it: to the location's recipient, with the link and the PDF.
  // The worker's own mail server, read from the mails that arrived since the finish.
  await expect.poll(() => mailsTo(mailbox, report.to, before).length, { timeout: 30_000 }).toBe(1);
  const { parsed } = mailsTo(mailbox, report.to, before)[0]!;
  expect(parsed.subject).toMatch(/: service report for .+, \d\d\/\d\d\/\d{4}$/);
  expect(parsed.text).toContain(`Service: ${report.template}`);
  expect(
    parsed.attachments.map((a) => ({
      contentType: a.contentType,
      head: a.content.subarray(0, 5).toString('latin1'),
      filename: a.filename,
    })),
  ).toEqual([
    expect.objectContaining({
      contentType: 'application/pdf',
      head: '%PDF-',
      filename: expect.stringMatching(/^report-\d+-.+\.pdf$/),
    }),
  ]);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/s\/[\w-]{43})/.exec(parsed.text ?? '')?.[1];
  expect(link).toBeDefined();

  // The report's page logs the send, as sent, once the server took it.
  const sent = page.getByRole('region', { name: 'Sent by e-mail' });
  await expect(sent.getByRole('row', { name: new RegExp(`${report.to} On finishing Sent`) })).toBeVisible({
    timeout: 20_000,
  });

  // The customer, on a phone, with no account.
  const phone = await onTestClock(
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    }),
  );
  const customer = await phone.newPage();
  await customer.goto(link!);
  await expect(customer.getByRole('heading', { name: report.template })).toBeVisible();
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    customer.getByRole('link', { name: report.chemical }).click(),
  ]);
  expect(await readFile(await download.path())).toEqual(SDS);

  // The supervisor revokes that recipient's link; the page then says so.
  const links = page.getByRole('region', { name: 'Share links' });
  await page.reload();
  const row = links.getByRole('row').filter({ hasText: report.to });
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();
  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
  await phone.close();
});
