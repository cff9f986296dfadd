import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { type ChemicalsResponse, chemicalsResponse } from '@shared/schemas/chemicals';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/**
 * Issue 34: get-chemicals (about 1 MB at 5,000 nodes) is built once per change of the chemicals
 * and kept under the version migration 0051's trigger sets (decision 0082).
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

async function tree(): Promise<ChemicalsResponse> {
  const res = await t.request(admin, { method: 'GET', url: '/api/get-chemicals' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return chemicalsResponse.parse(res.json());
}
const nameOf = async (id: number) => (await tree()).chemsLookup[String(id)]?.name;
const VERSION = sql`select version::text as version from chemical_tree_version`;
const versionNow = async (db: Db = t.db) => (await queryRows<{ version: string }>(db, VERSION))[0]!.version;

describe('the whole tree of chemicals', () => {
  it('is kept between two reads, and built again after any change, made through the app or not', async () => {
    const made = await t.request(admin, {
      method: 'POST',
      url: '/api/chems',
      payload: { name: 'Kept Category', is_category: true, parent_id: null },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json<{ id: number }>().id;
    expect(await nameOf(id)).toBe('Kept Category');

    // Changed by another process (an import, a second server): seen at the next read.
    const before = await versionNow();
    await t.db.execute(sql`update chemicals set name = 'Renamed Elsewhere' where id = ${id}`);
    expect(await versionNow()).not.toBe(before);
    expect(await nameOf(id)).toBe('Renamed Elsewhere');

    // With the version left as it was, the kept answer is what is sent: the rows are not read again.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table chemicals disable trigger chemicals_tree_version`);
      await tx.execute(sql`update chemicals set name = 'Unseen' where id = ${id}`);
      await tx.execute(sql`alter table chemicals enable trigger chemicals_tree_version`);
    });
    expect(await nameOf(id)).toBe('Renamed Elsewhere');

    // Deleted through the app: gone at once.
    const deleted = await t.request(admin, { method: 'DELETE', url: `/api/chems/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await nameOf(id)).toBeUndefined();
    // Restored: back, with the name the rows hold now.
    const restored = await t.request(admin, { method: 'POST', url: `/api/trash/chemicals/${id}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await nameOf(id)).toBe('Unseen');
  });

  it('changes its version once for a statement of many rows, in the same transaction as the rows', async () => {
    const before = await versionNow();
    await t.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into chemicals (name, is_category) select 'Bulk ' || n, true from generate_series(1, 50) n`,
      );
      expect(await versionNow(tx)).not.toBe(before);
      // Not yet committed: another connection still reads the old version. PGlite has one.
      if (t.database.kind === 'postgres') expect(await versionNow()).toBe(before);
    });
    const names = Object.values((await tree()).chemsLookup).map((c) => c.name);
    expect(names.filter((n) => n.startsWith('Bulk '))).toHaveLength(50);
  });
});
