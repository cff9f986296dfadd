import type { BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import type { Maker } from './factories';
import { keptKeys, offlineNewTab, phoneLoggedIn, serviceWorkerInControl } from './helpers';
import { expect, test } from './test';

/**
 * Issue 32 item 2 on a 390 px phone: online once, the app keeps the week's work on the device;
 * offline, with every tab closed and the app opened again, a visit in 3 days is there, with its
 * location's address, its contact and its device. A persistent profile with the service worker
 * allowed, as offline-start.spec.ts.
 */
/** The ISO day `days` after `day` (the calendar's, no zone). */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let phone: Awaited<ReturnType<typeof phoneLoggedIn>> | undefined;
let context: BrowserContext;
test.afterEach(async () => {
  await phone?.close();
  phone = undefined;
});

/** The technician logged in on a phone of their own, on Today, its service worker in control. */
async function todayOnPhone(baseURL: string | undefined, technician: { login: string; password: string }) {
  phone = await phoneLoggedIn(baseURL, technician);
  context = phone.context;
  await expect(phone.page).toHaveURL(/\/today$/);
  await serviceWorkerInControl(phone.page);
  return phone.page;
}

/**
 * A technician with a certification and a visit in 3 days at a location with a contact, a device
 * and a site plan.
 */
async function visitInThreeDays(make: Maker) {
  const technician = await make.user();
  const place = await make.location({ notes: 'Gate code 4512#\nA dog in the yard: call first' });
  await make.api.put(`/api/locations/${place.id}/contacts`, {
    contacts: [
      { name: 'Dana Reyes', email: '', phone: '555-0101', role: 'Store manager', receives_reports: false },
    ],
  });
  const { types } = await make.api.get<{ types: { id: number; name: string }[] }>('/api/device-types');
  const type = types[0]!;
  await make.api.post(`/api/locations/${place.id}/devices`, { number: 7, type_id: type.id, zone: 'Kitchen' });
  // A floor plan: an 800 × 500 image, its left half dark.
  const image = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#f4f1e8' } })
    .composite([
      {
        input: { create: { width: 400, height: 500, channels: 3, background: '#334455' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  const upload = await make.api.request.post(`/api/locations/${place.id}/site-plans`, {
    headers: { 'x-csrf-token': make.api.csrf },
    multipart: {
      name: 'Ground floor',
      file: { name: 'ground-floor.png', mimeType: 'image/png', buffer: image },
    },
  });
  if (!upload.ok()) throw new Error(`site plan upload answered ${upload.status()}: ${await upload.text()}`);
  const job = await make.job({ location: place, assignees: [technician] });
  const { today } = await make.api.get<{ today: string }>('/api/my-visits');
  const day = daysAfter(today, 3);
  await make.api.put(`/api/users/${technician.id}/certifications`, {
    certifications: [
      { state: 'NY', certification_id: 'C-4471-22', category: '7A', expires_on: daysAfter(today, 400) },
    ],
  });
  await make.api.post('/api/visits', { job_id: job.id, date: day, technician_ids: [technician.id] });
  return { technician, place, job, day, deviceType: type.name };
}

test('a visit in 3 days, its location, contact, device and site plan, and one’s certifications open offline after a cold start', async ({
  baseURL,
  make,
}) => {
  const { technician, place, job, day, deviceType } = await visitInThreeDays(make);
  const online = await todayOnPhone(baseURL, technician);
  // Only Today was opened: the week came with it.
  await expect
    .poll(() => keptKeys(online), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        JSON.stringify(['visits', 'mine', day]),
        JSON.stringify(['locations', 'detail', String(place.id)]),
        JSON.stringify(['locations', 'contacts', String(place.id)]),
        JSON.stringify(['devices', 'location', place.id, 'list', 'active']),
        JSON.stringify(['users', 'my-certifications']),
      ]),
    );

  const page = await offlineNewTab(context);
  await page.goto('/today');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'The next days' }).getByRole('link').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`\\?day=${day}$`));
  const visit = page.getByRole('article', { name: job.name });
  await expect(visit).toBeVisible();
  await expect(visit).toContainText(place.name);
  await visit.getByRole('link', { name: new RegExp(`^Details of ${place.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/my/locations/${place.id}$`));
  await expect(page.getByRole('heading', { name: place.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('field-address')).toContainText('12 Test Street');
  // The office's notes for the technician, each line as typed (issue 32 item 2).
  const notes = page.getByRole('region', { name: 'Notes for the technician' }).getByTestId('location-notes');
  await expect(notes).toBeVisible();
  expect(await notes.innerText()).toBe('Gate code 4512#\nA dog in the yard: call first');
  const contact = page.getByTestId('field-contact');
  await expect(contact).toContainText('Dana Reyes');
  await expect(contact).toContainText('Store manager');
  await expect(contact.getByRole('link', { name: 'Call Dana Reyes' })).toHaveAttribute(
    'href',
    'tel:555-0101',
  );
  const device = page.getByTestId('field-device');
  await expect(device).toHaveCount(1);
  await expect(device).toContainText(`No. 7 · ${deviceType}`);
  await expect(device).toContainText('Zone: Kitchen');
  await expect(page.getByText('No open corrective actions.')).toBeVisible();
  // The plan's image, fetched while online and kept by the service worker, is drawn.
  const plan = page.getByRole('img', { name: 'Ground floor' });
  await plan.scrollIntoViewIfNeeded();
  await expect
    .poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The technician's own certifications, to show an inspector with no signal.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  const certifications = page.getByRole('region', { name: 'Your certifications' });
  await expect(certifications.getByRole('article')).toHaveCount(1);
  await expect(certifications.getByRole('article')).toContainText('New York · 7A');
  await expect(certifications.getByRole('article')).toContainText('Certification number: C-4471-22');
});

/** A day as English reads it, MM/DD/YYYY (the spec's format). */
const english = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

test('a visit the office moved while the phone was offline: the old day shows with no signal, and back online Today says what moved', async ({
  baseURL,
  make,
}) => {
  const technician = await make.user();
  const place = await make.location();
  const job = await make.job({ location: place, assignees: [technician] });
  const { today } = await make.api.get<{ today: string }>('/api/my-visits');
  const [was, now] = [daysAfter(today, 2), daysAfter(today, 5)];
  const { visit } = await make.api.post<{ visit: { id: number } }>('/api/visits', {
    job_id: job.id,
    date: was,
    start_time: '09:00',
    end_time: '11:00',
    technician_ids: [technician.id],
  });
  const online = await todayOnPhone(baseURL, technician);
  await expect
    .poll(() => keptKeys(online), { timeout: 15_000 })
    .toEqual(expect.arrayContaining([JSON.stringify(['visits', 'mine', was])]));

  // In a basement: every tab closed, and meanwhile the office moves the visit three days on.
  const page = await offlineNewTab(context);
  const moved = await make.api.request.patch(`/api/visits/${visit.id}`, {
    data: { date: now, start_time: '13:00', end_time: '15:00' },
    headers: { 'x-csrf-token': make.api.csrf },
  });
  expect(moved.status()).toBe(200);
  await page.goto(`/today?day=${was}`);
  await expect(page.getByRole('article', { name: job.name })).toBeVisible();
  await page.goto('/today');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  const notice = page.getByTestId('week-changes');
  await expect(notice).toHaveCount(0);

  // Signal again: the week is read anew, and what the office changed is named, day and window.
  await context.setOffline(false);
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText('Your week changed: 1 visit');
  await expect(notice.getByRole('listitem')).toHaveText(
    `${job.name} · ${place.name} moved from ${english(was)} 09:00–11:00 to ${english(now)} 13:00–15:00`,
  );
  await notice.getByRole('button', { name: 'Got it' }).tap();
  await expect(notice).toHaveCount(0);
  await page.goto(`/today?day=${now}`);
  await expect(page.getByRole('article', { name: job.name })).toContainText('13:00–15:00');
  await page.goto('/today');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByTestId('week-changes')).toHaveCount(0);
});
