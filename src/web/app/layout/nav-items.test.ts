import { describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { navItemsFor } from './nav-items';

const labels = (typeId: number) => navItemsFor({ type_id: typeId }).map((i) => i.to);

describe('navItemsFor', () => {
  it('gives Admins and Super Admins every management screen', () => {
    const all = [
      '/dashboard',
      '/schedule',
      '/jobs',
      '/locations',
      '/reports',
      '/reports?status=2',
      '/corrective-actions',
      '/applications',
      '/templates',
      '/chems',
      '/device-types',
      '/users',
      '/groups',
      '/expiring',
      '/compliance',
      '/company',
      '/mail',
      '/queue',
      '/keys',
      '/webhooks',
      '/activity',
      '/trash',
    ];
    expect(labels(Role.SuperAdmin)).toEqual(all);
    expect(labels(Role.Admin)).toEqual(all);
  });

  it('gives Supervisors the office reading screens and their own jobs, no management', () => {
    expect(labels(Role.Supervisor)).toEqual([
      '/today',
      '/my/jobs',
      '/my/reports',
      '/dashboard',
      '/schedule',
      '/jobs',
      '/locations',
      '/reports',
      '/reports?status=2',
      '/corrective-actions',
      '/applications',
      '/templates',
      '/chems',
    ]);
  });

  it('gives Technicians Today first, My jobs, their reports and the chemicals', () => {
    expect(labels(Role.Technician)).toEqual(['/today', '/my/jobs', '/my/reports', '/chems']);
  });
});
