import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { PasswordForm } from './password-form';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

async function fill(current: string, next: string, again: string) {
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['Repeat the new password', again],
  ] as const) {
    await userEvent.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', () => {
  it('wants the new password twice and strong, before asking the server', async () => {
    const { calls } = mockServer({});
    renderWithApp(<PasswordForm />);
    await fill('old-secret', 'Brand-new-pass-1', 'Brand-new-pass-2');
    expect(await screen.findByText('The two new passwords differ.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the current and the new password, then empties the form', async () => {
    const { calls } = mockServer({ 'PUT /api/account/password': () => ({ body: { status: 'success' } }) });
    renderWithApp(<PasswordForm />);
    await fill('old-secret', 'Brand-new-pass-1', 'Brand-new-pass-1');
    expect(
      await screen.findByText('Your password was changed. Your other sessions were logged out.'),
    ).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ current_password: 'old-secret', password: 'Brand-new-pass-1' });
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('shows a wrong current password on its field', async () => {
    const wrong = 'The current password is not correct.';
    mockServer({
      'PUT /api/account/password': () => ({
        status: 400,
        body: { message: wrong, errors: { current_password: wrong } },
      }),
    });
    renderWithApp(<PasswordForm />);
    await fill('not-it', 'Brand-new-pass-1', 'Brand-new-pass-1');
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
