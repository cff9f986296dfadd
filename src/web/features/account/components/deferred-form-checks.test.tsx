import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '@shared/locales/ar.json';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { AccountNameForm } from './account-name-form';

// "After the first screen" is when the test says. The account's schemas record when they are
// fetched, and fail while `offline`.
const first = vi.hoisted(() => ({
  after: [] as (() => void)[],
  fetched: [] as string[],
  offline: false,
}));
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
}));
vi.mock('@shared/schemas/account', async (importOriginal) => {
  first.fetched.push('account');
  if (first.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});
vi.setConfig({ testTimeout: 20_000 });

function renderForm() {
  renderWithApp(<AccountNameForm me={ADMIN_USER as never} onDirtyChange={() => undefined} />);
  return screen.getByRole('textbox', { name: /^Name/ });
}

const press = (label: string) => userEvent.click(screen.getByRole('button', { name: label }));

describe("a form's checks after its page's first screen (useSchemaForm with the schema's import, decision 0067)", () => {
  it('its checks could not come: says so and sends nothing; the next submit asks again, its rule in the reader’s language', async () => {
    const { calls } = mockServer({});
    const name = renderForm();
    expect(first.fetched).toEqual([]);
    first.offline = true;
    await userEvent.clear(name);
    await press('Save name');
    expect(await screen.findByText('This form could not be loaded.')).toBeVisible();
    expect(calls).toEqual([]);

    first.offline = false;
    await i18n.changeLanguage('ar');
    await press(ar.account.saveName);
    expect(await screen.findByText(ar.errors.user.nameRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${ar.common.name}`) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toEqual([]);
  });
});
