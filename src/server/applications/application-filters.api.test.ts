import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import type { ApplicationProductsResponse } from '@shared/schemas/applications';
import { insertFinished, insertFinishedReport } from '../compliance/compliance-db.fixtures';
import { chemicals } from '../db/schema/chemicals';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/*
 * The Applications list's product and applicator filters ask the server for a page of matches
 * as the user types (a company's every product was 126 KB with each list, and past the first
 * 2,000 could not be chosen).
 */

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

describe("the Applications list's filter choices", () => {
  it("finds the product filter's choices on the server, a page at a time, by name or EPA number", async () => {
    const tag = `Zq${Math.random().toString(36).slice(2, 8)}`;
    const made = await t.db
      .insert(chemicals)
      .values(
        Array.from({ length: 27 }, (_, i) => ({
          name: `${tag} ${String(i).padStart(2, '0')}`,
          epaRegNo: `${tag}-${i}`,
        })),
      )
      .returning({ id: chemicals.id });
    // A category and a deleted product are never offered.
    await t.db.insert(chemicals).values([
      { name: `${tag} category`, isCategory: true },
      { name: `${tag} gone`, deletedAt: new Date() },
    ]);
    const find = async (query: string) => {
      const res = await t.request(admin, { method: 'GET', url: `/api/applications/products?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ApplicationProductsResponse>();
    };
    const first = await find(`search=${tag.toLowerCase()}`);
    expect(first.products.map((p) => p.id)).toEqual(made.slice(0, 25).map((m) => m.id));
    expect(first.products_more).toBe(true);
    const second = await find(`search=${tag}&page=2`);
    expect(second.products.map((p) => p.id)).toEqual(made.slice(25).map((m) => m.id));
    expect(second.products_more).toBe(false);
    const byNumber = await find(`search=${tag}-13`);
    expect(byNumber.products).toEqual([{ id: made[13]!.id, name: `${tag} 13`, epa_reg_no: `${tag}-13` }]);
  });

  it("finds the applicator filter's choices among the people with listed records", async () => {
    const tag = `Zq${Math.random().toString(36).slice(2, 8)}`;
    const listed = await t.createUser({ typeId: Role.Technician, name: `${tag} Listed` });
    const none = await t.createUser({ typeId: Role.Technician, name: `${tag} None` });
    const reportId = await insertFinishedReport(t.db, listed);
    await insertFinished(t.db, [
      frozenRecord({ report_id: reportId, applicator: { id: listed, name: `${tag} Listed` } }),
    ]);
    const res = await t.request(admin, { method: 'GET', url: `/api/applications/applicators?search=${tag}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ users: [{ id: listed, name: `${tag} Listed` }], users_more: false });
    // The person with no listed record matches the text too, and is not offered.
    expect(none).not.toBe(listed);
    const tech = await t.loginAs(Role.Technician);
    for (const url of ['/api/applications/applicators', '/api/applications/products']) {
      expect((await t.request(tech, { method: 'GET', url })).statusCode).toBe(403);
    }
    const bad = await t.request(admin, { method: 'GET', url: '/api/applications/products?page=x' });
    expect(bad.statusCode).toBe(400);
  });
});
