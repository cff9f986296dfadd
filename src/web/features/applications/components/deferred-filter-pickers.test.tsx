import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ApplicatorFilter } from './deferred-filter-pickers';

// Nothing comes "after the first screen" here: the filter's code is fetched only when asked.
vi.mock('@web/lib/after-first-screen', () => ({ afterFirstScreen: () => () => undefined }));
afterEach(() => vi.unstubAllGlobals());

it('names the chosen one read-only until its code comes, and hands the focus on when it does', async () => {
  mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/applications/applicators': () => ({
      body: { users: [{ id: 4, name: 'Tess Tech' }], users_more: false },
    }),
  });
  renderWithApp(
    <ApplicatorFilter value="4" onChange={() => undefined} current={{ id: 4, name: 'Tess Tech' }} />,
  );
  const standIn = await screen.findByRole('textbox', { name: 'Applicator' });
  expect(standIn).toHaveAttribute('readonly');
  expect(standIn).toHaveValue('Tess Tech');
  await userEvent.click(standIn);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Applicator' })).toHaveFocus());
  expect(screen.getByRole('combobox', { name: 'Applicator' })).toHaveValue('Tess Tech');
});
