import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportDryRun, ImportFileAnswer } from '@shared/schemas/imports';
import { mockServer, renderWithApp } from '@web/test/render';
import { ImportWizard } from './import-wizard';

afterEach(() => vi.unstubAllGlobals());

const FILE: ImportFileAnswer = {
  file_token: `${'a'.repeat(32)}.csv`,
  file_name: 'stores.csv',
  encoding: 'utf-8',
  headings: ['Site', 'Lat', 'Lng', 'Mail'],
  samples: [['Store 1', '40.1', '-74.1', 'one@example.com']],
  row_count: 3,
  // The Latitude column was not guessed: the Admin must choose it.
  mapping: { name: 'Site', longitude: 'Lng', customer_email: 'Mail' },
  remembered: false,
};

const REFUSED: ImportDryRun = {
  created: 1,
  updated: 1,
  refused: 1,
  rows: [
    { line: 2, action: 'create', label: 'Store 1', reasons: [], changes: [] },
    {
      line: 3,
      action: 'update',
      label: 'Store 2',
      reasons: [],
      changes: [{ field: 'customer_name', before: 'Old', after: 'New' }],
    },
    {
      line: 4,
      action: 'refuse',
      label: 'Store 3',
      reasons: [{ code: 'location.emailInvalid', field: 'customer_email', column: 'Mail' }],
      changes: [],
    },
  ],
};

function server(dryRun: ImportDryRun) {
  return mockServer({
    'POST /api/imports/locations/file': () => ({ body: FILE }),
    'POST /api/imports/locations/dry-run': () => ({ body: dryRun }),
    'POST /api/imports/locations/apply': () => ({ body: { id: 9, created: 2, updated: 1 } }),
    'POST /api/imports/undo/9': () => ({ body: { status: 'success' } }),
  });
}

async function uploadAndMap() {
  const user = userEvent.setup();
  const { container } = renderWithApp(<ImportWizard kind="locations" />);
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  await user.upload(input, new File(['Site,Lat\n'], 'stores.csv', { type: 'text/csv' }));
  await screen.findByText(/stores\.csv: 3 rows\./);
  // A required field without a column holds the dry run back, and says which.
  expect(screen.getByText('Choose the columns of the required fields: Latitude.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check the rows' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Column for Name' })).toHaveValue('Site');
  const latitude = screen.getByRole('combobox', { name: 'Column for Latitude' });
  await user.click(latitude);
  const list = await waitFor(() => document.getElementById(latitude.getAttribute('aria-controls')!)!);
  await user.click(within(list).getByRole('option', { name: 'Lat', hidden: true }));
  const check = screen.getByRole('button', { name: 'Check the rows' });
  await waitFor(() => expect(check).toBeEnabled());
  await user.click(check);
  return user;
}

describe('ImportWizard', () => {
  it('says how a file that is not UTF-8 was read, above the rows to check its letters in', async () => {
    mockServer({
      'POST /api/imports/locations/file': () => ({
        body: {
          ...FILE,
          encoding: 'windows-1252',
          samples: [['Café Müller', '40.1', '-74.1', 'one@example.com']],
        },
      }),
    });
    const { container } = renderWithApp(<ImportWizard kind="locations" />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['Site,Lat\n'], 'stores.csv', { type: 'text/csv' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContainEqual(
      expect.stringContaining(
        'it was read as Western (Windows-1252) text, as Excel saves “CSV (Comma delimited)”',
      ),
    );
    expect(screen.getByText('Café Müller')).toBeInTheDocument();
  });

  it('says nothing of the encoding for a UTF-8 file', async () => {
    server(REFUSED);
    const { container } = renderWithApp(<ImportWizard kind="locations" />);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['Site,Lat\n'], 'stores.csv', { type: 'text/csv' }));
    await screen.findByText(/stores\.csv: 3 rows\./);
    expect(screen.queryByText(/read as/)).toBeNull();
  });

  it('maps the columns, then shows each refused row with its reason and keeps Apply off', async () => {
    const { calls } = server(REFUSED);
    const user = await uploadAndMap();
    expect(await screen.findByText('1 to create, 1 to update, 1 refused.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname.endsWith('/dry-run'))!.body;
    expect(sent).toEqual({
      file_token: FILE.file_token,
      file_name: 'stores.csv',
      mapping: { name: 'Site', latitude: 'Lat', longitude: 'Lng', customer_email: 'Mail' },
    });
    const table = screen.getByRole('table', { name: 'What each row would do' });
    // Refused rows first: only they show until the filter is turned off.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Mail: Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply (2 rows)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Show refused rows only' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Customer name: “Old” → “New”')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/apply'))).toBe(false);
  });

  it('applies a file without refusals and undoes it', async () => {
    const clean = { ...REFUSED, refused: 0, rows: REFUSED.rows.slice(0, 2) };
    const { calls } = server(clean);
    const user = await uploadAndMap();
    const apply = await screen.findByRole('button', { name: 'Apply (2 rows)' });
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(await screen.findByText('Imported: 2 created, 1 updated.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/imports/undo/9')).toBe(true));
    expect(await screen.findByText('1. Choose a file')).toBeInTheDocument();
  });
});
