import type { Page } from '@playwright/test';
import type { ReportDetail } from '../src/shared/schemas/reports';
import type { Maker } from './factories';
import { expect, test, type Who } from './test';

/**
 * Issue 32, item 5: on a 390 px phone every control a technician touches is at least 44×44 CSS px
 * (WCAG 2.5.5), in English and in Arabic, and no text is cut off right to left.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const MIN = 44;
const csrf = async (page: Page) =>
  decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value);

/** Every field type (a link needs its address), in one report of the technician's. */
async function reportOfEveryField(page: Page, make: Maker, jobId: number) {
  const template = await make.template({
    tasks: [
      {
        name: 'Every field',
        fields: [
          { name: 'Contact', type: 1 },
          { name: 'Notes', type: 2 },
          { name: 'Stations', type: 3 },
          { name: 'Next visit', type: 4 },
          { name: 'Areas', type: 5, options: ['Kitchen', 'Dock'] },
          { name: 'Service', type: 6, options: ['Routine', 'Follow-up'] },
          { name: 'Activity', type: 7, options: ['Low', 'High'] },
          { name: 'Signature', type: 8 },
          { name: 'Photos', type: 9 },
          { name: 'Product applied', type: 10 },
          { name: 'Label', type: 11, link: 'https://example.com/label.pdf' },
          { name: 'Stations checked', type: 12 },
        ],
      },
    ],
  });
  const res = await page.request.post('/api/reports', {
    data: { job_id: jobId, template_id: template.id },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return `/my/reports/${((await res.json()) as ReportDetail).id}`;
}

/** The technician's page of the job's location (issue 32 item 2), with a contact to call and mail. */
async function fieldLocation(make: Maker, locationId: number) {
  await make.api.put(`/api/locations/${locationId}/contacts`, {
    contacts: [
      {
        name: 'Dana Reyes',
        email: 'dana.reyes@example.com',
        phone: '555-0101',
        role: 'Store manager',
        receives_reports: false,
      },
    ],
  });
  return `/my/locations/${locationId}`;
}

/**
 * The controls on screen smaller than 44×44: a checkbox or radio counts with its label (a tap on
 * either ticks it), as the row a finger hits.
 */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=menuitem], ' +
      '[role=tab], [role=checkbox], [role=radio], [role=combobox], [role=switch]';
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [hidden], .skip-link')) continue;
      let box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Drawn off the screen (the closed navigation slides out): not there to be tapped.
      const away = box.right <= 0 || box.left >= innerWidth;
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || away) continue;
      const input = el as HTMLInputElement;
      if (input.type === 'checkbox' || input.type === 'radio') {
        const label = input.labels?.[0]?.getBoundingClientRect();
        if (label) {
          const left = Math.min(box.left, label.left);
          const top = Math.min(box.top, label.top);
          box = new DOMRect(
            left,
            top,
            Math.max(box.right, label.right) - left,
            Math.max(box.bottom, label.bottom) - top,
          );
        }
      }
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, MIN);
}

/** Text whose box hides part of it (an ellipsis, a clipped line): what it says is not all read. */
function cutText(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.children.length > 0 || !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (!clips || el.closest('[aria-hidden="true"], .skip-link, input, textarea, select')) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        cut.push(`${el.className.split(' ')[0]}: "${el.textContent.trim()}"`);
    }
    // Nor beyond the screen's edges (the header's last button pushed off a phone).
    for (const el of document.querySelectorAll<HTMLElement>('header *, main *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.right > innerWidth + 1 || box.left < -1) && !el.closest('.skip-link'))
        cut.push(`beyond the screen: ${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}"`);
    }
    return cut;
  });
}

async function inLanguage(page: Page, language: 'en' | 'ar' | 'es') {
  const res = await page.request.put('/api/account/language', {
    data: { language },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(res.status()).toBe(200);
  await page.evaluate((lang) => localStorage.setItem('fieldbook.language', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/**
 * As a new technician with a job, in `language`: Today, My jobs, a report of every field and the
 * job's location, each measured by `measure` once drawn. Returns the findings by screen.
 */
async function measureTechnicianScreens(
  { page, make, logInAs }: { page: Page; make: Maker; logInAs: (who: Who, path?: string) => Promise<void> },
  language: 'en' | 'ar' | 'es',
  measure: (page: Page) => Promise<string[]>,
) {
  const technician = await make.user();
  const job = await make.job({ assignees: [technician] });
  await logInAs(technician, '/today');
  const form = await reportOfEveryField(page, make, job.id);
  const place = await fieldLocation(make, job.locationId);
  await inLanguage(page, language);
  const found: Record<string, string[]> = {};
  for (const screen of ['/today', '/my/jobs', form, place]) {
    await page.goto(screen);
    await expect(page.locator('main')).not.toBeEmpty();
    // The location's page drawn with its contact, not a refusal.
    if (screen === place) await expect(page.locator('a[href="tel:555-0101"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    found[screen] = await measure(page);
  }
  return { found, form, place };
}

for (const language of ['en', 'ar'] as const) {
  test(`every control on the technician's screens is at least 44×44 at 390 px (${language})`, async ({
    page,
    make,
    logInAs,
  }) => {
    const { found, form, place } = await measureTechnicianScreens(
      { page, make, logInAs },
      language,
      smallTargets,
    );
    // The header's menus, open.
    await page.locator('header').getByRole('button').first().click();
    await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
    found.navigation = await smallTargets(page);
    await page.keyboard.press('Escape');
    await page.goto('/today');
    await page.locator('header').getByRole('button').last().click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    found.accountMenu = await smallTargets(page);
    expect(found).toEqual({
      '/today': [],
      '/my/jobs': [],
      [form]: [],
      [place]: [],
      navigation: [],
      accountMenu: [],
    });
  });
}

// Right to left, and in Spanish, whose texts run longest.
for (const language of ['ar', 'es'] as const) {
  test(`no text of the technician screens is cut off (${language})`, async ({ page, make, logInAs }) => {
    const { found, form, place } = await measureTechnicianScreens({ page, make, logInAs }, language, cutText);
    await page.locator('header').getByRole('button').last().click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    found.accountMenu = await cutText(page);
    expect(found).toEqual({ '/today': [], '/my/jobs': [], [form]: [], [place]: [], accountMenu: [] });
  });
}
