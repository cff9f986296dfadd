import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetail } from '@shared/schemas/reports';
import { mockServer, renderWithApp } from '@web/test/render';
import { reportsKeys } from '../../api/reports-keys';
import { draftReport } from './offline-draft';
import { getStart, newClientKey, putStart } from './offline-starts';
import { OfflineReport } from './offline-report';
import { isSubmitQueued, listEntries, putEntry } from './outbox';
import { ReportForm } from './report-form';

afterEach(async () => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  await clear(createStore('fieldbook-outbox', 'answers'));
  await clear(createStore('fieldbook-starts', 'starts'));
});

const field = (id: number, name: string, type: number) => ({
  id,
  field_name: name,
  field_type: type,
  type_name: '',
  required: 0,
  options: [],
  weight: id,
  default_value: null,
  answer: null,
});
const draft = (localId: number) =>
  draftReport({
    localId,
    form: {
      template: { id: 3, name: 'Service Report', company_name: 'Greenleaf' },
      pass_mark: null,
      tasks: [
        { id: 1, task: 'Inspection', weight: 1, fields: [field(11, 'Findings', 1), field(12, 'Photos', 9)] },
      ],
    },
    job: {
      id: 9,
      name: 'Weekly service',
      category: 'Pest',
      location: { name: 'Diner', address: '1 Main St' },
    },
    user: { id: 4, name: 'Marcus Johnson' },
    now: new Date('2026-12-01T15:00:00.000Z'),
  });
/** The server's report: the same form, its own id. */
const served = (status = 1): ReportDetail => ({ ...draft(42), id: 42, status_id: status });

/** The two addresses of the report: the device's until the server names it, then the server's. */
function Pages() {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const offline = /^\/my\/reports\/offline\/(.+)$/.exec(pathname);
  if (offline) return <OfflineReport startKey={offline[1]!} />;
  const id = /^\/my\/reports\/(\d+)$/.exec(pathname)?.[1];
  const report = id ? client.getQueryData<ReportDetail>(reportsKeys.detail(Number(id))) : undefined;
  if (report) return <ReportForm report={report} />;
  return <p>Now at {pathname}</p>;
}

/**
 * The test's IndexedDB keeps a Blob as Node's own, which the test DOM's FormData refuses: the
 * upload's form is stood in for here, at the network's edge (the browser test sends real ones).
 */
class UploadForm {
  readonly parts: [string, unknown][] = [];
  append(name: string, value: unknown) {
    this.parts.push([name, value]);
  }
}

async function startedOnDevice() {
  vi.stubGlobal('FormData', UploadForm);
  const localId = -1000;
  const start = await putStart({
    key: newClientKey(),
    localId,
    job_id: 9,
    template_id: 3,
    visit_id: 77,
    draft: draft(localId),
    startedAt: '2026-12-01T15:00:00.000Z',
  });
  // A photo taken before: its blob waits in the outbox under the local id.
  await putEntry({
    reportId: localId,
    fieldId: 12,
    value: [{ pending: 'img-1' }],
    version: 1,
    hold: false,
    // Node's own Blob: what the test's IndexedDB keeps a Blob as, and the test's URL takes.
    blobs: { 'img-1': new NodeBlob(['jpeg'], { type: 'image/jpeg' }) as unknown as Blob },
    uploaded: {},
  });
  return start;
}

const sent = (calls: { method: string; url: URL }[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.pathname}`);

describe('a report started with no connection', () => {
  it('sends the start first, with its key, then the images, the answers and the Submit to the server’s id', async () => {
    const start = await startedOnDevice();
    const { calls } = mockServer({
      'POST /api/reports': () => ({ body: served() }),
      'POST /api/reports/42/files': () => ({ body: { id: 501, field_id: 12, mime: 'image/jpeg', size: 4 } }),
      'PUT /api/reports/42/answers': () => ({
        body: { answers: [], updated_at: '2026-12-01T15:10:00.000Z' },
      }),
      'POST /api/reports/42/submit': () => ({ body: served(2) }),
    });
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderWithApp(<Pages />, { url: `/my/reports/offline/${start.key}` });

    await userEvent.type(await screen.findByRole('textbox', { name: /Findings/ }), 'Droppings');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const footer = screen.getByLabelText('Save and submit');
    await waitFor(() => expect(footer).toHaveTextContent('Submit waiting to be sent'));
    expect(footer).toHaveTextContent('Report started on this device: waiting to be sent');
    expect(footer).toHaveTextContent('2 changes waiting to be sent');
    expect(footer).not.toHaveTextContent('saved');
    await waitFor(async () => expect(await isSubmitQueued(-1000)).toBe(true));
    expect(sent(calls)).toEqual([]);

    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Now at /my/reports')).toBeInTheDocument();
    expect(sent(calls)).toEqual([
      'POST /api/reports',
      'POST /api/reports/42/files',
      'PUT /api/reports/42/answers',
      'POST /api/reports/42/submit',
    ]);
    const posted = calls.filter((c) => c.method !== 'GET');
    const bodies = posted.map((c) => c.body);
    expect(bodies[0]).toEqual({ job_id: 9, template_id: 3, visit_id: 77, client_key: start.key });
    expect(posted[1]!.url.searchParams.get('client_key')).toBe('img-1');
    expect(bodies[2]).toEqual({
      answers: expect.arrayContaining([
        { field_id: 11, value: 'Droppings', base: null },
        { field_id: 12, value: [{ file_id: 501 }] },
      ]),
    });
    expect((await getStart(start.key))?.reportId).toBe(42);
    expect(await listEntries(-1000)).toEqual([]);
    expect(await listEntries(42)).toEqual([]);
    expect(await isSubmitQueued(42)).toBe(false);
  });

  it('sends a start whose answer was lost again with the same key, and then moves to the report', async () => {
    const start = await startedOnDevice();
    let starts = 0;
    const { calls } = mockServer({
      'POST /api/reports': () => {
        starts += 1;
        // The first reaches the server, but its answer is lost with the connection.
        if (starts === 1) throw new TypeError('Failed to fetch');
        return { body: served() };
      },
      'POST /api/reports/42/files': () => ({ body: { id: 501, field_id: 12, mime: 'image/jpeg', size: 4 } }),
      'PUT /api/reports/42/answers': () => ({
        body: { answers: [], updated_at: '2026-12-01T15:10:00.000Z' },
      }),
    });
    const { router } = renderWithApp(<Pages />, { url: `/my/reports/offline/${start.key}` });
    await waitFor(() => expect(starts).toBe(1));
    expect(await screen.findByText(/Report started on this device/)).toBeInTheDocument();

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/reports/42'));
    const startBodies = calls.filter((c) => c.url.pathname === '/api/reports').map((c) => c.body);
    expect(startBodies).toEqual([
      expect.objectContaining({ client_key: start.key }),
      expect.objectContaining({ client_key: start.key }),
    ]);
    // Under the server's id the photo goes, then its answer; the footer says so only then.
    await waitFor(() =>
      expect(sent(calls).slice(2)).toEqual(['POST /api/reports/42/files', 'PUT /api/reports/42/answers']),
    );
    expect(await screen.findByText(/All changes saved/)).toBeInTheDocument();
  });
});
