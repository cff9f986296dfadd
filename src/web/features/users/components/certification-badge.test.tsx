import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { CertificationBadge } from './certification-badge';

const badge = (expiresOn: string | null, today: string) => {
  const { unmount } = renderWithApp(<CertificationBadge expiresOn={expiresOn} today={today} />);
  const text = screen.queryByText(/^Certification/)?.textContent ?? null;
  unmount();
  return text;
};

describe('CertificationBadge', () => {
  it.each([
    // today, expiry, what the list shows
    ['2026-12-31', '2026-12-30', 'Certification expired'],
    ['2026-12-31', '2026-12-31', 'Certification expires 12/31/2026'],
    ['2026-12-31', '2027-01-30', 'Certification expires 01/30/2027'],
    ['2026-12-31', '2027-01-31', null],
    ['2027-02-28', '2027-03-30', 'Certification expires 03/30/2027'],
    ['2027-02-28', '2027-03-31', null],
    ['2028-02-29', '2028-03-30', 'Certification expires 03/30/2028'],
  ])('on %s, a certification expiring %s shows %s', (today, expiresOn, expected) => {
    expect(badge(expiresOn, today)).toBe(expected);
  });

  it('shows nothing for a user without certifications', () => {
    expect(badge(null, '2026-11-24')).toBeNull();
  });
});
