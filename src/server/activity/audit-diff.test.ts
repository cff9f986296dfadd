import { describe, expect, it } from 'vitest';
import { valueKindOf } from '@shared/audit-fields';
import { NameLookup, rawChanges, readableChanges, rowLabel } from './audit-diff';

const TZ = 'America/New_York';
const readable = (
  entity: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => readableChanges(entity, rawChanges(before, after), new NameLookup(), TZ);

describe('the changes of an audit row', () => {
  it('leaves out noise: ids, times, the soft-delete columns, hashes and stored file names', () => {
    const before = {
      id: 4,
      name: 'A',
      updated_at: '2026-01-01',
      deleted_at: null,
      token_hash: 'x',
      filepath: 'f',
    };
    const after = {
      ...before,
      updated_at: '2026-01-02',
      deleted_at: '2026-01-02',
      token_hash: 'y',
      filepath: 'g',
    };
    expect(rawChanges(before, after)).toEqual([]);
  });

  it('notes a password change without values', () => {
    expect(readable('users', { name: 'A' }, { name: 'A', password_changed: true })).toEqual([
      { field: 'password', kind: 'secret', before: null, after: null },
    ]);
  });

  it('keeps ids to translate for statuses and roles, yes/no for booleans, lists joined, objects as their parts', () => {
    expect(
      readable(
        'reports',
        { status_id: 1, restricted_use: false, lots: ['A1'], label_rates: [{ rate: 1 }] },
        { status_id: 3, restricted_use: true, lots: ['A1', 'B2'], label_rates: [{ rate: 2 }] },
      ),
    ).toEqual([
      { field: 'status_id', kind: 'reportStatus', before: '1', after: '3' },
      { field: 'restricted_use', kind: 'boolean', before: 'false', after: 'true' },
      { field: 'lots', kind: 'text', before: 'A1', after: 'A1, B2' },
      {
        field: 'label_rates',
        kind: 'record',
        before: JSON.stringify({ type: 'fields', entries: [['1.rate', '1']] }),
        after: JSON.stringify({ type: 'fields', entries: [['1.rate', '2']] }),
      },
    ]);
    expect(readable('users', { type_id: 4 }, { type_id: 3 })).toEqual([
      { field: 'type_id', kind: 'role', before: '4', after: '3' },
    ]);
  });

  it('shows days as MM/DD/YYYY and instants in the office time zone', () => {
    expect(
      readable(
        'reports',
        { finished_at: null },
        { finished_at: '2026-03-11T02:30:00+00:00', expires_on: '2027-03-31' },
      ),
    ).toEqual([
      { field: 'finished_at', kind: 'text', before: null, after: '03/10/2026 10:30 PM' },
      { field: 'expires_on', kind: 'text', before: null, after: '03/31/2027' },
    ]);
  });

  it("lists a new row's values, and an id it cannot name as #id", () => {
    expect(readable('jobs', null, { id: 9, name: 'Spray', location_id: 12, category: '' })).toEqual([
      { field: 'name', kind: 'text', before: null, after: 'Spray' },
      { field: 'location_id', kind: 'text', before: null, after: '#12' },
    ]);
  });

  it('labels child rows by their own name', () => {
    expect(rowLabel('location_contacts', null, { name: 'Rosa' })).toBe('Rosa');
    expect(rowLabel('user_certifications', { state: 'NY', certification_id: 'C-1' }, null)).toBe('NY C-1');
    expect(rowLabel('users', null, { name: 'Dana' })).toBeNull();
  });

  it("reads a device's type as its type (named), not a role, and leaves its QR code out", () => {
    expect(valueKindOf('devices', 'type_id')).toBe('text');
    expect(valueKindOf('users', 'type_id')).toBe('role');
    expect(
      readable(
        'devices',
        { type_id: 1, code: 'abc', number: 3, installed_on: null },
        { type_id: 2, code: 'abd', number: 3, installed_on: '2026-02-01' },
      ),
    ).toEqual([
      { field: 'device_type_id', kind: 'text', before: '#1', after: '#2' },
      { field: 'installed_on', kind: 'text', before: null, after: '02/01/2026' },
    ]);
    expect(rowLabel('devices', null, { number: 12 })).toBe('#12');
    expect(rowLabel('device_types', null, { name: 'Snap trap' })).toBe('Snap trap');
  });
});

describe('structured values (issue 33 item 9)', () => {
  const parsed = (value: string | null) => (value === null ? null : (JSON.parse(value) as unknown));

  it("an application record's mix rate, total and licence read as records, by their shape", () => {
    const changes = readable(
      'applications',
      { mix_rate: null, total_mix: { amount: 2, unit: 'gal' } },
      {
        mix_rate: { amount: 1, unit: 'fl oz', per_quantity: 1, per_unit: 'gal' },
        total_mix: { amount: 3, unit: 'gal' },
        applicator_certification: {
          state: 'NY',
          certification_id: 'C-9',
          category: '7A',
          expires_on: '2027-06-30',
        },
      },
    );
    expect(changes.map((c) => [c.field, c.kind, parsed(c.before), parsed(c.after)])).toEqual([
      [
        'mix_rate',
        'record',
        null,
        { type: 'quantity', amount: 1, unit: 'fl oz', per_quantity: 1, per_unit: 'gal' },
      ],
      [
        'total_mix',
        'record',
        { type: 'quantity', amount: 2, unit: 'gal', per_quantity: null, per_unit: null },
        { type: 'quantity', amount: 3, unit: 'gal', per_quantity: null, per_unit: null },
      ],
      [
        'applicator_certification',
        'record',
        null,
        { type: 'certification', state: 'NY', id: 'C-9', category: '7A', expires_on: '06/30/2027' },
      ],
    ]);
  });

  it('an answer that was text and became a structure keeps its text on the other side', () => {
    const [change] = readable('report_answers', { value: 'see notes' }, { value: { file_id: 4 } });
    expect([change?.kind, parsed(change!.before), parsed(change!.after)]).toEqual([
      'record',
      { type: 'text', text: 'see notes' },
      { type: 'signature' },
    ]);
  });

  it('a structure of no known shape reads as its parts, and a list of choices stays text', () => {
    const [odd] = readable('report_answers', null, { value: { a: 1, b: { c: 'x' }, d: [true] } });
    expect(parsed(odd!.after)).toEqual({
      type: 'fields',
      entries: [
        ['a', '1'],
        ['b.c', 'x'],
        ['d.1', 'true'],
      ],
    });
    expect(readable('report_answers', null, { value: ['Ants', 'Mice'] })[0]).toMatchObject({
      kind: 'text',
      after: 'Ants, Mice',
    });
  });
});
