import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lastSyncedAt, syncedAgo } from './last-synced';

const at = (iso: string) => Date.parse(iso);

describe('syncedAgo', () => {
  it.each([
    // A New York evening: 6:30 PM on Dec 1 is already Dec 2 in UTC.
    ['2026-12-01T23:30:00Z', '2026-12-01T23:30:40Z', null],
    ['2026-12-01T23:30:00Z', '2026-12-01T23:33:59Z', '3 minutes ago'],
    ['2026-12-01T23:30:00Z', '2026-12-02T00:29:00Z', '59 minutes ago'],
    ['2026-12-01T23:30:00Z', '2026-12-02T02:45:00Z', '3 hours ago'],
    ['2026-12-01T23:30:00Z', '2026-12-03T01:00:00Z', '1 day ago'],
    // Early morning, and across the night the clocks go forward (Mar 8 2026 in New York): elapsed time.
    ['2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z', '1 hour ago'],
    ['2026-07-15T12:00:00Z', '2026-07-18T11:59:00Z', '2 days ago'],
    // A clock that went back on the device: not "in 5 minutes".
    ['2026-07-15T12:05:00Z', '2026-07-15T12:00:00Z', null],
  ])('synced at %s, read at %s: %s', (synced, now, text) => {
    expect(syncedAgo(at(synced), at(now), 'en')).toBe(text);
  });

  it('says it in the reader’s language', () => {
    const [synced, now] = [at('2026-12-01T23:30:00Z'), at('2026-12-01T23:33:00Z')];
    expect(syncedAgo(synced, now, 'ar')).toBe(new Intl.RelativeTimeFormat('ar').format(-3, 'minute'));
    expect(syncedAgo(synced, now, 'fa')).toBe(new Intl.RelativeTimeFormat('fa').format(-3, 'minute'));
  });
});

describe('lastSyncedAt', () => {
  it('is the newest answer among the kept queries, others left out', () => {
    const client = new QueryClient();
    client.setQueryData(['reports', 'my-jobs'], [], { updatedAt: at('2026-12-01T23:00:00Z') });
    client.setQueryData(['visits', 'mine', 'today'], [], { updatedAt: at('2026-12-01T23:20:00Z') });
    client.setQueryData(['users', 'list'], [], { updatedAt: at('2026-12-01T23:50:00Z') });
    const kept = (key: readonly unknown[]) => key[0] !== 'users';
    expect(lastSyncedAt(client, kept)).toBe(at('2026-12-01T23:20:00Z'));
    expect(lastSyncedAt(new QueryClient(), kept)).toBe(0);
  });
});
