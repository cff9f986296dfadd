import type { ReportDetail } from '../src/shared/schemas/reports';
import ar from '../src/shared/locales/ar.json' with { type: 'json' };
import { filterList } from './helpers';
import { expect, test } from './test';

test.use({ viewport: { width: 1440, height: 900 } });

const SECTIONS = [
  'Customer and billing',
  'Service address and map',
  'Devices and site plan',
  'Contacts',
  'Jobs',
  'Coming visits',
  'Past visits',
  'Reports',
  'Application records',
  'Corrective actions',
  'Share links',
  'Mail sent',
] as const;

const AR_SECTIONS = [
  ar.locationPage.customer,
  ar.locationPage.address,
  ar.locationPage.devices,
  ar.locationPage.contacts,
  ar.locationPage.jobs,
  ar.locationPage.comingVisits,
  ar.locationPage.pastVisits,
  ar.jobPage.reports,
  ar.locationPage.applications,
  ar.jobPage.actions,
  ar.locationPage.shareLinks,
  ar.locationPage.mail,
];

/** A calendar day as the screens show it, MM/DD/YYYY. */
const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a location has a page with each of its sections, and its customer a page of their locations; in Arabic too', async ({
  page,
  make,
  logInAs,
}) => {
  const place = await make.location();
  const sister = await make.location({ name: `${place.name} Annex` });
  // The sister location is the same customer's (make.location names it after the location).
  await make.api.put(`/api/locations/${sister.id}`, {
    name: sister.name,
    latitude: 40.76,
    longitude: -73.98,
    status_id: 1,
    customer: { name: `${place.name} LLC`, billing_address: '12 Test Street\nYonkers, NY 10701' },
  });
  const contact = `dana.${make.tag()}@customer.example`.toLowerCase();
  await make.api.put(`/api/locations/${place.id}/contacts`, {
    contacts: [
      {
        name: 'Dana Reyes',
        email: contact,
        phone: '555-0101',
        role: 'Store manager',
        receives_reports: true,
      },
    ],
  });
  const job = await make.job({ location: place });
  const { today } = await make.api.get<{ today: string }>('/api/my-visits');
  await make.api.post('/api/visits', { job_id: job.id, date: shift(today, 7) });
  await make.api.post('/api/visits', { job_id: job.id, date: shift(today, -7) });
  const action = `Seal the dock door ${make.tag()}`;
  await make.api.post('/api/corrective-actions', { title: action, location_id: place.id });
  // A finished report: mailed to the contact with a share link of their own.
  const form = await make.template({ tasks: [{ name: 'Inspection', fields: [{ name: 'Notes', type: 1 }] }] });
  const started = await make.api.post<ReportDetail>('/api/reports', { job_id: job.id, template_id: form.id });
  await make.api.put(`/api/reports/${started.id}/answers`, {
    answers: [{ field_id: started.tasks[0]!.fields[0]!.id, value: 'All clear' }],
  });
  await make.api.post(`/api/reports/${started.id}/submit`);
  await make.api.post(`/api/reports/${started.id}/finish`);

  await logInAs('admin', '/locations');
  await filterList(page, place.name);
  await page.getByRole('link', { name: place.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${place.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  await expect(page).toHaveTitle('Location · Fieldbook');
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  for (const name of SECTIONS) await expect(region(name)).toBeVisible();

  await expect(region('Customer and billing')).toContainText(`${place.name} LLC`);
  await expect(region('Service address and map')).toContainText('12 Test Street');
  await expect(
    region('Devices and site plan').getByRole('link', { name: 'Open the devices and site plan' }),
  ).toBeVisible();
  await expect(region('Contacts')).toContainText('Dana Reyes');
  await expect(region('Jobs').getByRole('link', { name: job.name })).toBeVisible();
  // The visit planned a week on (starting the report put one on today too), and last week's.
  await expect(
    region('Coming visits')
      .getByRole('listitem')
      .filter({ hasText: us(shift(today, 7)) }),
  ).toContainText(job.name);
  await expect(
    region('Past visits')
      .getByRole('listitem')
      .filter({ hasText: us(shift(today, -7)) }),
  ).toContainText(job.name);
  await expect(region('Reports').getByRole('link', { name: form.name })).toBeVisible();
  await expect(region('Application records')).toContainText('No applications recorded.');
  await expect(region('Corrective actions').getByRole('link', { name: action })).toBeVisible();
  await expect(region('Share links').getByRole('link', { name: contact })).toBeVisible();
  await expect(region('Mail sent').getByRole('listitem')).toHaveCount(1);

  // The customer's page: their two locations.
  await region('Customer and billing')
    .getByRole('link', { name: 'All 2 locations of this customer' })
    .click();
  await expect(page.getByRole('heading', { name: `Locations of ${place.name} LLC` })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: place.name })).toHaveCount(2);
  await rows.getByRole('link', { name: sister.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: sister.name })).toBeVisible();

  // In Arabic the page reads right to left, each section under its Arabic name.
  await page.evaluate(() => localStorage.setItem('fieldbook.language', 'ar'));
  await page.goto(`/locations/${place.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  for (const name of AR_SECTIONS) await expect(region(name)).toBeVisible();
  await expect(region(ar.jobPage.actions).getByRole('link', { name: action })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('fieldbook.language'));
});
