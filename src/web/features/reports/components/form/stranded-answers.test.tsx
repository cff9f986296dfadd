import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetail } from '@shared/schemas/reports';
import { mockServer, renderWithApp } from '@web/test/render';
import { logicField as field } from '../logic-report.fixtures';
import { MyReport } from './my-report';
import { draftReport } from './offline-draft';
import { putStart } from './offline-starts';
import { listEntries, type OutboxEntry, putEntry } from './outbox';
import { ReportForm } from './report-form';

/**
 * Issue 32 item 4, decision 0072: answers the server will not take as they are, a field gone from
 * the checklist or a report closed while the device was offline, are shown, never lost unseen.
 */
afterEach(async () => {
  vi.unstubAllGlobals();
  await clear(createStore('fieldbook-outbox', 'answers'));
  await clear(createStore('fieldbook-starts', 'starts'));
});

const report = (extra: Partial<ReportDetail> = {}, fields = [field(11, 'Findings', 1, { required: 0 })]) =>
  ({
    id: 5,
    status_id: 1,
    status: { status: 'In Progress' },
    start_date: '2026-12-01T23:30:00.000Z',
    submitted_at: null,
    finished_at: null,
    updated_at: '2026-12-01T23:30:00.000Z',
    return_reason: null,
    job: { id: 1, name: 'Weekly service', category: 'Pest', location: { id: 1, name: 'Diner', address: '' } },
    template: { id: 3, name: 'Service Report', company_name: 'Greenleaf' },
    user: { id: 9, name: 'Marcus Johnson' },
    tasks: [{ id: 1, task: 'Inspection', weight: 1, fields }],
    files: [],
    chemicals: [],
    history: [],
    applications: [],
    application_settings: {
      state: 'NY',
      record_weather: false,
      rate_check_warn_only: false,
      applicators: [],
    },
    can: { edit: true, submit: true, finish: false, return: false, print: false, delete: false },
    ...extra,
  }) satisfies ReportDetail;

const entry = (fieldId: number, value: unknown, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  reportId: 5,
  fieldId,
  value,
  version: fieldId,
  hold: false,
  blobs: {},
  uploaded: {},
  ...extra,
});

type Sent = { answers: { field_id: number; value: unknown }[] };

/** The server's PUT answers: stores what it is sent of `known` fields, refuses any other with a 400. */
function server(known: number[], extra: Parameters<typeof mockServer>[0] = {}) {
  const puts: Sent[] = [];
  let submits = 0;
  mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'PUT /api/reports/5/answers': (_url, init) => {
      const body = JSON.parse(init.body as string) as Sent;
      puts.push(body);
      const unknown = body.answers.filter((a) => !known.includes(a.field_id));
      if (unknown.length > 0) {
        const keys = unknown.map((a) => `answers.${a.field_id}`);
        return {
          status: 400,
          body: {
            code: 'report.answersInvalid',
            message: 'Some answers are not valid.',
            errors: Object.fromEntries(keys.map((k) => [k, 'This field is not part of the report.'])),
            fieldCodes: Object.fromEntries(keys.map((k) => [k, { code: 'report.unknownField' }])),
          },
        };
      }
      return { body: { answers: body.answers, updated_at: '2026-12-02T00:10:00.000Z' } };
    },
    'POST /api/reports/5/submit': () => {
      submits += 1;
      return { body: {} };
    },
    ...extra,
  });
  return { puts, submits: () => submits };
}

const footer = () => within(screen.getByLabelText('Save and submit')).getByRole('status');
const strandedBox = () =>
  screen.findByRole('alert', { name: 'The checklist changed while you were offline' });

