import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportRow } from '@shared/schemas/report-list';
import { mockServer, renderWithApp } from '@web/test/render';
import { ReportsList } from './reports-list';

afterEach(() => vi.unstubAllGlobals());

const user = (typeId: number) => ({
  id: 1,
  name: 'Someone',
  email: 's@x.example',
  username: 's',
  type_id: typeId,
  type: { type: typeId < 3 ? 'Admin' : 'Supervisor' },
});

function row(id: number, job: string, statusId: number): ReportRow {
  return {
    id,
    status_id: statusId,
    // 2026-03-09 03:30 UTC is 11:30 PM of 03/08 in New York.
    start_date: '2026-03-09T03:30:00.000Z',
    job: { id: 100 + id, name: job, category: 'Pest Control' },
    location: { id: 50, name: 'Joe’s Diner – Main St' },
    template: { id: 7, name: 'Service Report', company_name: 'Greenleaf Pest & Lawn' },
    user: { id: 9, name: 'Marcus Johnson' },
    status: { status: ['', 'In Progress', 'Submitted', 'Finished'][statusId]! },
    return_reason: null,
  };
}

function server(rows: ReportRow[], opts: { typeId?: number; total?: number; companies?: boolean } = {}) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: user(opts.typeId ?? 2) }),
    'GET /api/get-reports-filtered': () => ({
      body: { reports: rows, total: opts.total ?? rows.length, several_companies: opts.companies ?? false },
    }),
    'POST /api/delete-reports': () => ({ body: { status: 'success', ids: [] } }),
    'POST /api/trash/reports/1/restore': () => ({ body: { status: 'success' } }),
    'POST /api/trash/reports/3/restore': () => ({ body: { status: 'success' } }),
    'POST /api/reports/delete-matching': () => ({ body: { status: 'success', ids: [1, 2, 3, 90] } }),
    'POST /api/reports/restore': () => ({ body: { status: 'success', ids: [1, 2, 3, 90] } }),
  });
}

const table = () => screen.findByRole('table');

