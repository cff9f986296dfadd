import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { VerifyCodeForm } from './verify-code-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  mockServer({});
  const view = renderWithApp(<VerifyCodeForm />, { url: '/verify', path: '/verify/:code?' });
  return { ...view, input: screen.getByRole('textbox', { name: 'Verification code' }) };
}

describe('VerifyCodeForm', () => {
  it('opens the printed form of a code typed in lower case without dashes, on Enter', async () => {
    const { router, input } = renderForm();
    await userEvent.type(input, '7k2m9qxd4hrt{Enter}');
    expect(router.state.location.pathname).toBe('/verify/7K2M-9QXD-4HRT');
    // Ready for the next code.
    expect(input).toHaveValue('');
  });

  it('reads O and I as the digits they stand for, as printed codes have no such letters', async () => {
    const { router, input } = renderForm();
    await userEvent.type(input, 'oikm-9qxd-4hrt');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(router.state.location.pathname).toBe('/verify/01KM-9QXD-4HRT');
  });

  it('refuses what cannot be a code, on the field, and goes nowhere', async () => {
    const { router, input } = renderForm();
    await userEvent.type(input, '7K2M-9QXD{Enter}');
    expect(
      await screen.findByText(
        'This cannot be a verification code: a code has 12 letters and digits, such as 7K2M-9QXD-4HRT.',
      ),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // U is not in the alphabet of codes: twelve characters are not enough.
    await userEvent.clear(input);
    await userEvent.type(input, '7K2M-9QXD-4HRU{Enter}');
    expect(await screen.findByText(/This cannot be a verification code/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter the verification code printed on the record.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
  });
});
