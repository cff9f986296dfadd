import { describe, expect, it } from 'vitest';
import { searchesText, searchNumber } from '@shared/schemas/search-limits';
import { type Candidate, joinParts, rankCandidates } from './search-rank';

const job = (id: number, title: string, extra: Partial<Candidate> = {}): Candidate => ({
  kind: 'job',
  id,
  title,
  subtitle: '',
  to: `/jobs/${id}`,
  ...extra,
});

describe('rankCandidates', () => {
  it('the number first, then the title that is the text, starts with it, has a word starting with it, holds it', () => {
    const rows = [
      job(1, 'Subpest audit'),
      job(2, 'Monthly pest service'),
      job(3, 'Pest'),
      job(4, 'Pest control'),
      job(5, 'Office (address only)'),
      job(6, 'Zz', { byNumber: true }),
    ];
    expect(rankCandidates(rows, ' PEST ', 10).map((r) => r.id)).toEqual([6, 3, 4, 2, 1, 5]);
  });

  it('shorter titles first among equals, then by name and id; at most `limit`, each record once', () => {
    const rows = [
      job(9, 'Pest b'),
      job(8, 'Pest a'),
      job(7, 'Pest longer'),
      job(8, 'Pest a', { byNumber: true }),
    ];
    expect(rankCandidates(rows, 'pest', 2)).toEqual([
      { kind: 'job', id: 8, title: 'Pest a', subtitle: '', to: '/jobs/8' },
      { kind: 'job', id: 9, title: 'Pest b', subtitle: '', to: '/jobs/9' },
    ]);
  });

  it('asFound keeps the database order (reports newest first) after the number', () => {
    const rows = [job(1, 'Zeta pest'), job(2, 'Pest'), job(3, 'Other', { byNumber: true })];
    expect(rankCandidates(rows, 'pest', 5, { asFound: true }).map((r) => r.id)).toEqual([3, 1, 2]);
  });
});

describe('the text', () => {
  it('a number is 123 or #123 within PostgreSQL integers', () => {
    expect(searchNumber('123')).toBe(123);
    expect(searchNumber(' #42 ')).toBe(42);
    expect(searchNumber('# 7')).toBe(7);
    expect(searchNumber('0')).toBeUndefined();
    expect(searchNumber('2147483648')).toBeUndefined();
    expect(searchNumber('12a')).toBeUndefined();
    expect(searchNumber('1e3')).toBeUndefined();
  });

  it('names are matched from 3 characters', () => {
    expect(searchesText('ab')).toBe(false);
    expect(searchesText(' ab ')).toBe(false);
    expect(searchesText('abc')).toBe(true);
  });

  it('joinParts leaves out the empty parts', () => {
    expect(joinParts('A', '', null, ' ', 'B', undefined)).toBe('A · B');
  });
});
