import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatServiceAddress } from '@shared/addresses';
import { Role } from '@shared/constants';
import type { ImportSummary } from '@shared/schemas/imports';
import { auditLog } from '../db/schema/audit';
import { imports } from '../db/schema/imports';
import { locations } from '../db/schema/locations';
import { insertJobs } from '../jobs/jobs.fixtures';
import { KEEP_FILE_MS, newFileToken } from './imports.repository';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import {
  csv,
  dryRun,
  LOCATION_HEADINGS,
  locationRow,
  runImport,
  uploaded,
  uploadImport,
  xlsx,
} from './imports.fixtures';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

const DINER = { street: '7 Elm St', municipality: 'Troy', county: 'Rensselaer', state: 'NY', zip: '12180' };

const liveNamed = async (prefix: string) =>
  t.db
    .select()
    .from(locations)
    .where(and(isNull(locations.deletedAt), sql`${locations.name} like ${`${prefix}%`}`));

describe('location import: the dry run', () => {
  it('lists each kind of refusal with its line and column, and an existing match as an update', async () => {
    const [existing] = await t.db
      .insert(locations)
      .values({
        name: 'Dry Run Diner',
        address: formatServiceAddress(DINER),
        ...DINER,
        latitude: 42.7,
        longitude: -73.7,
        statusId: 1,
        customerName: 'Old customer',
      })
      .returning({ id: locations.id });
    const file = await uploaded(
      t,
      admin,
      'locations',
      csv([
        LOCATION_HEADINGS,
        locationRow(1, { Name: 'Dry Good' }), // line 2: create
        locationRow(2, { Name: '' }), // 3: missing required
        locationRow(3, { Name: 'Dry Bad Mail', 'Customer email': 'not-an-email' }), // 4: bad e-mail
        locationRow(4, { Name: 'Dry Good' }), // 5: not the same address: a second record
        locationRow(1, { Name: 'Dry Good' }), // 6: duplicate of line 2
        locationRow(5, { Name: 'Dry Nowhere', State: 'XX' }), // 7: unknown reference
        locationRow(6, {
          Name: 'Dry Run Diner',
          Street: '7 Elm St',
          Municipality: 'Troy',
          County: 'Rensselaer',
          ZIP: '12180',
          'Customer name': 'New customer',
        }), // 8: update
        locationRow(7, { Name: 'Dry PO', Street: 'P.O. Box 12', ZIP: '123' }), // 9: two refusals
        locationRow(8, { Name: 'Dry Lat', Latitude: '' }), // 10: missing coordinate
      ]),
    );
    expect(file.headings).toEqual(LOCATION_HEADINGS);
    expect(file.row_count).toBe(9);
    expect(file.mapping).toMatchObject({ name: 'Name', customer_email: 'Customer email', zip: 'ZIP' });

    const run = await dryRun(t, admin, 'locations', file);
    const at = (line: number) => run.rows.find((r) => r.line === line)!;
    const codes = (line: number) => at(line).reasons.map((r) => `${r.column}:${r.code}`);
    expect(at(2).action).toBe('create');
    expect(at(5).action).toBe('create');
    expect(codes(3)).toEqual(['Name:validation.required']);
    expect(codes(4)).toEqual(['Customer email:location.emailInvalid']);
    expect(at(6).reasons).toEqual([
      { code: 'import.duplicateInFile', params: { line: 2 }, field: null, column: null },
    ]);
    expect(codes(7)).toEqual(['State:import.unknownState']);
    expect(at(7).reasons[0]!.params).toEqual({ value: 'XX' });
    expect(at(8)).toMatchObject({
      action: 'update',
      changes: [
        { field: 'latitude', before: '42.7', after: '42.65' },
        { field: 'longitude', before: '-73.7', after: '-73.75' },
        { field: 'customer_name', before: 'Old customer', after: 'New customer' },
        { field: 'billing_address', before: '', after: 'PO Box 6, Albany NY' },
        { field: 'customer_phone', before: '', after: '518-555-0100' },
        { field: 'customer_email', before: '', after: 'store6@example.com' },
      ],
    });
    expect(codes(9).sort()).toEqual(['Street:location.poBox', 'ZIP:location.zipFormat']);
    expect(codes(10)).toEqual(['Latitude:validation.required']);
    expect(run).toMatchObject({ created: 2, updated: 1, refused: 6 });
    // The dry run writes nothing.
    expect(await liveNamed('Dry Good')).toHaveLength(0);
    const [diner] = await t.db.select().from(locations).where(eq(locations.id, existing!.id));
    expect(diner!.customerName).toBe('Old customer');
  });

  it('refuses a mapping without a required field, or naming a column the file lacks', async () => {
    const file = await uploaded(t, admin, 'locations', csv([LOCATION_HEADINGS, locationRow(1)]));
    const { latitude: _dropped, ...partial } = file.mapping;
    const missing = await runImport(t, admin, 'locations', 'dry-run', file, partial);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'import.fieldNotMapped', params: { field: 'latitude' } });
    const unknown = await runImport(t, admin, 'locations', 'dry-run', file, {
      ...file.mapping,
      name: 'Nope',
    });
    expect(unknown.json()).toMatchObject({ code: 'import.columnUnknown', params: { column: 'Nope' } });
  });
});

