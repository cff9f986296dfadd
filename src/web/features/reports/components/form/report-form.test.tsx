import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetail } from '@shared/schemas/reports';
import { mockServer, renderWithApp } from '@web/test/render';
import { isSubmitQueued, listEntries, putEntry } from './outbox';
import { ReportForm } from './report-form';

afterEach(async () => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  // Each test starts with an empty outbox on the "device".
  await clear(createStore('fieldbook-outbox', 'answers'));
});

const field = (
  id: number,
  name: string,
  type: number,
  extra: Partial<ReportDetail['tasks'][0]['fields'][0]> = {},
) => ({
  id,
  field_name: name,
  field_type: type,
  type_name: '',
  required: 1,
  options: [],
  weight: id,
  default_value: null,
  answer: null,
  ...extra,
});

const report: ReportDetail = {
  id: 5,
  status_id: 1,
  status: { status: 'In Progress' },
  start_date: '2026-03-08T15:00:00.000Z',
  submitted_at: null,
  finished_at: null,
  updated_at: '2026-03-08T15:00:00.000Z',
  return_reason: 'Please add the bait station count.',
  job: {
    id: 1,
    name: 'Weekly service',
    category: 'Pest Control',
    location: { id: 1, name: 'Joe’s Diner', address: '1 Main St' },
  },
  template: { id: 1, name: 'Service Report', company_name: 'Greenleaf' },
  user: { id: 9, name: 'Marcus Johnson' },
  tasks: [
    {
      id: 1,
      task: 'Inspection',
      weight: 1,
      fields: [
        field(11, 'Contact on site', 1, { answer: 'Dana' }),
        field(12, 'Stations checked', 3),
        field(13, 'Follow-up', 7, { options: ['Yes', 'No'] }),
      ],
    },
  ],
  files: [],
  chemicals: [],
  history: [],
  applications: [],
  application_settings: { state: 'NY', record_weather: false, rate_check_warn_only: false, applicators: [] },
  can: { edit: true, submit: true, finish: false, return: false, print: false, delete: false },
};

function server(onPut: (body: unknown) => { status?: number; body: unknown }) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'PUT /api/reports/5/answers': (_url, init) => onPut(JSON.parse(init.body as string)),
    'POST /api/reports/5/submit': () => ({
      status: 400,
      body: {
        message: 'Answer the required fields first: Stations checked, Follow-up.',
        errors: { 'answers.12': 'This field is required.', 'answers.13': 'This field is required.' },
      },
    }),
  });
}

