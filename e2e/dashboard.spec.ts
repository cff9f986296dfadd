import { expect, test } from './test';

test('an Admin reads the dashboard of the demo company and follows a chart to its list', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const finished = page.getByRole('region', { name: 'Reports finished per week' });
  // The demo company finishes reports every week: the chart draws bars, and its table holds 12 weeks.
  // The charts' code comes after the first screen (lazy-bar-chart.tsx): a second or two after the page.
  await expect(finished.locator('.recharts-bar-rectangle path:visible').first()).toBeVisible();
  await expect(finished.getByRole('table').getByRole('row')).toHaveCount(13);
  const use = page.getByRole('region', { name: /^Products applied per month/ });
  await expect(use.locator('.recharts-bar-rectangle path:visible').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /expir/ })).toBeVisible();

  const week = page.getByRole('region', { name: /^Reports this week/ });
  await week.getByRole('link', { name: "Open this week's reports" }).click();
  await expect(page).toHaveURL(/\/reports\?start_date=\d{4}-\d\d-\d\d&end_date=\d{4}-\d\d-\d\d$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
});

test('a Supervisor reads it without the Admins’ expiring certifications', async ({ page, logInAs }) => {
  await logInAs('supervisor', '/dashboard');
  await expect(page.getByRole('region', { name: 'Reports finished per week' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^\d+ active jobs? without a report this month$|^Every/ }),
  ).toHaveCount(1);
  await expect(page.getByRole('region', { name: /expir/ })).toHaveCount(0);
});