describe('location import: apply and undo', () => {
  it('writes nothing when one row is refused, naming the row (409)', async () => {
    const rows = [1, 2, 3].map((n) => locationRow(n, { Name: `All Or Nothing ${n}` }));
    rows.push(locationRow(4, { Name: 'All Or Nothing 4', 'Customer email': 'bad@' }));
    const file = await uploaded(t, admin, 'locations', csv([LOCATION_HEADINGS, ...rows]));
    const res = await runImport(t, admin, 'locations', 'apply', file);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'import.rowsRefused', params: { lines: '5' }, lines: [5] });
    expect(await liveNamed('All Or Nothing')).toHaveLength(0);
  });

  it('creates and updates exactly the rows, audited with the Admin, remembers the mapping, and undoes once', async () => {
    const [old] = await t.db
      .insert(locations)
      .values({
        name: 'Applied 0',
        address: '',
        latitude: 1,
        longitude: 2,
        statusId: 1,
        customerName: 'Before',
      })
      .returning({ id: locations.id });
    const file = await uploaded(
      t,
      admin,
      'locations',
      csv([
        ['Site', 'Lat', 'Lng', 'Client'],
        ['Applied 0', 5, 6, 'After'],
        ['Applied 1', 40.1, -74.1, 'Client 1'],
        ['Applied 2', 40.2, -74.2, 'Client 2'],
      ]),
    );
    expect(file.remembered).toBe(false);
    expect(file.mapping).toEqual({});
    const mapping = { name: 'Site', latitude: 'Lat', longitude: 'Lng', customer_name: 'Client' };
    const res = await runImport(t, admin, 'locations', 'apply', file, mapping);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, updated: 1 });
    const importId = res.json<{ id: number }>().id;

    const live = await liveNamed('Applied');
    expect(live.map((l) => [l.name, l.latitude, l.customerName]).sort()).toEqual([
      ['Applied 0', 5, 'After'],
      ['Applied 1', 40.1, 'Client 1'],
      ['Applied 2', 40.2, 'Client 2'],
    ]);
    const ids = live.map((l) => l.id);
    const audited = await t.db
      .select({ action: auditLog.action, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'locations'), inArray(auditLog.entityId, ids.map(String))));
    // The fixture's own insert of 'Applied 0' has no actor; every write of the import names the Admin.
    const byAdmin = audited.filter((a) => a.userId === admin.userId);
    expect(byAdmin.map((a) => a.action).sort()).toEqual(['insert', 'insert', 'update']);
    expect(audited).toHaveLength(4);

    // The next file of this kind is offered the same mapping.
    const next = await uploaded(
      t,
      admin,
      'locations',
      csv([
        ['Site', 'Lat', 'Lng', 'Client'],
        ['X', 1, 1, 'Y'],
      ]),
    );
    expect(next).toMatchObject({ mapping, remembered: true });

    const list = await t.request(admin, { method: 'GET', url: '/api/imports' });
    expect(list.json<ImportSummary[]>()[0]).toMatchObject({
      id: importId,
      kind: 'locations',
      file_name: 'file.csv',
      rows: 3,
      created: 2,
      updated: 1,
      created_by: { id: admin.userId },
      undone_at: null,
      undoable: true,
    });

    const undo = await t.request(admin, { method: 'POST', url: `/api/imports/undo/${importId}` });
    expect(undo.statusCode, undo.body).toBe(200);
    const after = await liveNamed('Applied');
    expect(after.map((l) => [l.id, l.latitude, l.customerName])).toEqual([[old!.id, 1, 'Before']]);
    // The created ones are in the Trash, restorable like any deleted location.
    const trash = await t.request(admin, { method: 'GET', url: '/api/trash?entity=locations' });
    expect(trash.body).toContain('Applied 1');

    const again = await t.request(admin, { method: 'POST', url: `/api/imports/undo/${importId}` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'import.alreadyUndone' });
  });

  it('refuses an undo after 30 days, and one whose location has jobs since', async () => {
    const file = await uploaded(
      t,
      admin,
      'locations',
      csv([LOCATION_HEADINGS, locationRow(1, { Name: 'Late 1' })]),
    );
    const res = await runImport(t, admin, 'locations', 'apply', file);
    const id = res.json<{ id: number }>().id;
    const [location] = await liveNamed('Late 1');
    await insertJobs(t.db, [{ locationId: location!.id }]);
    const used = await t.request(admin, { method: 'POST', url: `/api/imports/undo/${id}` });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: 'import.undoInUse', params: { name: 'Late 1' } });

    await t.db
      .update(imports)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(imports.id, id));
    const late = await t.request(admin, { method: 'POST', url: `/api/imports/undo/${id}` });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'import.undoTooLate' });
    expect(await liveNamed('Late 1')).toHaveLength(1);
  });
});

