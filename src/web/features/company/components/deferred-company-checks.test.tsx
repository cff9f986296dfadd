import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { CompanySettingsPage } from './company-settings';
import { COMPANY_SETTINGS } from './company-settings.fixtures';

// "After the first screen" is when the test says. The company's schema records when it is fetched
// and waits while `held` (on its way).
const first = vi.hoisted(() => ({
  after: [] as (() => void)[],
  fetched: false,
  held: null as Promise<void> | null,
}));
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
}));
vi.mock('@shared/schemas/company', async (importOriginal) => {
  first.fetched = true;
  await first.held;
  return importOriginal();
});

vi.setConfig({ testTimeout: 20_000 });

describe("the company form's checks after its page's first screen (decision 0067)", () => {
  it('fetched after the first screen; submitted before they came, it waits, checks what is typed then and saves once', async () => {
    const { calls } = mockServer({
      'GET /api/company': () => ({ body: COMPANY_SETTINGS }),
      'PUT /api/company': (_url, init) => ({
        body: { ...COMPANY_SETTINGS, ...JSON.parse(init.body as string) },
      }),
    });
    const saves = () => calls.filter((call) => call.method === 'PUT');
    renderWithApp(<CompanySettingsPage />);
    const business = await screen.findByRole('textbox', { name: 'Business name' });
    expect(first.fetched).toBe(false);
    let arrive = () => undefined as void;
    first.held = new Promise<void>((resolve) => (arrive = resolve));
    for (const work of first.after.splice(0)) work();
    await waitFor(() => expect(first.fetched).toBe(true));

    await userEvent.type(business, ' Co');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // A second Enter while the checks come sends nothing more; what is typed meanwhile is sent.
    await userEvent.type(business, '.{Enter}');
    expect(saves()).toEqual([]);
    arrive();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({ business_name: 'Greenleaf Pest & Lawn Co.' });
    expect(await screen.findByText('The company settings were saved.')).toBeVisible();
    expect(saves()).toHaveLength(1);
  });
});
