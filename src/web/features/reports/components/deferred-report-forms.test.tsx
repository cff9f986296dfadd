import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { ReportActions } from './actions/report-actions';
import { ReportMail } from './review/report-mail';

// "After the first screen" is when the test says. Each form's module records when it is fetched and
// waits while `held` (its code on its way); the actions' form fails while `offline`.
const first = vi.hoisted(() => ({
  after: [] as (() => void)[],
  fetched: [] as string[],
  offline: false,
  held: null as Promise<void> | null,
}));
vi.mock('@web/lib/after-first-screen', () => ({
  afterFirstScreen: (work: () => void) => {
    first.after.push(work);
    return () => undefined;
  },
}));
vi.mock('./actions/report-action-form', async (importOriginal) => {
  first.fetched.push('report-action-form');
  if (first.offline) throw new Error('Failed to fetch dynamically imported module');
  await first.held;
  return importOriginal();
});
vi.mock('./review/send-elsewhere-form', async (importOriginal) => {
  first.fetched.push('send-elsewhere-form');
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

describe("the report page's forms after its first screen (decision 0067)", () => {
  it('fetches the send-elsewhere form after the first screen, so the dialog shows it at once', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
      'GET /api/reports/12/sends': () => ({ body: { sends: [] } }),
    });
    renderWithApp(<ReportMail id={12} />, { url: '/reports/12' });
    const elsewhere = await screen.findByRole('button', { name: 'Send to another address' });
    expect(first.fetched).toEqual([]);

    for (const work of first.after.splice(0)) work();
    await vi.waitFor(() => expect(first.fetched).toContain('send-elsewhere-form'));
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await userEvent.click(elsewhere);
    const dialog = await screen.findByRole('dialog');
    const addresses = within(dialog).getByRole('textbox', { name: 'E-mail addresses' });
    expect(addresses).toBeVisible();
    expect(addresses).toHaveFocus();
    expect(within(dialog).queryByText('Loading…')).toBeNull();
  });

  it('New pressed before the action form is in: Loading… where it comes, Try again if it does not come, then the form', async () => {
    mockServer({
      'GET /api/reports/12/corrective-actions': () => ({ body: { from_report: [], open_at_location: [] } }),
    });
    renderWithApp(<ReportActions reportId={12} />);
    const add = await screen.findByRole('button', { name: 'New corrective action' });
    expect(first.fetched).not.toContain('report-action-form');

    first.offline = true;
    await userEvent.click(add);
    expect(await screen.findByText('This form could not be loaded.')).toBeVisible();

    first.offline = false;
    let arrive = () => undefined as void;
    first.held = new Promise<void>((resolve) => (arrive = resolve));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('form', { name: 'New corrective action' })).toBeNull();
    arrive();
    const form = await screen.findByRole('form', { name: 'New corrective action' });
    expect(form).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
    // The button pressed has left the page: the focus goes on into the form's first field.
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveFocus();
  });
});
