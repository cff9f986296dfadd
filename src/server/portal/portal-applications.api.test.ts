import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { PortalApplications } from '@shared/schemas/portal-actions';
import { insertFinished } from '../compliance/compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { createTestApp, type Session } from '../test/test-app';
import { customerSite, portalSignIn } from './portal.fixtures';

const t = await createTestApp({}, { clock: () => new Date('2026-11-30T15:00:00Z') });
afterAll(() => t.close());
const admin = await t.loginAs(Role.Admin);
const PDF = await readFile(new URL('../../../e2e/fixtures/safety-data-sheet.pdf', import.meta.url));

/** A product in the chemicals library, with its safety data sheet uploaded as the office does. */
async function product(name: string): Promise<number> {
  const made = await t.request(admin, {
    method: 'POST',
    url: '/api/chems',
    payload: { name, is_category: false, epa_reg_no: '432-1234' },
  });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json<{ id: number }>().id;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), `${name} SDS.pdf`);
  const up = await t.request(admin, { method: 'PUT', url: `/api/chems/${id}/file`, payload: form });
  expect(up.statusCode, up.body).toBe(200);
  return id;
}

const usedAtA = await product('Harbour Gel');
const usedAtB = await product('Oak Dust');
const unused = await product('Shelf Spray');
const a = await customerSite(t, { email: 'right-to-know@harbour.example', visitDate: '2026-12-04' });
const b = await customerSite(t, { email: 'right-to-know@oak.example', visitDate: '2026-12-05' });
const record = (site: typeof a, chemical: number, name: string, day: string) =>
  frozenRecord({
    report_id: site.finishedId,
    location_id: site.locationId,
    chemical_id: chemical,
    product_name: name,
    applied_on: day,
    applicator: { id: site.technicianId, name: 'Applicator' },
  });
await insertFinished(t.db, [
  record(a, usedAtA, 'Harbour Gel', '2026-11-02'),
  record(a, usedAtA, 'Harbour Gel', '2026-11-20'),
  record(b, usedAtB, 'Oak Dust', '2026-11-03'),
]);
const aSession = await portalSignIn(t, 'right-to-know@harbour.example', '192.0.2.51');
const bSession = await portalSignIn(t, 'right-to-know@oak.example', '192.0.2.52');
const get = (session: Session, url: string) => t.request(session, { method: 'GET', url });

describe("a location's application records and their products' documents", () => {
  it('lists the records, newest first, each with its product and whether its document is there', async () => {
    const res = await get(aSession, `/api/portal/locations/${a.locationId}/applications`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<PortalApplications>().applications;
    expect(list.map((r) => r.applied_on)).toEqual(['2026-11-20', '2026-11-02']);
    expect(list[0]).toMatchObject({ product_name: 'Harbour Gel', chemical_id: usedAtA, has_document: true });
  });

  it("serves the document of a product used at the contact's location", async () => {
    const res = await get(aSession, `/api/portal/chemicals/${usedAtA}/document`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.compare(res.rawPayload, PDF)).toBe(0);
  });

  it("never another location's records, nor a product not used at theirs (404)", async () => {
    for (const url of [
      `/api/portal/locations/${b.locationId}/applications`,
      `/api/portal/chemicals/${usedAtB}/document`,
      `/api/portal/chemicals/${unused}/document`,
      '/api/portal/chemicals/999999/document',
    ]) {
      const res = await get(aSession, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('portal.notFound');
    }
    expect((await get(bSession, `/api/portal/chemicals/${usedAtA}/document`)).statusCode).toBe(404);
    expect((await get(bSession, `/api/portal/chemicals/${usedAtB}/document`)).statusCode).toBe(200);
  });
});
