import { describe, expect, it } from 'vitest';
import { firstDataFor, firstPageFor } from './first-pages';

describe('the first screen a page address shows', () => {
  it.each([
    ['/jobs', 'jobs'],
    ['/my/jobs', 'myJobs'],
    ['/today', 'today'],
    ['/my/reports', 'fieldReports'],
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

// The office's day, as the server reads it (page-shell.ts: dayIn of the clock in APP_TIMEZONE).
const TODAY = '2026-12-03';

describe('the API answers named in a first screen’s head', () => {
  it('are those its loaders ask for first, when the address has no filter', () => {
    expect(firstDataFor('/jobs', '', true, TODAY)).toEqual([
      '/api/get-auth-user',
      '/api/get-jobs-filtered?page=1',
    ]);
    expect(firstDataFor('/jobs', '?filter=rat', true, TODAY)).toEqual(['/api/get-auth-user']);
    expect(firstDataFor('/my/jobs', '', true, TODAY)).toEqual(['/api/get-auth-user', '/api/my/jobs']);
    expect(firstDataFor('/today', '', true, TODAY)).toEqual(['/api/get-auth-user', '/api/my-visits']);
    expect(firstDataFor('/today', '?day=2026-12-01', true, TODAY)).toEqual(['/api/get-auth-user']);
    expect(firstDataFor('/my/reports/31', '', true, TODAY)).toEqual([
      '/api/get-auth-user',
      '/api/reports/31',
    ]);
    expect(firstDataFor('/my/reports/031', '', true, TODAY)).toEqual([
      '/api/get-auth-user',
      '/api/reports/31',
    ]);
    expect(firstDataFor('/my/reports/new', '?job_id=4', true, TODAY)).toEqual(['/api/get-auth-user']);
    expect(firstDataFor('/templates/tasks/012', '', true, TODAY)).toEqual([
      '/api/get-auth-user',
      '/api/templates/12',
      '/api/template/tasks/12',
    ]);
  });

  it('are, for the schedule, the week board’s first page of lanes of the address’s week or the office’s', () => {
    const first = ['/api/get-auth-user', '/api/app-config'];
    const lanes = (from: string, to: string) => `/api/schedule?from=${from}&to=${to}&lane_page=1`;
    // Thursday 3 December: its Monday-to-Sunday week.
    expect(firstDataFor('/schedule', '', true, TODAY)).toEqual([...first, lanes('2026-11-30', '2026-12-06')]);
    // A Monday and a Sunday are in their own week; a week across a year's end.
    expect(firstDataFor('/schedule', '', true, '2026-11-30')).toEqual([
      ...first,
      lanes('2026-11-30', '2026-12-06'),
    ]);
    expect(firstDataFor('/schedule', '', true, '2026-12-06')).toEqual([
      ...first,
      lanes('2026-11-30', '2026-12-06'),
    ]);
    expect(firstDataFor('/schedule', '?view=week&date=2027-01-01', true, TODAY)).toEqual([
      ...first,
      lanes('2026-12-28', '2027-01-03'),
    ]);
    // As the page reads the address: an unknown view is the week, a date that is none is today.
    expect(firstDataFor('/schedule', '?view=year&date=2026-02-30', true, TODAY)).toEqual([
      ...first,
      lanes('2026-11-30', '2026-12-06'),
    ]);
    // The day and month views read every lane's visits: the app asks.
    expect(firstDataFor('/schedule', '?view=day&date=2026-12-01', true, TODAY)).toEqual(first);
    expect(firstDataFor('/schedule', '?view=month', true, TODAY)).toEqual(first);
    expect(firstDataFor('/schedule', '', false, TODAY)).toEqual([]);
  });

  it('are none without a login, or for a page that is not a first screen', () => {
    expect(firstDataFor('/jobs', '', false, TODAY)).toEqual([]);
    expect(firstDataFor('/my/reports/31', '', false, TODAY)).toEqual([]);
    expect(firstDataFor('/users', '', true, TODAY)).toEqual([]);
  });
});
