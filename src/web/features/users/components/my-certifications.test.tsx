import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Certification } from '@shared/schemas/certifications';
import { mockServer, renderWithApp } from '@web/test/render';
import { MyCertifications } from './my-certifications';

const mine = (certifications: Certification[], status = 200) =>
  mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/my/certifications': () =>
      status === 200 ? { body: { certifications } } : { status, body: { message: 'Server error.' } },
  });

const newYork: Certification = {
  state: 'NY',
  certification_id: 'C-4471-22',
  category: '7A',
  expires_on: '2026-12-01',
};
const newJersey: Certification = {
  state: 'NJ',
  certification_id: '88120',
  category: '8B',
  expires_on: '2028-06-30',
};

const card = (name: RegExp) => screen.getByText(name).closest('article')!;

describe('MyCertifications', () => {
  it.each([
    // The instant, New York's day then, what New York's card says of its 12/01/2026 expiry.
    ['2026-12-01T16:00:00Z', 'noon on the last day', 'Certification expires 12/01/2026'],
    [
      '2026-12-02T04:59:00Z',
      '11:59 PM, still the last day (UTC is a day ahead)',
      'Certification expires 12/01/2026',
    ],
    ['2026-12-02T05:00:00Z', 'midnight: the day after', 'Certification expired'],
    ['2026-10-31T12:00:00Z', '31 days before', null],
  ])('at %s (%s) marks the certification as the office’s day has it', async (at, _when, badge) => {
    mine([newYork, newJersey]);
    renderWithApp(<MyCertifications now={() => new Date(at)} />);
    const ny = (await screen.findByText(/New York/)).closest('article')!;
    expect(ny).toHaveTextContent('Certification number: C-4471-22');
    expect(ny).toHaveTextContent('Expires on 12/01/2026');
    const shown = within(ny).queryByText(/^Certification (expired|expires)/);
    expect(shown?.textContent ?? null).toBe(badge);
    // Two years off: no badge, only its date.
    expect(card(/New Jersey/)).toHaveTextContent('Certification number: 88120Expires on 06/30/2028');
    expect(within(card(/New Jersey/)).queryByText(/^Certification (expired|expires)/)).toBeNull();
  });

  it('says so when the office has recorded none, and offers Retry when they cannot be read', async () => {
    mine([]);
    const { unmount } = renderWithApp(<MyCertifications now={() => new Date('2026-12-02T03:00:00Z')} />);
    expect(await screen.findByText(/No certifications on file/)).toBeInTheDocument();
    unmount();
    mine([], 500);
    renderWithApp(<MyCertifications now={() => new Date('2026-12-02T03:00:00Z')} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