describe('ReportForm', () => {
  it('shows the return reason and the saved answers', () => {
    server(() => ({ body: {} }));
    renderWithApp(<ReportForm report={report} />);
    expect(screen.getByText('Returned for changes')).toBeInTheDocument();
    expect(screen.getByText('Please add the bait station count.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Contact on site/)).toHaveValue('Dana');
  });

  it('autosaves just the field that changed, and says so', async () => {
    const puts: unknown[] = [];
    server((body) => {
      puts.push(body);
      return { body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } };
    });
    renderWithApp(<ReportForm report={report} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(puts).toEqual([{ answers: [{ field_id: 13, value: 'Yes', base: null }] }]));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('puts a refused answer’s message on its field', async () => {
    server(() => ({
      status: 400,
      body: { message: 'Some answers are not valid.', errors: { 'answers.12': 'Enter a number.' } },
    }));
    renderWithApp(<ReportForm report={report} />);
    await userEvent.type(screen.getByLabelText(/Stations checked/), '4');
    expect(await screen.findByText('Enter a number.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/Not saved/)).toBeInTheDocument();
  });

  it('refuses to submit while a number box shows what is not a number, though an older number was saved', async () => {
    const puts: unknown[] = [];
    let submits = 0;
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'PUT /api/reports/5/answers': (_url, init) => {
        puts.push(JSON.parse(init.body as string));
        return { body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } };
      },
      'POST /api/reports/5/submit': () => {
        submits += 1;
        return { body: {} };
      },
    });
    renderWithApp(<ReportForm report={report} />);
    const box = screen.getByLabelText(/Stations checked/);
    await userEvent.type(box, '2.5.1');
    expect(box).toHaveValue('2.5.1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Correct the numbers first: Stations checked.')).toBeInTheDocument();
    expect(submits).toBe(0);
    await userEvent.clear(box);
    await userEvent.type(box, '25');
    await waitFor(() => expect(puts.at(-1)).toEqual({ answers: [{ field_id: 12, value: 25, base: null }] }));
    // The form asks for the required answers itself before it submits (issue 16).
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits).toBe(1));
  });

  it('names the missing required fields when the submit is refused', async () => {
    server(() => ({ body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } }));
    renderWithApp(<ReportForm report={report} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Answer the required fields first: Stations checked, Follow-up.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The report was not submitted')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
  });

  it('keeps an answer on the device and counts it as waiting while the server cannot be reached', async () => {
    const puts: unknown[] = [];
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    });
    const network = vi.fn(async (input: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') puts.push(JSON.parse(init.body as string));
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', network);
    renderWithApp(<ReportForm report={report} />);
    const contact = screen.getByLabelText(/Contact on site/);
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Eve');
    // On the device at once, before the pause in typing has passed.
    await waitFor(async () =>
      expect((await listEntries(5)).map((e) => [e.fieldId, e.value])).toEqual([[11, 'Eve']]),
    );
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 3000 });
    expect(await screen.findByText('1 change waiting to be sent')).toBeInTheDocument();
    expect(screen.queryByText('All changes saved')).not.toBeInTheDocument();
    expect((await listEntries(5)).map((e) => e.value)).toEqual(['Eve']);
  });

  it('shows and sends again what an earlier visit left on the device', async () => {
    await putEntry({
      reportId: 5,
      fieldId: 11,
      value: 'Typed before the reload',
      version: 1,
      hold: false,
      blobs: {},
      uploaded: {},
    });
    const puts: unknown[] = [];
    server((body) => {
      puts.push(body);
      return { body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } };
    });
    renderWithApp(<ReportForm report={report} />);
    expect(await screen.findByDisplayValue('Typed before the reload')).toBeInTheDocument();
    await waitFor(() =>
      expect(puts).toEqual([{ answers: [{ field_id: 11, value: 'Typed before the reload' }] }]),
    );
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(await listEntries(5)).toEqual([]);
  });

  it('sends nothing of a form once it is left: a send queued behind one in flight stays in the outbox', async () => {
    // Every save is held until the test lets it fail, as on a connection that hangs.
    const held: ((error: Error) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        String(input).includes('/answers')
          ? new Promise<Response>((_resolve, reject) => held.push(reject))
          : new Response(JSON.stringify({ login_field: 'email', timezone: 'America/New_York' }), {
              headers: { 'Content-Type': 'application/json' },
            }),
      ),
    );
    const first = renderWithApp(<ReportForm report={report} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(held).toHaveLength(1));
    // Hiding the page queues a send behind the one in flight; then the form is left.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    vi.unstubAllGlobals();
    const puts: unknown[] = [];
    server((body) => {
      puts.push(body);
      return { body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } };
    });
    for (const fail of held) fail(new TypeError('Failed to fetch'));
    // The form opened again sends the outbox's answer, once; the left one sent nothing more.
    renderWithApp(<ReportForm report={report} />);
    await waitFor(async () => expect(await listEntries(5)).toEqual([]));
    expect(puts).toEqual([{ answers: [{ field_id: 13, value: 'Yes', base: null }] }]);
  });

  it('keeps the last keystrokes whose outbox writes the leaving page cut off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const first = renderWithApp(<ReportForm report={report} />);
    const contact = screen.getByLabelText(/Contact on site/);
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Gap under the rear door');
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    // As a reload under load leaves it: the outbox's last writes never happened.
    await putEntry({
      reportId: 5,
      fieldId: 11,
      value: 'Gap under',
      version: 1,
      hold: false,
      blobs: {},
      uploaded: {},
    });
    vi.unstubAllGlobals();
    const puts: unknown[] = [];
    server((body) => {
      puts.push(body);
      return { body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } };
    });
    renderWithApp(<ReportForm report={report} />);
    expect(await screen.findByDisplayValue('Gap under the rear door')).toBeInTheDocument();
    await waitFor(() =>
      expect(puts).toEqual([{ answers: [{ field_id: 11, value: 'Gap under the rear door', base: 'Dana' }] }]),
    );
    await waitFor(async () => expect(await listEntries(5)).toEqual([]));
    expect(localStorage.getItem('fieldbook-outbox-unload')).toBeNull();
  });

  it('keeps a newer edit made while the older one was being sent', async () => {
    const bodies: unknown[] = [];
    const answered: (() => void)[] = [];
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init: RequestInit = {}) => {
        const body = JSON.parse(init.body as string) as { answers: { field_id: number; value: unknown }[] };
        bodies.push(body);
        // The server answers only when the test says so, with the answer it stored.
        await new Promise<void>((resolve) => answered.push(resolve));
        const stored = body.answers.map(({ field_id, value }) => ({ field_id, value }));
        return new Response(JSON.stringify({ answers: stored, updated_at: '2026-03-08T16:00:00.000Z' }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderWithApp(<ReportForm report={report} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await waitFor(async () => expect((await listEntries(5)).map((e) => e.value)).toEqual(['No']));
    answered.shift()!();
    // The first answer ("Yes") came back; "No" is still on the device, and goes next.
    await waitFor(() => expect(bodies).toHaveLength(2));
    // Edited from "Yes" now that the server has it, not from the empty field "Yes" was edited from.
    expect(bodies[1]).toEqual({ answers: [{ field_id: 13, value: 'No', base: 'Yes' }] });
    expect((await listEntries(5)).map((e) => e.value)).toEqual(['No']);
    expect(screen.getByText('1 change waiting to be sent')).toBeInTheDocument();
    answered.shift()!();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(await listEntries(5)).toEqual([]);
  });

  it('keeps the submit’s message on a field whose save lands after Submit was pressed', async () => {
    const answered: (() => void)[] = [];
    const { fetchMock } = server(() => ({ body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } }));
    const handle = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string, init: RequestInit = {}) => {
      // The answers' save is answered only when the test says so.
      if (init.method === 'PUT') await new Promise<void>((resolve) => answered.push(resolve));
      return handle(input, init);
    });
    renderWithApp(<ReportForm report={report} />);
    await userEvent.clear(screen.getByRole('textbox', { name: /Contact on site/ }));
    await waitFor(() => expect(answered).toHaveLength(1));
    // Submit while the emptied answer is on its way: the form asks for all three.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3));
    answered.shift()!();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
  });

  it('keeps a Submit made with no connection in the outbox, says so at the top, and sends it after the answers', async () => {
    const answered: ReportDetail = {
      ...report,
      tasks: report.tasks.map((task) => ({
        ...task,
        fields: task.fields.map((f) => ({ ...f, answer: f.id === 12 ? 4 : f.id === 13 ? 'No' : f.answer })),
      })),
    };
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'PUT /api/reports/5/answers': () => ({ body: { answers: [], updated_at: '2026-03-08T16:00:00.000Z' } }),
      'POST /api/reports/5/submit': () => ({ body: { ...answered, status_id: 2 } }),
    });
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderWithApp(<ReportForm report={answered} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Contact on site/ }), ' at the dock');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = (await screen.findByText(/submitted when the connection returns/)).closest(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('Submit waiting for the connection');
    // Above the report's title: the first thing on the page.
    expect(
      alert.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByLabelText('Save and submit')).toHaveTextContent('Submit waiting to be sent');
    await waitFor(async () => expect(await isSubmitQueued(5)).toBe(true));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    // The connection returns: the answer first, then the Submit, once; nothing is left waiting.
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/submit'))).toBe(true));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'PUT /api/reports/5/answers',
      'POST /api/reports/5/submit',
    ]);
    await waitFor(async () => expect(await isSubmitQueued(5)).toBe(false));
  });
});
