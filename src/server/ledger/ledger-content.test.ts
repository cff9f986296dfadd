import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationCorrections, applications } from '../db/schema/applications';
import { deviceInspections } from '../db/schema/devices';
import { filings } from '../db/schema/filings';
import { reportFiles, reports } from '../db/schema/reports';
import { canonicalSha256, HASHED_FIELDS, UNHASHED_FIELDS } from './ledger-content';

const TABLES = { reports, deviceInspections, reportFiles, applications, applicationCorrections, filings };

describe('what a record’s hash covers', () => {
  it('names every column of the hashed tables once, hashed or left out with a reason', () => {
    for (const [name, table] of Object.entries(TABLES)) {
      const key = name as keyof typeof TABLES;
      const named = [...HASHED_FIELDS[key], ...UNHASHED_FIELDS[key]];
      // A new column must be placed: in the hash (a new content version) or knowingly outside it.
      expect(named.sort(), name).toEqual(Object.keys(getTableColumns(table)).sort());
    }
  });

  it('hashes the same content the same whatever the order of its keys, and dates as instants', () => {
    const a = canonicalSha256({ b: 1, a: { y: [1, 'x'], x: new Date('2027-03-10T17:00:00Z') } });
    const b = canonicalSha256({ a: { x: new Date('2027-03-10T12:00:00-05:00'), y: [1, 'x'] }, b: 1 });
    expect(a).toBe(b);
    expect(canonicalSha256({ a: { y: ['x', 1] }, b: 1 })).not.toBe(
      canonicalSha256({ a: { y: [1, 'x'] }, b: 1 }),
    );
  });
});
