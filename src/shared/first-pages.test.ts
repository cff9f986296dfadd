import { describe, expect, it } from 'vitest';
import { firstDataFor, firstPageFor, OFFICE_FIRST_SCREENS } from './first-pages';

describe('the first screen a page address shows', () => {
  it.each([
    ['/jobs', 'jobs'],
    ['/my/jobs', 'myJobs'],
    ['/today', 'today'],
    ['/my/reports', 'myReports'],
    ['/my/reports/new', 'fieldReports'],
    ['/my/reports/31', 'fieldReports'],
    ['/login', 'login'],
    ['/users', null],
    ['/reports/31', null],
    ['/my/reportsx', null],
    ['/templates/tasks/12', 'templateTasks'],
    ['/templates/tasks/new', null],
    ['/schedule', 'schedule'],
    ['/schedule/route/4/2026-12-01', null],
    ['/', null],
  ] as const)('logged in, %s shows %s', (path, page) => {
    expect(firstPageFor(path, true)).toBe(page);
  });

  it('without a login, every page shows the login page, but a printout checks the login itself', () => {
    for (const path of ['/', '/jobs', '/my/reports/31', '/users', '/login']) {
      expect(firstPageFor(path, false)).toBe('login');
    }
    expect(firstPageFor('/reports/print/31', false)).toBeNull();
    expect(firstPageFor('/reports/print/31', true)).toBeNull();
    expect(firstPageFor('/forgot-password', false)).toBeNull();
    expect(firstPageFor('/reset-password', false)).toBeNull();
    // Public: a printed code is checked without the login page's code.
    expect(firstPageFor('/verify', false)).toBeNull();
    expect(firstPageFor('/verify/7K2M-9QXD-4HRT', false)).toBeNull();
    expect(firstPageFor('/verifying', false)).toBe('login');
  });
});

describe('the office first screens the installed app asks the server for', () => {
  const paths = [
    '/jobs',
    '/my/jobs',
    '/today',
    '/my/reports',
    '/my/reports/31',
    '/login',
    '/users',
    '/reports/31',
    '/templates/tasks/12',
    '/templates/tasks/new',
    '/schedule',
    '/schedule/route/4/2026-12-01',
    '/',
    '/jobsx',
    '/api/schedule',
  ];
  it.each(paths)('%s: asked of the server exactly when it is an office first screen', (path) => {
    const page = firstPageFor(path, true);
    expect(OFFICE_FIRST_SCREENS.test(path)).toBe(
      page === 'jobs' || page === 'schedule' || page === 'templateTasks',
    );
    // Workbox matches the path with its query.
    expect(OFFICE_FIRST_SCREENS.test(`${path}?view=week`)).toBe(OFFICE_FIRST_SCREENS.test(path));
  });
});

describe('the API answers named in a first screen’s head', () => {
  it('are those its loaders ask for first, when the address has no filter', () => {
    expect(firstDataFor('/jobs', '', true)).toEqual(['/api/get-auth-user', '/api/get-jobs-filtered?page=1']);
    expect(firstDataFor('/jobs', '?filter=rat', true)).toEqual(['/api/get-auth-user']);
    expect(firstDataFor('/my/jobs', '', true)).toEqual(['/api/get-auth-user', '/api/my/jobs']);
    expect(firstDataFor('/today', '', true)).toEqual(['/api/get-auth-user', '/api/my-visits']);
    expect(firstDataFor('/today', '?day=2026-12-01', true)).toEqual(['/api/get-auth-user']);
    expect(firstDataFor('/my/reports/31', '', true)).toEqual(['/api/get-auth-user', '/api/reports/31']);
    expect(firstDataFor('/my/reports/031', '', true)).toEqual(['/api/get-auth-user', '/api/reports/31']);
    expect(firstDataFor('/my/reports/new', '?job_id=4', true)).toEqual(['/api/get-auth-user']);
    expect(firstDataFor('/templates/tasks/012', '', true)).toEqual([
      '/api/get-auth-user',
      '/api/templates/12',
      '/api/template/tasks/12',
    ]);
  });

  it('are, for the schedule, the session and the settings (its lanes: server/http/first-lanes.ts)', () => {
    expect(firstDataFor('/schedule', '?view=week', true)).toEqual(['/api/get-auth-user', '/api/app-config']);
    expect(firstDataFor('/schedule', '', false)).toEqual([]);
  });

  it('are none without a login, or for a page that is not a first screen', () => {
    expect(firstDataFor('/jobs', '', false)).toEqual([]);
    expect(firstDataFor('/my/reports/31', '', false)).toEqual([]);
    expect(firstDataFor('/users', '', true)).toEqual([]);
  });
});
