import { describe, expect, it } from 'vitest';
import { nextPathOf } from './auth';

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