describe('ReportsList (product.md screen 9)', () => {
  it('has the spec’s title, controls and columns; Name opens the report in a new tab', async () => {
    server([row(1, 'Weekly service – Joe’s Diner', 3)]);
    renderWithApp(<ReportsList />);
    expect(screen.getByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
    const bulk = await screen.findByLabelText('Bulk action');
    expect([...(bulk as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'choose bulk action',
      'delete',
    ]);
    for (const label of ['Start date', 'End date', 'Report name or category', 'Job']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      '',
      'Name',
      'Location',
      'Started By',
      'Status',
      'Score',
      'Flagged',
      'Start Date',
      'Actions',
    ]);
    const name = await screen.findByRole('link', { name: 'Weekly service – Joe’s Diner' });
    expect(name).toHaveAttribute('href', '/reports/1');
    expect(name).toHaveAttribute('target', '_blank');
    const tr = name.closest('tr')!;
    // Location is where the work was done (issue 33), not the template's company name.
    expect(within(tr).getAllByRole('cell')[2]).toHaveTextContent(/^Joe’s Diner – Main St$/);
    expect(within(tr).queryByText('Greenleaf Pest & Lawn')).toBeNull();
    expect(within(tr).getByText('Marcus Johnson')).toBeInTheDocument();
    expect(within(tr).getByText('Finished')).toBeInTheDocument();
    expect(within(tr).getByText('03/08/2026 11:30 PM')).toBeInTheDocument();
  });

  it('shows the template’s company in a column of its own when the templates name several', async () => {
    server([row(1, 'Weekly service – Joe’s Diner', 3)], { companies: true });
    renderWithApp(<ReportsList />);
    const tr = (await screen.findByRole('link', { name: 'Weekly service – Joe’s Diner' })).closest('tr')!;
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1, 5)).toEqual(['Name', 'Location', 'Company', 'Started By']);
    const cells = within(tr).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(/^Joe’s Diner – Main St$/);
    expect(cells[3]).toHaveTextContent(/^Greenleaf Pest & Lawn$/);
  });

  it('offers Print and Download (new tabs) only for finished reports', async () => {
    server([row(1, 'Finished job', 3), row(2, 'Submitted job', 2)]);
    renderWithApp(<ReportsList />);
    const finished = (await screen.findByRole('link', { name: 'Finished job' })).closest('tr')!;
    expect(within(finished).getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/reports/print/1');
    expect(within(finished).getByRole('link', { name: 'Download' })).toHaveAttribute('target', '_blank');
    const submitted = screen.getByRole('link', { name: 'Submitted job' }).closest('tr')!;
    expect(within(submitted).queryByRole('link', { name: 'Print' })).toBeNull();
    expect(within(submitted).queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('shows the delete link and the bulk action to Admins only', async () => {
    server([row(1, 'A job', 3)], { typeId: 3 });
    renderWithApp(<ReportsList />);
    await screen.findByRole('link', { name: 'A job' });
    expect(screen.queryByRole('link', { name: /^Delete the report/ })).toBeNull();
    expect(screen.queryByLabelText('Bulk action')).toBeNull();
  });

  it('asks the spec’s question before deleting one report, then offers Undo', async () => {
    const { calls } = server([row(1, 'A job', 1)]);
    renderWithApp(<ReportsList />);
    const link = await screen.findByRole('link', { name: 'Delete the report for A job' });
    expect(link).toHaveAttribute('href', '/reports/delete/1');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this report?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ids: '1' });
    expect(await screen.findByText('A job was deleted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('A job was restored.')).toBeInTheDocument();
  });

  it('selects the page with the header checkbox and bulk-deletes with the comma-joined ids', async () => {
    const { calls } = server([row(1, 'One', 1), row(2, 'Two', 2), row(3, 'Three', 3)]);
    renderWithApp(<ReportsList />);
    await screen.findByRole('link', { name: 'One' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all reports on this page' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the report for Two' }));
    // Nothing happens without the bulk action.
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Bulk action'), 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the 2 selected reports?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ids: '1,3' });
    expect(await screen.findByText('2 reports were deleted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('2 reports were restored.')).toBeInTheDocument();
  });

  it('after the page, selects all N matching and deletes them by the filters, with a one-call Undo', async () => {
    const { calls } = server([row(1, 'One', 1), row(2, 'Two', 2), row(3, 'Three', 3)], { total: 90 });
    renderWithApp(<ReportsList />, { url: '/?job_filter=diner&start_date=2026-03-01&page=2' });
    await screen.findByRole('link', { name: 'One' });
    expect(screen.queryByRole('button', { name: /Select all 90 matching/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all reports on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 90 matching reports' }));
    expect(screen.getByText('All 90 matching reports are selected.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Bulk action'), 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete all 90 reports these filters match?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/reports/delete-matching')).toBe(true),
    );
    // The list's filters and the count confirmed, not ids and not its page.
    expect(calls.find((c) => c.url.pathname === '/api/reports/delete-matching')!.body).toEqual({
      job_filter: 'diner',
      start_date: '2026-03-01',
      count: 90,
    });
    expect(calls.some((c) => c.url.pathname === '/api/delete-reports')).toBe(false);
    expect(await screen.findByText('90 reports were deleted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('90 reports were restored.')).toBeInTheDocument();
    const restores = calls.filter((c) => c.method === 'POST' && c.url.pathname.includes('restore'));
    expect(restores.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/reports/restore', { ids: [1, 2, 3, 90] }],
    ]);
  });

  it('with no filter, asks about all N reports and sends `all` with the count', async () => {
    const { calls } = server([row(1, 'One', 1), row(2, 'Two', 2)], { total: 40 });
    renderWithApp(<ReportsList />);
    await screen.findByRole('link', { name: 'One' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all reports on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 40 matching reports' }));
    await userEvent.selectOptions(screen.getByLabelText('Bulk action'), 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete all 40 reports these filters match?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/reports/delete-matching')).toBe(true),
    );
    expect(calls.find((c) => c.url.pathname === '/api/reports/delete-matching')!.body).toEqual({
      all: true,
      count: 40,
    });
  });

  it('says "No reports" without paginators, and shows them above and below when there are reports', async () => {
    server([]);
    const { unmount } = renderWithApp(<ReportsList />);
    expect(await screen.findByText('No reports')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /^Pages/ })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    server([row(1, 'A job', 1)], { total: 60 });
    renderWithApp(<ReportsList />);
    await screen.findByRole('link', { name: 'A job' });
    expect(screen.getAllByRole('navigation', { name: /^Pages/ })).toHaveLength(2);
  });

  it('sends the text filters after typing, back on page 1', async () => {
    const { calls } = server([row(1, 'A job', 1)], { total: 60 });
    renderWithApp(<ReportsList />, { url: '/?page=2' });
    await screen.findByRole('link', { name: 'A job' });
    await userEvent.type(screen.getByLabelText('Job'), 'diner');
    // After the 500 ms pause in typing.
    await waitFor(
      () => expect(calls.some((c) => c.url.searchParams.get('job_filter') === 'diner')).toBe(true),
      {
        timeout: 3000,
      },
    );
    const sent = calls.filter((c) => c.url.searchParams.get('job_filter') === 'diner').at(-1)!;
    expect(sent.url.searchParams.get('page')).toBe('1');
  });

  it('shows each report’s score with its result and flagged count, and filters by them in the URL', async () => {
    const scored = (id: number, job: string, score: Partial<ReportRow>): ReportRow => ({
      ...row(id, job, 3),
      score_percent: null,
      passed: null,
      flagged_count: 0,
      ...score,
    });
    const { calls } = server([
      scored(1, 'Failing job', { score_percent: 60, passed: false, flagged_count: 2 }),
      scored(2, 'Passing job', { score_percent: 85, passed: true }),
      scored(3, 'No pass mark', { score_percent: 70 }),
      scored(4, 'Not scored', {}),
    ]);
    const { router } = renderWithApp(<ReportsList />);
    const cells = async (job: string) =>
      within((await screen.findByRole('link', { name: job })).closest('tr')!).getAllByRole('cell');
    // Columns: select, name, location, started by, status, score, flagged.
    const failing = await cells('Failing job');
    expect(failing[5]).toHaveTextContent('Fail 60%');
    expect(failing[6]).toHaveTextContent('2');
    expect((await cells('Passing job'))[5]).toHaveTextContent('Pass 85%');
    expect((await cells('No pass mark'))[5]).toHaveTextContent(/^70%$/);
    expect((await cells('Not scored'))[5]).toHaveTextContent(/^$/);

    await userEvent.selectOptions(screen.getByLabelText('Result'), 'fail');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Flagged only' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/get-reports-filtered' &&
            c.url.searchParams.get('result') === 'fail' &&
            c.url.searchParams.get('flagged') === '1',
        ),
      ).toBe(true),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('result'), search.get('flagged')]).toEqual(['fail', '1']);
    await userEvent.selectOptions(screen.getByLabelText('Result'), '');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('result')).toBeNull());
    const last = calls.filter((c) => c.url.pathname === '/api/get-reports-filtered').at(-1)!;
    expect([last.url.searchParams.get('result'), last.url.searchParams.get('flagged')]).toEqual([null, '1']);
  });

  it('reads the result and flagged filters from the URL it is opened with', async () => {
    const { calls } = server([row(1, 'A job', 3)]);
    renderWithApp(<ReportsList />, { url: '/?result=pass&flagged=1' });
    await screen.findByRole('link', { name: 'A job' });
    expect(screen.getByLabelText('Result')).toHaveValue('pass');
    expect(screen.getByRole('checkbox', { name: 'Flagged only' })).toBeChecked();
    const sent = calls.find((c) => c.url.pathname === '/api/get-reports-filtered')!;
    expect([sent.url.searchParams.get('result'), sent.url.searchParams.get('flagged')]).toEqual([
      'pass',
      '1',
    ]);
  });

  it('shows the failure and a way to try again when the server fails', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: user(2) }),
      'GET /api/get-reports-filtered': () => ({
        status: 500,
        body: { message: 'Something went wrong on the server.' },
      }),
    });
    renderWithApp(<ReportsList />);
    expect(
      await screen.findByText('Something went wrong on the server.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
