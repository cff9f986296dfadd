import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { chemicals } from '../db/schema/chemicals';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { csv, dryRun, runImport, uploaded } from './imports.fixtures';

let t: TestApp;
let admin: Session;
let gels: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  const [top] = await t.db
    .insert(chemicals)
    .values({ name: 'Insecticides', isCategory: true })
    .returning({ id: chemicals.id });
  const [child] = await t.db
    .insert(chemicals)
    .values({ name: 'Gels', isCategory: true, parentId: top!.id })
    .returning({ id: chemicals.id });
  gels = child!.id;
});
afterAll(() => t.close());

const HEADINGS = [
  'Category',
  'Name',
  'EPA reg no',
  'Signal word',
  'Restricted use',
  'State registrations',
  'Site codes',
  'REI hours',
  'Lots',
];
const live = (name: string) =>
  t.db
    .select()
    .from(chemicals)
    .where(and(eq(chemicals.name, name), isNull(chemicals.deletedAt)))
    .then((rows) => rows[0]);

describe('chemical import', () => {
  it('names the category by its path, refuses unknown ones and bad label facts, updates a match', async () => {
    const rate = {
      site_code: 10,
      basis: 'area',
      max_amount: 1,
      amount_unit: 'oz',
      per_quantity: 1000,
      per_unit: 'sq ft',
    };
    await t.db.insert(chemicals).values({
      name: 'Old Gel',
      parentId: gels,
      epaRegNo: '100-1',
      siteCodes: [10],
      labelRates: [rate as never],
    });
    const file = await uploaded(
      t,
      admin,
      'chemicals',
      csv([
        HEADINGS,
        [
          'Insecticides / Gels',
          'New Gel',
          '279-3206',
          'caution',
          'no',
          'NY 12345; CA 6789',
          '10; 30',
          '12',
          'A1; B2',
        ], // 2
        ['Insecticides / Baits', 'Lost Bait', '', '', '', '', '', '', ''], // 3 unknown category
        ['insecticides/gels', 'Old Gel', '100-1', 'Danger', 'yes', '', '10', '', ''], // 4 update
        ['Insecticides / Gels', 'Bad Gel', 'abc', 'Scary', 'perhaps', 'ZZ 1', '', '-1', ''], // 5 refusals
      ]),
    );
    expect(file.mapping).toMatchObject({ category: 'Category', name: 'Name', signal_word: 'Signal word' });
    const run = await dryRun(t, admin, 'chemicals', file);
    const at = (line: number) => run.rows.find((r) => r.line === line)!;
    const codes = (line: number) =>
      at(line)
        .reasons.map((r) => `${r.column}:${r.code}`)
        .sort();
    expect(at(2).reasons).toEqual([]);
    expect(at(2).action).toBe('create');
    expect(at(3).reasons).toMatchObject([
      { code: 'import.unknownCategory', column: 'Category', params: { value: 'Insecticides / Baits' } },
    ]);
    expect(at(4)).toMatchObject({
      action: 'update',
      changes: [
        { field: 'signal_word', before: '', after: 'Danger' },
        { field: 'restricted_use', before: 'no', after: 'yes' },
      ],
    });
    expect(codes(5)).toEqual([
      'EPA reg no:chemical.epaRegNoFormat',
      'REI hours:label.reiInvalid',
      'Restricted use:import.notYesNo',
      'Signal word:chemical.signalWordInvalid',
      'State registrations:label.stateRequired',
    ]);
  });

  it('applies and undoes: created chemicals to the Trash, the updated one back, its label rates kept', async () => {
    const before = await live('Old Gel');
    const file = await uploaded(
      t,
      admin,
      'chemicals',
      csv([
        HEADINGS,
        ['Insecticides / Gels', 'Fresh Gel', '279-3206', 'Caution', 'no', 'NY 12345', '10; 30', '12', 'A1'],
        ['Insecticides / Gels', 'Old Gel', '100-1', 'Danger', 'yes', '', '10', '', ''],
      ]),
    );
    const res = await runImport(t, admin, 'chemicals', 'apply', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(await live('Fresh Gel')).toMatchObject({
      parentId: gels,
      epaRegNo: '279-3206',
      signalWord: 'Caution',
      stateRegistrations: [{ state: 'NY', number: '12345' }],
      siteCodes: [10, 30],
      reiHours: 12,
      lots: ['A1'],
    });
    const updated = await live('Old Gel');
    expect(updated).toMatchObject({
      signalWord: 'Danger',
      restrictedUse: true,
      labelRates: before!.labelRates,
    });

    const undo = await t.request(admin, {
      method: 'POST',
      url: `/api/imports/undo/${res.json<{ id: number }>().id}`,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await live('Fresh Gel')).toBeUndefined();
    expect(await live('Old Gel')).toMatchObject({ signalWord: null, restrictedUse: false });
  });
});