describe('The checklist changed while the technician was offline', () => {
  it('sets aside the answers of a removed field and of one whose type changed, sends the rest, and keeps them until dismissed', async () => {
    // Started on the device from the kept form, where field 12 was a text box; the server's
    // report (its template changed meanwhile) has it as a number, and no field 13 at all.
    const draft = draftReport({
      localId: -7,
      form: {
        template: { id: 3, name: 'Service Report', company_name: 'Greenleaf' },
        pass_mark: null,
        tasks: [
          {
            id: 1,
            task: 'Inspection',
            weight: 1,
            fields: [field(11, 'Findings', 1), field(12, 'Bait taken', 1), field(13, 'Ladder used', 1)],
          },
        ],
      },
      job: { id: 1, name: 'Weekly service', category: 'Pest', location: { name: 'Diner', address: '' } },
      user: { id: 9, name: 'Marcus Johnson' },
      now: new Date('2026-12-01T23:30:00.000Z'),
    });
    await putStart({ key: 'k-1', localId: -7, job_id: 1, template_id: 3, draft, reportId: 5, startedAt: '' });
    await putEntry(entry(11, 'Droppings behind the cooler', { label: 'Findings' }));
    await putEntry(entry(12, 'about half', { label: 'Bait taken' }));
    await putEntry(entry(13, 'Yes, the 8 ft one', { label: 'Ladder used' }));
    const { puts, submits } = server([11, 12]);
    const fields = [field(11, 'Findings', 1, { required: 0 }), field(12, 'Bait taken', 3, { required: 0 })];
    const first = renderWithApp(<ReportForm report={report({}, fields)} />);

    const box = await strandedBox();
    expect(box).toHaveTextContent(
      '2 answers belong to fields that were removed or changed. They were not sent: copy what you need into the report, then dismiss them.',
    );
    const kept = within(box).getAllByTestId('stranded-answer');
    expect(kept.map((k) => k.textContent)).toEqual(['Bait takenabout half', 'Ladder usedYes, the 8 ft one']);
    await waitFor(() =>
      expect(puts).toEqual([{ answers: [{ field_id: 11, value: 'Droppings behind the cooler' }] }]),
    );
    // The changed field is a number box now, empty: the old text is not drawn into it.
    expect(screen.getByLabelText(/Bait taken/)).toHaveValue('');
    await waitFor(() =>
      expect(footer()).toHaveTextContent('2 answers of removed fields kept on this device'),
    );
    expect(footer()).not.toHaveTextContent('saved');

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Read the answers of the removed fields first, then dismiss them.'),
    ).toBeInTheDocument();
    expect(submits()).toBe(0);

    // A reload: set aside on the device, shown again, and never sent.
    first.unmount();
    renderWithApp(<ReportForm report={report({}, fields)} />);
    const again = await strandedBox();
    expect(within(again).getAllByTestId('stranded-answer')).toHaveLength(2);
    expect(puts.flatMap((p) => p.answers.map((a) => a.field_id))).toEqual([11]);

    await userEvent.click(within(again).getByRole('button', { name: 'I have read them: dismiss' }));
    expect(screen.queryByRole('alert', { name: /The checklist changed/ })).not.toBeInTheDocument();
    await waitFor(async () => expect(await listEntries(5)).toEqual([]));
    expect(await screen.findByText(/All changes saved/)).toBeInTheDocument();
  });

  it('sets aside an answer the server refuses as not part of the report, and saves the others of the call', async () => {
    // The form's copy of the report still has "Ladder used"; the server's no longer does.
    const fields = [field(11, 'Findings', 1, { required: 0 }), field(13, 'Ladder used', 1, { required: 0 })];
    const { puts } = server([11]);
    renderWithApp(<ReportForm report={report({}, fields)} />);
    await userEvent.type(screen.getByLabelText(/Ladder used/), 'Yes');
    await userEvent.type(screen.getByLabelText(/Findings/), 'Clean');
    const box = await strandedBox();
    expect(within(box).getByTestId('stranded-answer')).toHaveTextContent('Ladder usedYes');
    await waitFor(() => expect(puts.at(-1)?.answers.map((a) => a.field_id)).toEqual([11]));
    expect(await screen.findByText('1 answer of a removed field kept on this device')).toBeInTheDocument();
    expect((await listEntries(5)).map((e) => [e.fieldId, e.value, e.orphan])).toEqual([[13, 'Yes', true]]);
  });
});

