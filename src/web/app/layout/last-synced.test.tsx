import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { LastSynced } from './last-synced';

const at = (iso: string) => Date.parse(iso);

function withKept(updatedAt: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['visits', 'mine', 'today'], [], { updatedAt: at(updatedAt) });
  // Not kept on the device: not what the line counts.
  queryClient.setQueryData(['users', 'list'], [], { updatedAt: at('2026-12-02T01:59:00Z') });
  return queryClient;
}

describe('LastSynced', () => {
  it.each([
    // New York evening (the next day in UTC), a morning, and the night the clocks go forward.
    ['2026-12-01T23:30:00Z', '2026-12-01T23:30:20Z', 'Synced just now', false],
    ['2026-12-01T23:30:00Z', '2026-12-01T23:33:00Z', 'Last synced 3 minutes ago', false],
    ['2026-12-01T23:30:00Z', '2026-12-02T02:00:00Z', 'Last synced 2 hours ago · may be out of date', true],
    ['2026-07-15T11:00:00Z', '2026-07-15T11:45:00Z', 'Last synced 45 minutes ago', false],
    ['2026-03-08T06:00:00Z', '2026-03-08T08:10:00Z', 'Last synced 2 hours ago · may be out of date', true],
  ])('kept at %s, read at %s: "%s"', (kept, now, text, stale) => {
    renderWithApp(<LastSynced now={() => at(now)} />, { queryClient: withKept(kept) });
    const line = screen.getByTestId('last-synced');
    expect(line).toHaveTextContent(text);
    expect(line.getAttribute('style') ?? '').toContain(stale ? 'orange' : 'dimmed');
  });

  it('says nothing while nothing is kept', () => {
    renderWithApp(<LastSynced now={() => at('2026-12-01T23:30:00Z')} />, { queryClient: new QueryClient() });
    expect(screen.queryByTestId('last-synced')).toBeNull();
  });
});
