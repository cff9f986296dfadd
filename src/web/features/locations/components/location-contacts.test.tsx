import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { LocationContacts } from './location-contacts';

afterEach(() => vi.unstubAllGlobals());

const DANA = {
  id: 4,
  name: 'Dana Ruiz',
  email: 'dana@bistro.example',
  phone: '',
  role: 'Store manager',
  receives_reports: true,
  language: 'ar',
};

function server(save: (body: unknown) => { status?: number; body: unknown }) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/locations/2/contacts': () => ({ body: { contacts: [DANA] } }),
    'PUT /api/locations/2/contacts': (_url, init) => save(JSON.parse(init.body as string)),
  });
}

describe('LocationContacts', { timeout: 30_000 }, () => {
  it('adds a contact who receives reports and sends the whole list', async () => {
    const { calls } = server((body) => ({
      body: { contacts: (body as { contacts: object[] }).contacts.map((c, i) => ({ id: i + 4, ...c })) },
    }));
    renderWithApp(<LocationContacts locationId={2} />, { url: '/locations/2/edit' });
    expect(await screen.findByDisplayValue('Dana Ruiz')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    const row = screen.getByRole('group', { name: 'Contact 2' });
    await userEvent.type(within(row).getByRole('textbox', { name: 'Name' }), 'Sam Lee');
    // A name and a role read in their own direction, whatever the app's language.
    expect(within(row).getByRole('textbox', { name: 'Name' })).toHaveAttribute('dir', 'auto');
    expect(within(row).getByRole('textbox', { name: 'Role' })).toHaveAttribute('dir', 'auto');
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Receives reports' }));
    // Dana reads Arabic; a new contact starts on the company's language until one is chosen.
    const dana = screen.getByRole('group', { name: 'Contact Dana Ruiz' });
    expect(within(dana).getByRole('combobox', { name: 'Mail language' })).toHaveValue('العربية');
    const samLanguage = within(row).getByRole('combobox', { name: 'Mail language' });
    expect(samLanguage).toHaveValue('');
    expect(samLanguage).toHaveAttribute('placeholder', "The company's language");
    await userEvent.click(samLanguage);
    await userEvent.click((await screen.findAllByRole('option', { name: 'Español', hidden: true })).at(-1)!);
    await userEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    // Receiving reports needs an address: the shared schema says so before any call.
    expect(
      await within(row).findByText('A contact who receives reports needs an e-mail address.'),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.type(within(row).getByRole('textbox', { name: 'E-mail' }), 'audit@foodsafe.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Contacts saved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      {
        contacts: [
          {
            name: 'Dana Ruiz',
            email: 'dana@bistro.example',
            phone: '',
            role: 'Store manager',
            receives_reports: true,
            language: 'ar',
          },
          {
            name: 'Sam Lee',
            email: 'audit@foodsafe.example',
            phone: '',
            role: '',
            receives_reports: true,
            language: 'es',
          },
        ],
      },
    ]);
  });

  it('puts the server’s refusal on the row it names', async () => {
    server(() => ({
      status: 400,
      body: {
        code: 'common.invalid',
        message: 'Enter a valid e-mail address.',
        errors: { 'contacts.0.email': 'Enter a valid e-mail address.' },
        fieldCodes: { 'contacts.0.email': { code: 'location.emailInvalid' } },
      },
    }));
    renderWithApp(<LocationContacts locationId={2} />, { url: '/locations/2/edit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save contacts' }));
    const row = screen.getByRole('group', { name: 'Contact Dana Ruiz' });
    expect(await within(row).findByText('Enter a valid e-mail address.')).toBeVisible();
  });
});
