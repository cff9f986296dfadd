import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { LocationRow, ZipCounty } from '@shared/schemas/locations';
import { auditLog } from '../db/schema/audit';
import { locations } from '../db/schema/locations';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown) => t.request(admin, { method, url, payload });

const BELLA = {
  name: 'Bella Napoli Trattoria',
  address: '',
  latitude: 41.0301,
  longitude: -73.7649,
  status_id: 1,
  customer: {
    name: 'Bella Napoli Restaurant Group LLC',
    billing_address: '18 Court St\nWhite Plains, NY 10601',
    phone: '914-555-0142',
    email: 'accounts@bellanapoli.example',
  },
  service_address: {
    street: '214 Mamaroneck Ave',
    municipality: 'White Plains',
    county: 'Westchester',
    state: 'NY',
    zip: '10601',
  },
};

describe('a location’s customer and service address', () => {
  it('takes a county by its name in any case, and any county where the state files none', async () => {
    for (const service_address of [
      { ...BELLA.service_address, county: 'kings county' },
      { ...BELLA.service_address, state: 'CT', county: 'New London', zip: '06355' },
    ]) {
      const res = await call('POST', '/api/locations', { ...BELLA, service_address });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('stores both, makes the one-line address from the parts, and audits the row', async () => {
    const res = await call('POST', '/api/locations', BELLA);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<LocationRow>();
    expect(row).toMatchObject({
      address: '214 Mamaroneck Ave, White Plains, NY 10601',
      customer: BELLA.customer,
      service_address: BELLA.service_address,
      address_incomplete: false,
    });
    expect((await call('GET', `/api/locations/${row.id}`)).json()).toEqual(row);
    const [audit] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'locations'), eq(auditLog.entityId, String(row.id))));
    expect(audit!.after).toMatchObject({ county: 'Westchester', customer_name: BELLA.customer.name });
  });

  it('marks a location whose address lacks a part a filing needs', async () => {
    const res = await call('POST', '/api/locations', {
      ...BELLA,
      service_address: { ...BELLA.service_address, county: '' },
    });
    expect(res.json<LocationRow>()).toMatchObject({
      address_incomplete: true,
      service_address: { county: null },
    });
  });

  it('refuses a P.O. box, a bad ZIP, state or e-mail, naming the field, and writes nothing', async () => {
    const before = (await t.db.select({ id: locations.id }).from(locations)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { service_address: { ...BELLA.service_address, street: 'PO Box 12' } },
        'service_address.street',
        'location.poBox',
      ],
      [
        { service_address: { ...BELLA.service_address, street: 'P.O. Box 9, Main St' } },
        'service_address.street',
        'location.poBox',
      ],
      [
        { service_address: { ...BELLA.service_address, street: 'Post Office Box 5' } },
        'service_address.street',
        'location.poBox',
      ],
      [
        { service_address: { ...BELLA.service_address, zip: '1060' } },
        'service_address.zip',
        'location.zipFormat',
      ],
      [
        { service_address: { ...BELLA.service_address, state: 'XY' } },
        'service_address.state',
        'location.stateInvalid',
      ],
      [{ customer: { ...BELLA.customer, email: 'accounts@' } }, 'customer.email', 'location.emailInvalid'],
      // Issue 30: a county New York's file has no code for is caught here, not at filing.
      [
        { service_address: { ...BELLA.service_address, county: 'Brooklyn' } },
        'service_address.county',
        'location.countyUnknown',
      ],
      [
        { service_address: { ...BELLA.service_address, state: 'CA', county: 'Westchester' } },
        'service_address.county',
        'location.countyUnknown',
      ],
    ];
    for (const [change, field, code] of cases) {
      const res = await call('POST', '/api/locations', { ...BELLA, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(
        res.json<{ fieldCodes: Record<string, { code: string }> }>().fieldCodes[field]?.code,
        field,
      ).toBe(code);
    }
    expect((await t.db.select({ id: locations.id }).from(locations)).length).toBe(before);
  });

  it('tells the form which county a ZIP is usually in, to warn of another typed (never refused)', async () => {
    const county = async (q: string) => {
      const res = await call('GET', `/api/locations/zip-county?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ZipCounty>().county;
    };
    expect(await county('state=NY&zip=10601')).toBe('Westchester');
    expect(await county('state=NY&zip=11201')).toBe('Kings');
    expect(await county('state=CA&zip=10601')).toBeNull();
    const bad = await call('GET', '/api/locations/zip-county?state=NY&zip=1060');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { zip: expect.any(String) } });
    // A ZIP of another county is saved as typed: it may cross the line.
    const saved = await call('POST', '/api/locations', {
      ...BELLA,
      service_address: { ...BELLA.service_address, county: 'Putnam' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('takes a street that merely contains "box" (Boxwood Lane)', async () => {
    const res = await call('POST', '/api/locations', {
      ...BELLA,
      service_address: { ...BELLA.service_address, street: '12 Boxwood Ln' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps working for a client of the spec’s contract that sends only the address line', async () => {
    const created = (await call('POST', '/api/locations', BELLA)).json<LocationRow>();
    const { customer: _c, service_address: _s, ...legacy } = BELLA;

    // The same line: the parts and the customer stay.
    const same = await call('PUT', `/api/locations/${created.id}`, { ...legacy, address: created.address });
    expect(same.json<LocationRow>()).toMatchObject({
      service_address: BELLA.service_address,
      customer: BELLA.customer,
      address_incomplete: false,
    });

    // Another line: the parts would describe another place, so they go and the row is marked.
    const moved = await call('PUT', `/api/locations/${created.id}`, { ...legacy, address: 'Somewhere else' });
    expect(moved.json<LocationRow>()).toMatchObject({
      address: 'Somewhere else',
      service_address: { street: null, municipality: null, county: null, state: null, zip: null },
      customer: BELLA.customer,
      address_incomplete: true,
    });
  });
});

describe('migration location_address_parts', () => {
  it('moves what it can from the old address line and marks every row to complete', async () => {
    const lines = [
      '214 Mamaroneck Ave, White Plains, NY 10601',
      '31-10 Ditmars Blvd, Astoria, ny 11105-1234',
      'Suite 4, 10 Flour St, Newark, NJ',
      'PO Box 77, Rye, NY 10580',
      'Behind the old mill',
      '',
    ];
    const ids: number[] = [];
    for (const address of lines) {
      const [row] = await t.db
        .insert(locations)
        .values({ name: `Old ${address}`, address, latitude: 41, longitude: -73, statusId: 1 })
        .returning({ id: locations.id });
      ids.push(row!.id);
    }
    const file = new URL('../db/migrations/0012_location_address_parts.sql', import.meta.url);
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }
    const rows = await queryRows<{
      street: string | null;
      municipality: string | null;
      state: string | null;
      zip: string | null;
      address_incomplete: boolean;
    }>(
      t.db,
      sql`select street, municipality, state, zip, address_incomplete from locations
          where id in ${ids} order by id`,
    );
    expect(rows).toEqual([
      {
        street: '214 Mamaroneck Ave',
        municipality: 'White Plains',
        state: 'NY',
        zip: '10601',
        address_incomplete: true,
      },
      {
        street: '31-10 Ditmars Blvd',
        municipality: 'Astoria',
        state: 'NY',
        zip: '11105-1234',
        address_incomplete: true,
      },
      {
        street: 'Suite 4, 10 Flour St',
        municipality: 'Newark',
        state: 'NJ',
        zip: null,
        address_incomplete: true,
      },
      { street: null, municipality: null, state: null, zip: null, address_incomplete: true },
      { street: null, municipality: null, state: null, zip: null, address_incomplete: true },
      { street: null, municipality: null, state: null, zip: null, address_incomplete: true },
    ]);
  });
});
