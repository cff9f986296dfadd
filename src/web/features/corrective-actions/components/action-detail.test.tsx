import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionDetail as Detail, ActionRow } from '@shared/schemas/corrective-actions';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { actionRow } from './actions.fixtures';
import { ActionDetail } from './action-detail';

afterEach(() => {
  vi.unstubAllGlobals();
  // Notifications live outside the page: one test's must not be read by the next.
  act(() => notifications.clean());
});

function server(start: ActionRow & Partial<Detail>, user = ADMIN_USER, refuse = false) {
  let current: Detail = { customer_updates: [], ...start };
  const mock = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: user }),
    [`GET /api/corrective-actions/${start.id}`]: () => ({ body: current }),
    [`PATCH /api/corrective-actions/${start.id}`]: (_url, init) => {
      if (refuse) {
        return {
          status: 404,
          body: { code: 'correctiveAction.notFound', message: 'Corrective action not found.' },
        };
      }
      const body = JSON.parse(init.body as string) as Partial<ActionRow>;
      current = { ...current, ...body, has_closing_photo: current.has_closing_photo };
      return { body: current };
    },
    [`POST /api/corrective-actions/${start.id}/photo`]: () => {
      current = { ...current, has_closing_photo: true };
      return { body: current };
    },
    [`DELETE /api/corrective-actions/${start.id}`]: () => ({ body: { status: 'success', id: start.id } }),
    [`POST /api/trash/correctiveActions/${start.id}/restore`]: () => ({ body: { status: 'success' } }),
  });
  return mock;
}

const patches = (calls: ReturnType<typeof server>['calls']) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter(Boolean);

describe('ActionDetail', { timeout: 30_000 }, () => {
  it('shows every field and where it came from, and offers Start and Close (no Verify) while open', async () => {
    server(actionRow(7));
    renderWithApp(<ActionDetail id={7} />);
    expect(await screen.findByRole('heading', { name: 'Action 7' })).toBeInTheDocument();
    expect(screen.getByText('Seal the gap under the door.')).toBeInTheDocument();
    expect(screen.getByText('Main Street Bakery')).toBeInTheDocument();
    expect(screen.getByText('Tess Tech')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report 12' })).toHaveAttribute('href', '/reports/12');
    expect(screen.getByText('Door sealed?: No')).toBeInTheDocument();
    expect(buttonNames()).toEqual(expect.arrayContaining(['Start', 'Close']));
    expect(buttonNames()).not.toContain('Verify');
    expect(buttonNames()).not.toContain('Re-open');
  });

  it('offers Verify only once the action is done; in progress it can only be closed', async () => {
    server(actionRow(8, { status: 'in_progress' }));
    renderWithApp(<ActionDetail id={8} />);
    await screen.findByRole('heading', { name: 'Action 8' });
    expect(buttonNames()).toContain('Close');
    expect(buttonNames()).not.toContain('Verify');
    expect(buttonNames()).not.toContain('Start');
  });

  it('verifies a done action and re-opens a verified one', async () => {
    const { calls } = server(actionRow(9, { status: 'done', closing_note: 'Sealed with silicone.' }));
    renderWithApp(<ActionDetail id={9} />);
    await screen.findByText('Sealed with silicone.');
    expect(buttonNames()).toEqual(expect.arrayContaining(['Verify', 'Re-open']));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The corrective action was verified.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ status: 'verified' }]);
    await waitFor(() => expect(buttonNames()).not.toContain('Verify'));
    await userEvent.click(screen.getByRole('button', { name: 'Re-open' }));
    await waitFor(() => expect(patches(calls)).toEqual([{ status: 'verified' }, { status: 'open' }]));
  });

  it('closes only with a note, then sends the photo chosen', async () => {
    const { calls } = server(actionRow(10, { status: 'in_progress' }));
    renderWithApp(<ActionDetail id={10} />);
    await screen.findByRole('heading', { name: 'Action 10' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const form = screen.getByRole('form', { name: 'Close the corrective action' });
    await userEvent.click(within(form).getByRole('button', { name: 'Close action' }));
    expect(await within(form).findByText('Say what was done.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: /What was done/ }), 'Sealed it.');
    const photo = new File(['img'], 'door.jpg', { type: 'image/jpeg' });
    const fileInput = form.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(fileInput, photo);
    await userEvent.click(within(form).getByRole('button', { name: 'Close action' }));
    expect(await screen.findByText('The corrective action was closed.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ status: 'done', closing_note: 'Sealed it.' }]);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/corrective-actions/10/photo',
    ]);
    expect(await screen.findByRole('img', { name: 'Closing photo' })).toHaveAttribute(
      'src',
      '/api/corrective-actions/10/photo',
    );
  });

  it("shows the server's refusal of a close and keeps the form open", async () => {
    server(actionRow(11), ADMIN_USER, true);
    renderWithApp(<ActionDetail id={11} />);
    await screen.findByRole('heading', { name: 'Action 11' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const form = screen.getByRole('form', { name: 'Close the corrective action' });
    await userEvent.type(within(form).getByRole('textbox', { name: /What was done/ }), 'Sealed it.');
    await userEvent.click(within(form).getByRole('button', { name: 'Close action' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Corrective action not found.');
    expect(screen.queryByText('The corrective action was closed.')).not.toBeInTheDocument();
  });

  it('edits the title, due date and priority in one PATCH', async () => {
    const { calls } = server(actionRow(12));
    renderWithApp(<ActionDetail id={12} />);
    await screen.findByRole('heading', { name: 'Action 12' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Give the action a title.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    await userEvent.type(title, 'Seal the back door');
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        {
          title: 'Seal the back door',
          description: 'Seal the gap under the door.',
          assignee_id: 3,
          due_date: '2026-07-10',
          priority: 'high',
        },
      ]),
    );
  });

  it('lets an Admin delete after confirming, leaves for the list and offers Undo', async () => {
    const { calls } = server(actionRow(13));
    const { router } = renderWithApp(<ActionDetail id={13} />, { url: '/corrective-actions/13' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the corrective action "Action 13"?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Action 13 was deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/corrective-actions');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Action 13 was restored.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/trash/correctiveActions/13/restore',
    ]);
  });

  it('gives a Supervisor no Delete', async () => {
    server(actionRow(14), { ...ADMIN_USER, type_id: 3, type: { type: 'Supervisor' } });
    renderWithApp(<ActionDetail id={14} />);
    await screen.findByRole('heading', { name: 'Action 14' });
    await screen.findByRole('button', { name: 'Edit' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("marks the action as the customer's and shows what the contact said, by their address", async () => {
    const { calls } = server({
      ...actionRow(15),
      customer_status: 'acknowledged',
      customer_updates: [
        {
          id: 3,
          kind: 'acknowledged',
          note: 'We will sweep daily.',
          email: 'chef@diner.example',
          created_at: '2026-07-02T14:00:00.000Z',
          has_photo: true,
        },
      ],
    });
    renderWithApp(<ActionDetail id={15} />);
    expect(await screen.findByText('by chef@diner.example (customer)', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('We will sweep daily.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The customer’s photo' })).toHaveAttribute(
      'src',
      '/api/corrective-action-updates/3/photo',
    );
    await userEvent.click(screen.getByRole('switch', { name: /The customer’s to do/ }));
    await waitFor(() => expect(patches(calls)).toEqual([{ customer_assigned: true }]));
    expect(await screen.findByRole('switch', { name: /The customer’s to do/ })).toBeChecked();
  });
});
