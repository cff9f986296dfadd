import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobRecurrence, RecurrenceResponse } from '@shared/schemas/visits';
import { mockServer, renderWithApp } from '@web/test/render';
import { RecurrenceSection } from './recurrence-section';

afterEach(() => vi.unstubAllGlobals());

const MONTHLY: NonNullable<JobRecurrence> = {
  rrule: 'DTSTART:20261208T000000Z\nRRULE:FREQ=MONTHLY;BYDAY=+2TU',
  start_date: '2026-12-08',
  frequency: 'monthly',
  interval: 1,
  monthly_by: 'weekday',
  until: '2027-06-30',
  exceptions: ['2027-01-12'],
  start_time: '09:00',
  end_time: '11:00',
};

/** The job's rule as the server keeps it: a save or a stop changes what the next read answers. */
function server(
  initial: JobRecurrence,
  answers: { put?: RecurrenceResponse; del?: RecurrenceResponse } = {},
) {
  let recurrence = initial;
  return mockServer({
    'GET /api/jobs/3/recurrence': () => ({ body: { recurrence } }),
    'PUT /api/jobs/3/recurrence': () => {
      recurrence = answers.put!.recurrence;
      return { body: answers.put };
    },
    'DELETE /api/jobs/3/recurrence': () => {
      recurrence = null;
      return { body: answers.del };
    },
  });
}

/** Presses Set up (or Edit) and waits for the form, whose code comes apart from the section's. */
async function openForm(button: HTMLElement) {
  await userEvent.click(button);
  await screen.findByRole('button', { name: 'Save rule' });
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const previewDays = () =>
  within(screen.getByRole('list', { name: 'Next visits' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('RecurrenceSection', () => {
  it('reads the rule in words, without the form for a Supervisor', async () => {
    server(MONTHLY);
    renderWithApp(<RecurrenceSection jobId={3} canEdit={false} today="2026-12-01" />);
    expect(
      await screen.findByText('Monthly on the 2nd Tuesday, 09:00–11:00, until 06/30/2027, 1 exception'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sets up a monthly rule on the weekday, showing the next visits before sending it', async () => {
    const { calls } = server(null, { put: { recurrence: MONTHLY, generated: 7, removed: 0 } });
    renderWithApp(<RecurrenceSection jobId={3} canEdit today="2026-12-01" />);
    expect(
      await screen.findByText('This job does not repeat: its visits are planned by hand.'),
    ).toBeInTheDocument();
    await openForm(screen.getByRole('button', { name: 'Set up repeating' }));
    change('First visit', '2026-12-08');
    await userEvent.click(screen.getByRole('radio', { name: 'The same weekday (the 2nd Tuesday)' }));
    change('Window start', '09:00');
    change('Window end', '11:00');
    change('Ends on (optional)', '2027-06-30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Exception dates' }), '2027-01-12{Enter}');
    // A day picked (or typed whole) in the calendar box joins them, in order.
    change('Add a day without a visit', '02/09/2027');
    expect(previewDays()).toEqual(['12/08/2026', '03/09/2027', '04/13/2027', '05/11/2027', '06/08/2027']);
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      start_date: '2026-12-08',
      frequency: 'monthly',
      interval: 1,
      monthly_by: 'weekday',
      until: '2027-06-30',
      exceptions: ['2027-01-12', '2027-02-09'],
      start_time: '09:00',
      end_time: '11:00',
    });
    expect(await screen.findByText('Visits added: 7, removed: 0.')).toBeInTheDocument();
    expect(
      screen.getByText('Monthly on the 2nd Tuesday, 09:00–11:00, until 06/30/2027, 1 exception'),
    ).toBeInTheDocument();
  });

  it('names the chosen first visit’s weekday in the "same weekday" choice, following each change', async () => {
    server(null);
    renderWithApp(<RecurrenceSection jobId={3} canEdit today="2026-12-01" />);
    await openForm(await screen.findByRole('button', { name: 'Set up repeating' }));
    const choice = (name: string) => screen.getByRole('radio', { name });
    expect(choice('The same weekday (the 1st Tuesday)')).toBeInTheDocument();
    change('First visit', '2026-12-31');
    expect(choice('The same weekday (the last Thursday)')).toBeInTheDocument();
    change('First visit', '2027-01-15');
    expect(choice('The same weekday (the 3rd Friday)')).toBeInTheDocument();
    change('First visit', '');
    expect(choice('The same weekday')).toBeInTheDocument();
  });

  it('previews from today for a rule begun earlier, every 2 weeks', async () => {
    server(null);
    renderWithApp(<RecurrenceSection jobId={3} canEdit today="2027-03-01" />);
    await openForm(await screen.findByRole('button', { name: 'Set up repeating' }));
    change('First visit', '2027-01-04');
    await userEvent.click(field('Repeats'));
    await userEvent.click(await screen.findByRole('option', { name: 'Weekly' }));
    const every = screen.getByRole('textbox', { name: 'Every how many weeks' });
    await userEvent.clear(every);
    await userEvent.type(every, '2');
    expect(previewDays()).toEqual(['03/01/2027', '03/15/2027', '03/29/2027', '04/12/2027', '04/26/2027']);
  });

  it('refuses bad input with clear messages and sends nothing', async () => {
    const { calls } = server(null);
    renderWithApp(<RecurrenceSection jobId={3} canEdit today="2026-12-01" />);
    await openForm(await screen.findByRole('button', { name: 'Set up repeating' }));
    change('Window start', '11:00');
    change('Window end', '09:00');
    change('Ends on (optional)', '2026-11-01');
    const every = screen.getByRole('textbox', { name: 'Every how many months' });
    await userEvent.clear(every);
    await userEvent.type(every, '60');
    expect(screen.getByText('Correct the rule to see its next visits.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('The end of the window must be after its start.')).toBeInTheDocument();
    expect(screen.getByText('The end date must be on or after the first date.')).toBeInTheDocument();
    expect(screen.getAllByText('Repeat every 1 to 52.').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('stops repeating after a confirmation and says how many visits went', async () => {
    const { calls } = server(MONTHLY, { del: { recurrence: null, removed: 3 } });
    renderWithApp(<RecurrenceSection jobId={3} canEdit today="2026-12-01" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop repeating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop repeating?' });
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop repeating' }));
    expect(await screen.findByText('Visits added: 0, removed: 3.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(
      await screen.findByText('This job does not repeat: its visits are planned by hand.'),
    ).toBeInTheDocument();
  });
});
