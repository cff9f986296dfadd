import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@web/test/render';
import { FIRST_DATA_WAIT_MS, jobsHomeLoader, onEnterOnly, reportLoader } from './route-loaders';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const user = (type_id: number) => ({
  id: 2,
  name: 'Ann',
  email: 'ann@x.example',
  username: 'ann',
  type_id,
  type: { type: 'x' },
  language: null,
});
const jobs = { jobs: [], total: 0 };
const due = { due: [], states: [] };
const load = (queryClient: QueryClient, url: string) =>
  jobsHomeLoader(queryClient)({ request: new Request(url), params: {}, context: undefined } as never);

describe('jobsHomeLoader', () => {
  it("asks for an Admin's first page as the list will, with the toggle, the filings due and the upgrades running", async () => {
    const server = mockServer({
      'GET /api/get-auth-user': () => ({ body: user(2) }),
      'GET /api/get-jobs-filtered': () => ({ body: jobs }),
      'GET /api/compliance/due': () => ({ body: due }),
      'GET /api/data-migrations': () => ({ body: [] }),
    });
    const queryClient = new QueryClient();
    await load(queryClient, 'http://x/jobs?page=3&filter=bait&active=inactive');
    const asked = server.calls.find((c) => c.url.pathname === '/api/get-jobs-filtered')!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ page: '3', filter: 'bait', active: 'inactive' });
    expect(
      queryClient.getQueryData(['jobs', 'list', { page: 3, filter: 'bait', active: 'inactive' }]),
    ).toEqual(jobs);
    expect(queryClient.getQueryData(['compliance', 'due'])).toEqual(due);
    expect(queryClient.getQueryData(['dataMigrations', 'list'])).toEqual([]);
  });

  it("asks for a Supervisor's jobs without the Admin's toggle and without the filings", async () => {
    const server = mockServer({
      'GET /api/get-auth-user': () => ({ body: user(3) }),
      'GET /api/get-jobs-filtered': () => ({ body: jobs }),
    });
    const queryClient = new QueryClient();
    await load(queryClient, 'http://x/jobs?active=inactive');
    const paths = server.calls.map((c) => c.url.pathname + c.url.search);
    expect(paths).toEqual(['/api/get-auth-user', '/api/get-jobs-filtered?page=1']);
    expect(queryClient.getQueryData(['jobs', 'list', { page: 1, filter: '' }])).toEqual(jobs);
  });

  it('asks for nothing more for a technician, to whom the page does not exist', async () => {
    const server = mockServer({ 'GET /api/get-auth-user': () => ({ body: user(4) }) });
    await load(new QueryClient(), 'http://x/jobs');
    expect(server.calls.map((c) => c.url.pathname)).toEqual(['/api/get-auth-user']);
  });

  it('asks for nothing more when nobody is logged in', async () => {
    const server = mockServer({
      'GET /api/get-auth-user': () => ({
        status: 401,
        body: { code: 'auth.loginRequired', message: 'Log in.' },
      }),
    });
    await expect(load(new QueryClient(), 'http://x/jobs')).resolves.toBeNull();
    expect(server.calls).toHaveLength(1);
  });

  it('does not hold the page for a slow answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        new URL(input, 'http://x').pathname === '/api/get-auth-user'
          ? Promise.resolve(
              new Response(JSON.stringify(user(2)), { headers: { 'Content-Type': 'application/json' } }),
            )
          : new Promise<Response>(() => undefined),
      ),
    );
    let done = false;
    void load(new QueryClient(), 'http://x/jobs').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 50);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });

  it('does not hold the page for a login check that does not answer (the database is down)', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    let done = false;
    void load(new QueryClient(), 'http://x/jobs').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS + 50);
    expect(done).toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('runs on entering the page, not on a change of its filters', () => {
    const at = (url: string) => new URL(url, 'http://x');
    expect(onEnterOnly({ currentUrl: at('/jobs'), nextUrl: at('/jobs?filter=bait') })).toBe(false);
    expect(onEnterOnly({ currentUrl: at('/users'), nextUrl: at('/jobs') })).toBe(true);
  });
});

describe('reportLoader', () => {
  const loadReport = (queryClient: QueryClient, id: string) =>
    reportLoader(queryClient)({
      request: new Request('http://x/'),
      params: { id },
      context: undefined,
    } as never);

  it("asks for the report the page shows, into the page's query", async () => {
    const report = { id: 31, name: 'Restaurant Sanitation Audit' };
    const server = mockServer({ 'GET /api/reports/31': () => ({ body: report }) });
    const queryClient = new QueryClient();
    await loadReport(queryClient, '31');
    expect(server.calls.map((c) => c.url.pathname)).toEqual(['/api/reports/31']);
    expect(queryClient.getQueryData(['reports', 'detail', 31])).toEqual(report);
  });

  it('asks for nothing with an id that is not one (the page says it is not found)', async () => {
    const server = mockServer({});
    await loadReport(new QueryClient(), 'abc');
    await loadReport(new QueryClient(), '0');
    expect(server.calls).toHaveLength(0);
  });
});
