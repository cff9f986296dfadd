import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { logicReport } from '../logic-report.fixtures';
import { listEntries } from './outbox';
import { ReportForm } from './report-form';

// The note box grows with its text (Mantine's autosize), which listens to the page's fonts: the test DOM has none.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  configurable: true,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  await clear(createStore('fieldbook-outbox', 'answers'));
});

const saved = { answers: [], updated_at: '2026-03-08T16:00:00.000Z' };
type Sent = { field_id: number; value: unknown; base?: unknown };

function server(submit: () => { status?: number; body: unknown } = () => ({ body: {} })) {
  const puts: Sent[][] = [];
  const mock = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'PUT /api/reports/5/answers': (_url, init) => {
      puts.push((JSON.parse(init.body as string) as { answers: Sent[] }).answers);
      return { body: saved };
    },
    'POST /api/reports/5/submit': submit,
  });
  const submits = () => mock.calls.filter((c) => c.url.pathname.endsWith('/submit')).length;
  return { ...mock, puts, submits };
}

describe('ReportForm with checklist logic', () => {
  it('shows a question and a task while the source answer meets their rule, keeping a hidden answer', async () => {
    const { puts } = server();
    renderWithApp(<ReportForm report={logicReport()} />);
    expect(screen.queryByLabelText(/^Where/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Treatment' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Some' }));
    await userEvent.type(await screen.findByLabelText(/^Where/), 'Kitchen');
    expect(screen.getByRole('heading', { name: 'Treatment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    expect(screen.queryByLabelText(/^Where/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Treatment' })).toBeNull();
    // Hidden, not cleared: nothing empties it on the server, and it is back with its question.
    await userEvent.click(screen.getByRole('radio', { name: 'Some' }));
    expect(await screen.findByLabelText(/^Where/)).toHaveValue('Kitchen');
    expect(puts.flat().filter((a) => a.field_id === 12 && !a.value)).toEqual([]);
  });

  it('submits with a hidden required question unanswered, and refuses when it shows', async () => {
    const visible = server();
    const first = renderWithApp(<ReportForm report={logicReport({ activity: 'None' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(visible.submits()).toBe(1));
    first.unmount();
    vi.unstubAllGlobals();

    const shown = server();
    renderWithApp(<ReportForm report={logicReport({ activity: 'Some' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Answer the required fields first: Where, Product used.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(shown.submits()).toBe(0);
  });

  it('shows the technician the score and the flagged answers as they answer (issue 32)', async () => {
    server();
    renderWithApp(<ReportForm report={logicReport()} />);
    const footer = screen.getByLabelText('Save and submit');
    // Nothing answered: 0 of the 20 points the two scored questions can give.
    expect(within(footer).getByTestId('report-score')).toHaveTextContent('Score 0 / 20 · 0%');
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    expect(within(footer).getByTestId('report-score')).toHaveTextContent('Score 10 / 20 · 50%');
    await userEvent.click(screen.getByRole('radio', { name: 'Some' }));
    expect(within(footer).getByTestId('report-score')).toHaveTextContent('Score 0 / 20 · 0% · 1 flagged');
  });

  it('marks a flagged answer, asks for its note before submit, and saves the note under the negative id', async () => {
    const { puts, submits } = server();
    renderWithApp(<ReportForm report={logicReport()} />);
    expect(screen.queryByText('Flagged')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Some' }));
    const followup = await screen.findByTestId('followup-11');
    expect(within(followup).getByText('Flagged')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Where/), 'Kitchen');
    await userEvent.type(screen.getByLabelText(/^Product used/), 'Gel bait');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Complete what the flagged answers need first: Activity seen.'),
    ).toBeInTheDocument();
    expect(within(followup).getByText('Add a note about this flagged answer.')).toBeInTheDocument();
    expect(submits()).toBe(0);

    await userEvent.type(within(followup).getByLabelText(/Note on the flagged answer/), 'Droppings');
    await waitFor(
      () => expect(puts.flat()).toContainEqual({ field_id: -11, value: { note: 'Droppings' }, base: null }),
      {
        timeout: 3000,
      },
    );
    expect(screen.queryByText('Add a note about this flagged answer.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits()).toBe(1));
  });

  it('in Arabic: the flagged mark, the photo it asks for and the refusal read in Arabic', async () => {
    await i18n.changeLanguage('ar');
    server();
    renderWithApp(<ReportForm report={logicReport({ activity: 'None' })} />);
    await userEvent.selectOptions(screen.getByLabelText(/^Door seal/), 'Damaged');
    const followup = await screen.findByTestId('followup-13');
    expect(within(followup).getByText('مُعلَّمة')).toBeInTheDocument();
    expect(within(followup).getByText('صورة للإجابة المُعلَّمة')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await within(followup).findByText('أضف صورة لهذه الإجابة المُعلَّمة.')).toBeInTheDocument();
  });

  it('starts from the saved follow-up, and picking a flag-free answer hides it without clearing it', async () => {
    server();
    const report = logicReport({ activity: 'Some' });
    report.tasks[0]!.fields[0]!.followup = { note: 'Saved note' };
    renderWithApp(<ReportForm report={report} />);
    expect(screen.getByLabelText(/Note on the flagged answer/)).toHaveValue('Saved note');
    await userEvent.click(screen.getByRole('radio', { name: 'None' }));
    expect(screen.queryByTestId('followup-11')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Some' }));
    expect(screen.getByLabelText(/Note on the flagged answer/)).toHaveValue('Saved note');
  });

  it('puts the server’s per-field code for a missing corrective action on its question, beside the slot', async () => {
    const { submits } = server(() => ({
      status: 400,
      body: {
        code: 'checklist.followupsMissing',
        message: 'Complete the flagged answers first: Door seal.',
        errors: { 'answers.13': 'Create a corrective action for this flagged answer.' },
        fieldCodes: { 'answers.13': { code: 'checklist.actionRequired' } },
      },
    }));
    renderWithApp(
      <ReportForm
        report={logicReport({ activity: 'None', doorRequires: 'action' })}
        actionSlot={(field) => <button type="button">Create an action for {field.field_name}</button>}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText(/^Door seal/), 'Damaged');
    const followup = await screen.findByTestId('followup-13');
    expect(
      within(followup).getByRole('button', { name: 'Create an action for Door seal' }),
    ).toBeInTheDocument();
    // Whether the action exists is the server's to say here: the client lets the submit go.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits()).toBe(1));
    // The code's own translation, not the server's English.
    expect(
      await within(followup).findByText('This flagged answer needs a corrective action.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Complete what the flagged answers need first: Door seal.')).toBeInTheDocument();
    // Not taken for a required answer.
    expect(screen.queryByText(/Answer the required fields first/)).toBeNull();
  });

  it('puts the server’s refusal of a follow-up’s save on the follow-up', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'PUT /api/reports/5/answers': () => ({
        status: 400,
        body: {
          message: 'Some answers are not valid.',
          errors: { 'answers.-11': 'A note has at most 2000 characters.' },
        },
      }),
    });
    renderWithApp(<ReportForm report={logicReport({ activity: 'Some' })} />);
    await userEvent.type(screen.getByLabelText(/Note on the flagged answer/), 'Long');
    expect(
      await within(screen.getByTestId('followup-11')).findByText(
        'A note has at most 2000 characters.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });

  it('keeps a follow-up under its negative id on the device, through a reload and the unload copy', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const first = renderWithApp(<ReportForm report={logicReport({ activity: 'Some' })} />);
    await userEvent.type(screen.getByLabelText(/Note on the flagged answer/), 'Behind the fridge');
    await waitFor(async () =>
      expect((await listEntries(5)).map((e) => [e.fieldId, e.value])).toEqual([
        [-11, { note: 'Behind the fridge' }],
      ]),
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('fieldbook-outbox-unload') ?? '[]')).toMatchObject([
      { reportId: 5, fieldId: -11, value: { note: 'Behind the fridge' } },
    ]);
    first.unmount();
    vi.unstubAllGlobals();
    const { puts } = server();
    renderWithApp(<ReportForm report={logicReport({ activity: 'Some' })} />);
    expect(await screen.findByDisplayValue('Behind the fridge')).toBeInTheDocument();
    await waitFor(() =>
      expect(puts).toEqual([[{ field_id: -11, value: { note: 'Behind the fridge' }, base: null }]]),
    );
    await waitFor(async () => expect(await listEntries(5)).toEqual([]));
    expect(localStorage.getItem('fieldbook-outbox-unload')).toBeNull();
  });

  it('uploads a follow-up photo as a file of its question, then saves it under the negative id', async () => {
    // The test DOM draws nothing: the photo's shrinking is stood in for, the upload and the save are real.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 40, height: 30, close: () => undefined }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: () => undefined,
      drawImage: () => undefined,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['jpeg'], { type: 'image/jpeg' })),
    );
    const { puts, fetchMock } = server();
    const routes = fetchMock.getMockImplementation()!;
    const uploads: URL[] = [];
    fetchMock.mockImplementation(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/reports/5/files') return routes(input, init);
      uploads.push(url);
      return new Response(JSON.stringify({ id: 77, field_id: 13, mime: 'image/jpeg', size: 4 }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderWithApp(<ReportForm report={logicReport({ activity: 'None' })} />);
    await userEvent.selectOptions(screen.getByLabelText(/^Door seal/), 'Damaged');
    const followup = await screen.findByTestId('followup-13');
    expect(within(followup).getByText('Photo of the flagged answer')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByTestId('photos--13'),
      new File(['raw'], 'seal.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(puts.flat()).toContainEqual({ field_id: -13, value: { photos: [{ file_id: 77 }] }, base: null }),
    );
    expect(uploads.map((u) => u.searchParams.get('field_id'))).toEqual(['13']);
  });
});