describe('A report closed while the technician was offline', () => {
  const openWith = (
    served: () => { status?: number; body: unknown },
    refusal: { status: number; body: { code: string; message: string } },
  ) => {
    const { puts } = server([11], {
      'GET /api/reports/5': served,
      'GET /api/reports/5/corrective-actions': () => ({ body: { location: [], from_report: [] } }),
      'PUT /api/reports/5/answers': (_url, init) => {
        puts.push(JSON.parse(init.body as string) as Sent);
        return refusal;
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The device's copy: still in progress, as it was when the signal went.
    queryClient.setQueryData(['reports', 'detail', 5], report());
    renderWithApp(<MyReport id={5} />, { queryClient });
    return puts;
  };

  it('submitted from another device: the answers are shown with the report, sent if it is returned, and go when dismissed', async () => {
    await putEntry(entry(11, 'Gnaw marks on the pallet', { label: 'Findings' }));
    let status = 1;
    const puts = openWith(
      () => ({ body: report(status === 1 ? {} : { status_id: 2, can: { ...report().can, edit: false } }) }),
      { status: 409, body: { code: 'report.notInProgress', message: 'The report is not in progress.' } },
    );
    status = 2;
    const kept = await screen.findByRole('alert', { name: 'Your answers were not saved' });
    expect(kept).toHaveTextContent('This report was submitted from another device while you were offline.');
    expect(kept).toHaveTextContent('If the report is returned to you, they are sent when you open it.');
    expect(within(kept).getByTestId('stranded-answer')).toHaveTextContent('FindingsGnaw marks on the pallet');
    expect(screen.getByText('This report has been submitted and is waiting for review.')).toBeInTheDocument();
    // Not sent again: not as the form goes, nor later.
    expect(puts).toHaveLength(1);
    const dismiss = within(kept).getByRole('button', { name: 'I have read it: dismiss' });
    await userEvent.click(dismiss);
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: 'Your answers were not saved' })).toBeNull(),
    );
    expect(await listEntries(5)).toEqual([]);
  });

  it('deleted: the answers are shown under the refusal, by the name of their field', async () => {
    await putEntry(entry(11, 'Gnaw marks on the pallet', { label: 'Findings' }));
    const gone = { status: 404, body: { code: 'report.notFound', message: 'Report not found.' } };
    openWith(() => gone, gone);
    const kept = await screen.findByRole('alert', { name: 'Your answers were not saved' });
    expect(kept).toHaveTextContent('This report was deleted while you were offline.');
    expect(within(kept).getByTestId('stranded-answer')).toHaveTextContent('FindingsGnaw marks on the pallet');
    expect(await listEntries(5)).toHaveLength(1);
  });
});

describe('A report returned while the technician was offline', () => {
  it('says who returned it and why when the server’s copy arrives, and the answers typed meanwhile go', async () => {
    const { puts } = server([11]);
    let setReport: (r: ReportDetail) => void = () => undefined;
    function Refetched() {
      const [current, set] = useState(report());
      setReport = set;
      return <ReportForm report={current} />;
    }
    renderWithApp(<Refetched />);
    await userEvent.type(screen.getByLabelText(/Findings/), 'Second look');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The server's copy, asked for again as the connection returns (use-autosave.ts).
    act(() =>
      setReport(
        report({
          updated_at: '2026-12-02T00:05:00.000Z',
          return_reason: 'Add the photo of the cooler.',
          history: [
            {
              id: 2,
              from_status_id: 2,
              to_status_id: 1,
              from: { status: 'Submitted' },
              to: { status: 'In Progress' },
              user: { id: 3, name: 'Sam Supervisor' },
              reason: 'Add the photo of the cooler.',
              created_at: '2026-12-02T00:05:00.000Z',
            },
          ],
        }),
      ),
    );
    const told = await screen.findByRole('alert', { name: 'Returned for changes by Sam Supervisor' });
    expect(told).toHaveTextContent('Add the photo of the cooler.');
    expect(puts).toEqual([{ answers: [{ field_id: 11, value: 'Second look', base: null }] }]);
  });
});
