import { describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { homePathOf, nextPathOf } from './auth';

describe('nextPathOf', () => {
  it('follows a path of this site', () => {
    expect(nextPathOf('?next=%2Freports%2Fdownload%2F12')).toBe('/reports/download/12');
  });

  it.each([
    '',
    '?next=',
    '?next=https%3A%2F%2Fevil.example',
    '?next=%2F%2Fevil.example',
    '?next=%2F%5Cevil.example',
    '?next=reports',
  ])('ignores %j', (search) => {
    expect(nextPathOf(search)).toBeUndefined();
  });
});

describe('homePathOf', () => {
  it('lands a technician on Today, a Supervisor on My jobs and an Admin on the jobs list', () => {
    expect(homePathOf({ type_id: Role.Technician })).toBe('/today');
    expect(homePathOf({ type_id: Role.Supervisor })).toBe('/my/jobs');
    expect(homePathOf({ type_id: Role.Admin })).toBe('/jobs');
  });
});
