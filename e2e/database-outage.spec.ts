import { expect, test } from './test';

// A technician on a phone: the server's database goes away and comes back (src/server/db/
// outage.postgres.api.test.ts shows the server's side against a real PostgreSQL; here the browser
// receives the same answer the server gives then, 503 {code, message}).
test.use({ viewport: { width: 390, height: 844 } });

test('while the database is unavailable the page waits with a notice, and carries on when it is back', async ({
  page,
  logInAs,
}) => {
  // A technician's home is Today; My jobs is a page of theirs with a table to come back to.
  await logInAs('technician', '/my/jobs');
  await expect(page.getByRole('heading', { name: 'My jobs' })).toBeVisible();

  let refused = 0;
  await page.route('**/api/**', (route) => {
    refused += 1;
    return route.fulfill({
      status: 503,
      headers: { 'Retry-After': '5' },
      json: {
        code: 'server.databaseUnavailable',
        message: 'The database is unavailable. Try again in a moment.',
      },
    });
  });
  await page.reload();

  const notice = page.getByRole('status').filter({ hasText: 'The database is unavailable, retrying…' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport({ ratio: 1 });
  // It keeps asking, and the page never turns into the error page.
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(4);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await page.unroute('**/api/**');
  await expect(page.getByRole('heading', { name: 'My jobs' })).toBeVisible({ timeout: 20_000 });
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
