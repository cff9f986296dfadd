import { describe, expect, it } from 'vitest';
import { firstPageFor } from './first-pages';

describe('the first screen a page address shows', () => {
  it.each([
    ['/jobs', 'jobs'],
    ['/my/jobs', 'myJobs'],
    ['/my/reports', 'fieldReports'],
    ['/my/reports/new', 'fieldReports'],
    ['/my/reports/31', 'fieldReports'],
    ['/login', 'login'],
    ['/users', null],
    ['/reports/31', null],
    ['/my/reportsx', null],
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
  });
});
