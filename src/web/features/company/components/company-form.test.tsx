import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSelectField } from '@web/components/deferred-select';
import type { CompanySettings } from '@shared/schemas/company';
import { mockServer, renderWithApp } from '@web/test/render';
import { CompanySettingsPage } from './company-settings';
import { COMPANY_SETTINGS } from './company-settings.fixtures';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS = COMPANY_SETTINGS;

function server(saved?: (body: unknown) => unknown) {
  return mockServer({
    'GET /api/company': () => ({ body: SETTINGS }),
    'PUT /api/company': (_url, init) => {
      const body = JSON.parse(init.body as string) as CompanySettings;
      return { body: saved?.(body) ?? { ...body, updated_at: '2026-11-24T10:00:00.000Z' } };
    },
  });
}

describe('CompanySettingsPage', () => {
  // The licences' state Select, which the app loads after the first screen (decision 0067).
  beforeAll(() => loadSelectField());

  it('shows the business and its licences, adds a licence and saves them all', async () => {
    const { calls } = server();
    renderWithApp(<CompanySettingsPage />);
    expect(await screen.findByRole('textbox', { name: 'Business name' })).toHaveValue(
      'Greenleaf Pest & Lawn',
    );
    // What is typed reads in its own direction in an Arabic or Persian page ("1180 Boston Post
    // Road" read "Boston Post Road 1180" there): dir="auto" on the box itself.
    for (const name of ['Business name', 'Business address', 'Phone']) {
      expect(screen.getByRole('textbox', { name }), name).toHaveAttribute('dir', 'auto');
    }
    const texas = screen.getByRole('group', { name: 'Licence in Texas' });
    expect(within(texas).getByRole('textbox', { name: 'Licence or registration number' })).toHaveValue(
      'TPCL 0712345',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add a licence' }));
    const added = screen.getByRole('group', { name: 'Licence in 2' });
    await userEvent.click(within(added).getByRole('combobox', { name: 'State' }));
    // Each row's picker has its own list; the added row's is the last.
    await userEvent.click(
      (await screen.findAllByRole('option', { name: 'NY · New York', hidden: true })).at(-1)!,
    );
    const ny = screen.getByRole('group', { name: 'Licence in New York' });
    await userEvent.type(
      within(ny).getByRole('textbox', { name: 'Licence or registration number' }),
      '15342',
    );
    await userEvent.type(within(ny).getByLabelText('Expires on'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The company settings were saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      business_name: 'Greenleaf Pest & Lawn',
      address: '400 Main Street',
      phone: '(512) 555-0142',
      licences: [
        { state: 'TX', number: 'TPCL 0712345', expires_on: '2027-03-31' },
        { state: 'NY', number: '15342', expires_on: '2026-12-31' },
      ],
      record_weather: false,
      rate_check_warn_only: false,
      admins_require_two_factor: false,
      portal_remember_days: 30,
      work_day_start: '07:00',
      work_day_end: '18:00',
      default_language: 'en',
    });
  });

  it('saves the language of mail to people and contacts who have none of their own', async () => {
    const { calls } = server();
    renderWithApp(<CompanySettingsPage />);
    const language = await screen.findByRole('combobox', { name: 'Language of mail' });
    expect(language).toHaveValue('English');
    await userEvent.click(language);
    await userEvent.click(await screen.findByRole('option', { name: 'فارسی', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ default_language: 'fa' });
  });

  it('saves the working hours the day view opens on, and refuses an end before the start', async () => {
    const { calls } = server();
    renderWithApp(<CompanySettingsPage />);
    const start = await screen.findByLabelText('Working day starts');
    const end = screen.getByLabelText('Working day ends');
    expect(start).toHaveValue('07:00');
    expect(end).toHaveValue('18:00');
    fireEvent.change(start, { target: { value: '16:00' } });
    fireEvent.change(end, { target: { value: '08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the working hours as HH:MM, the end after the start.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.change(start, { target: { value: '06:30' } });
    fireEvent.change(end, { target: { value: '15:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      work_day_start: '06:30',
      work_day_end: '15:00',
    });
  });

  it('turns on what the application records hold beyond the law: weather, and a rate check that warns', async () => {
    const { calls } = server();
    renderWithApp(<CompanySettingsPage />);
    const weather = await screen.findByRole('switch', { name: /Record wind and temperature/ });
    expect(weather).not.toBeChecked();
    await userEvent.click(weather);
    await userEvent.click(screen.getByRole('switch', { name: /Warn instead of refusing/ }));
    await userEvent.click(screen.getByRole('switch', { name: /Admins must use two-factor/ }));
    // The customer portal's remember-a-device days (decision 0048): 0 is refused before sending.
    const days = screen.getByRole('textbox', { name: /Remember a customer’s device/ });
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Enter a number of days from 1 to 365.')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      record_weather: true,
      rate_check_warn_only: true,
      admins_require_two_factor: true,
      portal_remember_days: 7,
    });
  });

  it('refuses a licence without its number or date, and a state listed twice, before sending', async () => {
    const { calls } = server();
    renderWithApp(<CompanySettingsPage />);
    await screen.findByRole('group', { name: 'Licence in Texas' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a licence' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Licence in 2' })).getByRole('combobox', { name: 'State' }),
    );
    await userEvent.click(
      (await screen.findAllByRole('option', { name: 'TX · Texas', hidden: true })).at(-1)!,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the licence or registration number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the date the licence expires.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    const second = screen.getAllByRole('group', { name: 'Licence in Texas' })[1]!;
    await userEvent.type(
      within(second).getByRole('textbox', { name: 'Licence or registration number' }),
      '99',
    );
    await userEvent.type(within(second).getByLabelText('Expires on'), '2028-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Each state has one licence: a state is listed twice.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getAllByRole('button', { name: 'Remove the licence in Texas' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  });
});
