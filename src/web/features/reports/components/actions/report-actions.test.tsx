import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionRow, ReportActionsResponse } from '@shared/schemas/corrective-actions';
import { mockServer, renderWithApp } from '@web/test/render';
import { reportActionsKeys } from '../../api/report-actions-keys';
import { FlagAction } from './flag-action';
import { LocationOpenActions } from './location-open-actions';
import { ReportActions } from './report-actions';
import { actionRow } from './report-actions.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

/** The report's actions as the server keeps them: a create or a close changes what the next GET says. */
function server(start: ReportActionsResponse, opts: { refuseCreate?: boolean } = {}) {
  const state = structuredClone(start);
  const mock = mockServer({
    'GET /api/reports/12/corrective-actions': () => ({ body: state }),
    'POST /api/reports/12/corrective-actions': (_url, init) => {
      if (opts.refuseCreate) {
        return {
          status: 400,
          body: { code: 'correctiveAction.notFound', message: 'Corrective action not found.' },
        };
      }
      const body = JSON.parse(init.body as string) as Partial<ActionRow>;
      const created = actionRow(40, { ...body, report_id: 12 });
      state.from_report.push(created);
      return { body: created };
    },
    'POST /api/reports/12/corrective-actions/21/close': (_url, init) => {
      const body = JSON.parse(init.body as string) as { closing_note: string };
      const closed = { ...state.open_at_location[0]!, status: 'done' as const, ...body };
      state.open_at_location = state.open_at_location.filter((a) => a.id !== 21);
      return { body: closed };
    },
    'POST /api/corrective-actions/21/photo': () => ({ body: actionRow(21, { has_closing_photo: true }) }),
  });
  return mock;
}

const posts = (calls: ReturnType<typeof server>['calls']) =>
  calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.url.pathname, body: c.body }));

describe('FlagAction', { timeout: 30_000 }, () => {
  it('creates an action for the flagged answer with its field id, then shows it with its status', async () => {
    const { calls } = server({ from_report: [], open_at_location: [] });
    renderWithApp(<FlagAction reportId={12} fieldId={30} question="Door sealed?" answerText="No" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create corrective action' }));
    const form = screen.getByRole('form', { name: 'New corrective action' });
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('Door sealed?: No');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'Gap under the door.');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Priority' }), 'high');
    await userEvent.click(within(form).getByRole('button', { name: 'Create corrective action' }));
    expect(await screen.findByText('Corrective action: Door sealed?: No')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        path: '/api/reports/12/corrective-actions',
        body: {
          title: 'Door sealed?: No',
          description: 'Gap under the door.',
          due_date: null,
          priority: 'high',
          field_id: 30,
        },
      },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the action already made for the field instead of the button', async () => {
    server({
      from_report: [actionRow(8, { field_id: 30, title: 'Seal it', status: 'in_progress', overdue: true })],
      open_at_location: [],
    });
    renderWithApp(<FlagAction reportId={12} fieldId={30} question="Door sealed?" answerText="No" />);
    expect(await screen.findByText('Corrective action: Seal it')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create corrective action' })).not.toBeInTheDocument();
  });

  it('keeps the form and shows the refusal when the server says no; an empty title is not sent', async () => {
    const { calls } = server({ from_report: [], open_at_location: [] }, { refuseCreate: true });
    renderWithApp(<FlagAction reportId={12} fieldId={30} question="Door sealed?" answerText="No" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create corrective action' }));
    const form = screen.getByRole('form', { name: 'New corrective action' });
    await userEvent.clear(within(form).getByRole('textbox', { name: /Title/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create corrective action' }));
    expect(await within(form).findByText('Give the action a title.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Seal it');
    await userEvent.click(within(form).getByRole('button', { name: 'Create corrective action' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Corrective action not found.');
    expect(screen.queryByText(/^Corrective action: /)).not.toBeInTheDocument();
  });

  it('offers nothing to press while disabled', async () => {
    server({ from_report: [], open_at_location: [] });
    renderWithApp(<FlagAction reportId={12} fieldId={30} question="Q" answerText="A" disabled />);
    expect(await screen.findByRole('button', { name: 'Create corrective action' })).toBeDisabled();
  });
});

describe('LocationOpenActions', { timeout: 30_000 }, () => {
  const open = [actionRow(21, { title: 'Replace bait station', due_date: '2026-07-01', overdue: true })];

  it('closes an open action with a note and its photo; the action leaves the list', async () => {
    const { calls } = server({ from_report: [], open_at_location: open });
    renderWithApp(<LocationOpenActions reportId={12} canClose />);
    expect(await screen.findByText('Replace bait station')).toBeInTheDocument();
    expect(screen.getByText('Due 07/01/2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const form = screen.getByRole('form', { name: 'Close the corrective action' });
    await userEvent.click(within(form).getByRole('button', { name: 'Close action' }));
    expect(await within(form).findByText('Say what was done.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: /What was done/ }), 'Replaced it.');
    await userEvent.upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['img'], 'bait.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Close action' }));
    expect(await screen.findByText('"Replace bait station" was closed.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { path: '/api/reports/12/corrective-actions/21/close', body: { closing_note: 'Replaced it.' } },
      { path: '/api/corrective-actions/21/photo', body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByText('Replace bait station')).not.toBeInTheDocument());
  });

  it('shows no Close without canClose', async () => {
    server({ from_report: [], open_at_location: open });
    renderWithApp(<LocationOpenActions reportId={12} canClose={false} />);
    expect(await screen.findByText('Replace bait station')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Open corrective actions at this location' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('shows nothing at all when none is open', async () => {
    server({ from_report: [], open_at_location: [] });
    // The answer's arrival and its drawing run on fake timers inside act, instead of a wait.
    vi.useFakeTimers();
    try {
      const { queryClient } = renderWithApp(<LocationOpenActions reportId={12} canClose />);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(queryClient.getQueryData(reportActionsKeys.ofReport(12))).toEqual({
        from_report: [],
        open_at_location: [],
      });
    } finally {
      vi.useRealTimers();
    }
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(/corrective action/i)).not.toBeInTheDocument();
  });
});

describe('ReportActions', { timeout: 30_000 }, () => {
  it("lists the report's actions, each opening its page, and makes a new one by hand", async () => {
    const { calls } = server({
      from_report: [actionRow(8, { field_id: 30, title: 'Seal it', question: 'Door sealed?' })],
      open_at_location: [],
    });
    renderWithApp(<ReportActions reportId={12} />);
    expect(await screen.findByRole('link', { name: 'Seal it' })).toHaveAttribute(
      'href',
      '/corrective-actions/8',
    );
    await userEvent.click(screen.getByRole('button', { name: 'New corrective action' }));
    const form = await screen.findByRole('form', { name: 'New corrective action' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Trim the hedge');
    await userEvent.click(within(form).getByRole('button', { name: 'Create corrective action' }));
    expect(await screen.findByRole('link', { name: 'Trim the hedge' })).toBeInTheDocument();
    expect(posts(calls)[0]!.body).toEqual({
      title: 'Trim the hedge',
      description: '',
      due_date: null,
      priority: 'medium',
    });
  });
});
