import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { LOCATION_NOTES_MAX } from '@shared/schemas/locations';
import { locations } from '../db/schema/locations';
import { dryRun, runImport, uploaded } from '../imports/imports.fixtures';
import { insertLocation } from '../jobs/jobs.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown) => t.request(admin, { method, url, payload });
const notesOf = async (id: number) =>
  (await t.db.select({ notes: locations.notes }).from(locations).where(eq(locations.id, id)))[0]?.notes;

const place = (name: string) => ({
  name,
  address: '5 River Rd',
  latitude: 41.2,
  longitude: -73.9,
  status_id: 1,
});

describe("a location's notes for the technician (issue 32 item 2)", () => {
  it('are saved as typed (lines, right-to-left text), read back, and kept by a body without them', async () => {
    const notes = 'Gate code 4512#\nكلب في الحديقة: اتصل أولاً';
    const created = await call('POST', '/api/locations', { ...place('Notes Diner'), notes: `  ${notes}\n` });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    expect(created.json()).toMatchObject({ notes });
    expect((await call('GET', `/api/locations/${id}`)).json()).toMatchObject({ notes });

    // A client of the spec's contract (no `notes`) leaves them; an empty text clears them.
    const renamed = await call('PUT', `/api/locations/${id}`, place('Notes Diner Renamed'));
    expect(renamed.json()).toMatchObject({ name: 'Notes Diner Renamed', notes });
    expect(
      (await call('PUT', `/api/locations/${id}`, { ...place('Notes Diner'), notes: '' })).statusCode,
    ).toBe(200);
    expect(await notesOf(id)).toBe('');
  });

  it('a location made without them has none, in the list too', async () => {
    const res = await call('POST', '/api/locations', place('Noteless Notes Place'));
    expect(res.json()).toMatchObject({ notes: '' });
    const listed = await call('GET', '/api/get-locations-filtered?filter=Noteless%20Notes');
    expect(listed.json()).toMatchObject([{ name: 'Noteless Notes Place', notes: '' }]);
  });

  it('refuses notes too long or with control characters, with a clear message, and changes nothing', async () => {
    const id = await insertLocation(t.db, { name: 'Guarded Notes' });
    await t.db.update(locations).set({ notes: 'Park behind' }).where(eq(locations.id, id));
    const long = await call('PUT', `/api/locations/${id}`, {
      ...place('Guarded Notes'),
      notes: 'n'.repeat(LOCATION_NOTES_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ notes: `Notes can be at most ${LOCATION_NOTES_MAX} characters.` });
    const bell = await call('PUT', `/api/locations/${id}`, {
      ...place('Guarded Notes'),
      notes: 'ring\u0007',
    });
    expect(bell.statusCode).toBe(400);
    expect(Object.keys(bell.json().errors)).toEqual(['notes']);
    expect(
      (
        await call('PUT', `/api/locations/${id}`, {
          ...place('Guarded'),
          notes: 'n'.repeat(LOCATION_NOTES_MAX),
        })
      ).statusCode,
    ).toBe(200);
    expect(await notesOf(id)).toHaveLength(LOCATION_NOTES_MAX);
  });

  it('go out in the export and come back in by import with no mapping; a file without them keeps them', async () => {
    const created = await call('POST', '/api/locations', {
      ...place('Exported Notes Cafe'),
      service_address: {
        street: '7 Elm St',
        municipality: 'Troy',
        county: 'Rensselaer',
        state: 'NY',
        zip: '12180',
      },
      notes: 'Key under the mat, "blue" door',
    });
    const id = created.json<{ id: number }>().id;
    const exported = await call('GET', '/api/export/locations?format=csv&filter=Exported%20Notes');
    expect(exported.statusCode).toBe(200);
    const records: string[][] = parse(exported.body, { bom: true });
    const [headings, row] = records;
    const notesAt = headings!.indexOf('Notes');
    expect(row![notesAt]).toBe('Key under the mat, "blue" door');

    // The export's own file, with the notes changed, imports with its columns mapped by themselves.
    row![notesAt] = 'Key in the lockbox';
    const file = await uploaded(t, admin, 'locations', Buffer.from(stringify([headings!, row!])));
    expect(file.mapping).toMatchObject({ notes: 'Notes' });
    const run = await dryRun(t, admin, 'locations', file);
    expect(run.rows).toMatchObject([
      {
        action: 'update',
        changes: [{ field: 'notes', before: 'Key under the mat, "blue" door', after: 'Key in the lockbox' }],
      },
    ]);
    expect((await runImport(t, admin, 'locations', 'apply', file)).statusCode).toBe(200);
    expect(await notesOf(id)).toBe('Key in the lockbox');

    // The same file without its Notes column: the location is updated, its notes are left alone.
    const drop = (cells: string[]) => cells.filter((_, i) => i !== notesAt);
    row![headings!.indexOf('Latitude')] = '41.5';
    const without = await uploaded(
      t,
      admin,
      'locations',
      Buffer.from(stringify([drop(headings!), drop(row!)])),
    );
    const second = await dryRun(t, admin, 'locations', without);
    expect(second.rows).toMatchObject([{ action: 'update', changes: [{ field: 'latitude' }] }]);
    expect((await runImport(t, admin, 'locations', 'apply', without)).statusCode).toBe(200);
    expect(await notesOf(id)).toBe('Key in the lockbox');
  });
});
