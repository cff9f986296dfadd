import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ImportKind } from '@shared/schemas/imports';
import { chemicals } from '../db/schema/chemicals';
import {
  csv,
  dryRun,
  LOCATION_HEADINGS,
  locationRow,
  runImport,
  uploaded,
} from '../imports/imports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/**
 * Export → import (issue 33 item 8): a list exported imports back with no mapping step, and what
 * it holds reads back unchanged: every row an update that changes nothing.
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

async function exportFile(list: string, query: string, format: 'csv' | 'xlsx') {
  const res = await t.request(admin, { method: 'GET', url: `/api/export/${list}?format=${format}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

async function importsBackUnchanged(kind: ImportKind, data: Buffer, count: number) {
  const file = await uploaded(t, admin, kind, data);
  const run = await dryRun(t, admin, kind, file);
  expect(run.rows.filter((r) => r.reasons.length > 0)).toEqual([]);
  expect(run).toMatchObject({ created: 0, updated: count, refused: 0 });
  expect(run.rows.flatMap((r) => r.changes)).toEqual([]);
  return file.mapping;
}

/** Made through the import itself, as an office's first file would be. */
async function imported(kind: ImportKind, rows: (string | number)[][]) {
  const file = await uploaded(t, admin, kind, csv(rows));
  const res = await runImport(t, admin, kind, 'apply', file);
  expect(res.statusCode, res.body).toBe(200);
}

describe('an export imports back with no mapping step', () => {
  it('locations: the service address in its parts, the customer and the coordinates', async () => {
    // The office's first file named its columns otherwise ("Municipality", "Customer name"): the
    // mapping remembered from it covers part of the export, the rest is guessed.
    await imported('locations', [
      LOCATION_HEADINGS,
      locationRow(1, { Name: 'Round Trip Diner', Street: '7 Elm St', Municipality: 'Troy', ZIP: '12180' }),
      locationRow(2, { Name: 'Round Trip Bakery', Status: 'Inactive', 'Customer phone': '' }),
    ]);
    for (const format of ['csv', 'xlsx'] as const) {
      const data = await exportFile('locations', '&filter=Round%20Trip', format);
      const mapping = await importsBackUnchanged('locations', data, 2);
      expect(mapping).toEqual({
        name: 'Name',
        street: 'Street',
        municipality: 'City',
        county: 'County',
        state: 'State',
        zip: 'ZIP',
        latitude: 'Latitude',
        longitude: 'Longitude',
        status: 'Status',
        customer_name: 'Customer',
        billing_address: 'Billing Address',
        customer_phone: 'Customer Phone',
        customer_email: 'Customer Email',
        notes: 'Notes',
      });
    }
  });

  it('users: name, e-mail, username, role and status', async () => {
    await imported('users', [
      ['Name', 'Email', 'Username', 'Role', 'Status'],
      ['Roundtrip Tech', 'roundtrip.tech@example.com', 'roundtrip.tech', 'Technician', 'Active'],
      ['Roundtrip Lead', 'roundtrip.lead@example.com', 'roundtrip.lead', 'Supervisor', 'Inactive'],
    ]);
    const data = await exportFile('users', '&filter=Roundtrip', 'csv');
    expect(await importsBackUnchanged('users', data, 2)).toEqual({
      name: 'Name',
      email: 'Email',
      username: 'Username',
      role: 'Role',
      status: 'Status',
    });
  });

  it('chemicals: the category by its path and the label facts the list shows', async () => {
    const [category] = await t.db
      .insert(chemicals)
      .values({ name: 'Round Trip Gels', isCategory: true })
      .returning({ id: chemicals.id });
    await t.db.insert(chemicals).values([
      { name: 'Roundtrip Gel', parentId: category!.id, epaRegNo: '279-3206', signalWord: 'Caution' },
      { name: 'Roundtrip Bait', parentId: category!.id, epaRegNo: '100-1', restrictedUse: true },
    ]);
    const data = await exportFile('chemicals', '&search=Roundtrip', 'csv');
    expect(await importsBackUnchanged('chemicals', data, 2)).toMatchObject({
      category: 'Category',
      name: 'Name',
      epa_reg_no: 'EPA Reg. No.',
      signal_word: 'Signal Word',
      restricted_use: 'Restricted Use',
    });
  });
});