describe('location import: files and roles', () => {
  it('reads XLSX and CSV with a BOM alike', async () => {
    const rows = [LOCATION_HEADINGS, locationRow(1, { Name: 'Format Test' })];
    for (const data of [csv(rows, { bom: true }), await xlsx(rows)]) {
      const file = await uploaded(t, admin, 'locations', data);
      expect(file.headings[0]).toBe('Name');
      expect(file.samples[0]![0]).toBe('Format Test');
      const run = await dryRun(t, admin, 'locations', file);
      expect(run.rows).toMatchObject([{ line: 2, action: 'create', reasons: [] }]);
    }
  });

  it('refuses a file that is not a table, and an empty one', async () => {
    const binary = await uploadImport(t, admin, 'locations', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json()).toMatchObject({ code: 'import.fileUnreadable' });
    const empty = await uploadImport(t, admin, 'locations', csv([LOCATION_HEADINGS]));
    expect(empty.json()).toMatchObject({ code: 'import.fileEmpty' });
    const expired = await runImport(t, admin, 'locations', 'dry-run', {
      file_token: `${'a'.repeat(32)}.csv`,
      file_name: 'x.csv',
      encoding: 'utf-8',
      headings: [],
      samples: [],
      row_count: 0,
      mapping: {},
      remembered: false,
    });
    expect(expired.json()).toMatchObject({ code: 'import.fileExpired' });
    // A file kept over a day is gone at the next upload, and refused even before.
    const kept = await uploaded(t, admin, 'locations', csv([LOCATION_HEADINGS, locationRow(1)]));
    const dayAgo = new Date(Date.now() - KEEP_FILE_MS - 60_000);
    const stale = newFileToken(dayAgo, 'csv');
    const staleData = csv([LOCATION_HEADINGS, locationRow(1)]);
    await t.app.files.put(`imports/${stale}`, Readable.from([staleData]), {
      size: staleData.length,
      contentType: 'text/csv',
    });
    const old = await runImport(t, admin, 'locations', 'dry-run', { ...kept, file_token: stale });
    expect(old.json()).toMatchObject({ code: 'import.fileExpired' });
    await uploaded(t, admin, 'locations', csv([LOCATION_HEADINGS, locationRow(1)]));
    expect(await t.app.files.stat(`imports/${stale}`)).toBeNull();
    expect(await t.app.files.stat(`imports/${kept.file_token}`)).not.toBeNull();
  });

  it('refuses a file over 20,000 rows (400) or over 10 MB (413)', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => [`Row ${i}`, 1, 1]);
    const many = await uploadImport(t, admin, 'locations', csv([['Name', 'Latitude', 'Longitude'], ...rows]));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ code: 'import.tooManyRows', params: { maximum: 20_000 } });
    const big = await uploadImport(t, admin, 'locations', Buffer.alloc(10 * 1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'import.fileTooLarge' });
  });

  it('is for Admins only: a Supervisor gets 403 at every step', async () => {
    const supervisor = await t.loginAs(Role.Supervisor);
    const file = await uploaded(t, admin, 'locations', csv([LOCATION_HEADINGS, locationRow(1)]));
    expect(
      (await uploadImport(t, supervisor, 'locations', csv([LOCATION_HEADINGS, locationRow(1)]))).statusCode,
    ).toBe(403);
    expect((await runImport(t, supervisor, 'locations', 'dry-run', file)).statusCode).toBe(403);
    expect((await runImport(t, supervisor, 'locations', 'apply', file)).statusCode).toBe(403);
    expect((await t.request(supervisor, { method: 'GET', url: '/api/imports' })).statusCode).toBe(403);
    expect((await t.request(supervisor, { method: 'POST', url: '/api/imports/undo/1' })).statusCode).toBe(
      403,
    );
  });
});
