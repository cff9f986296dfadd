import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { usersCountQuery, usersPageQuery, type UsersFilter } from './users.repository';

/**
 * The users list with 100,000 users: the filter must be served by the trigram indexes and the
 * page by the name index, never by reading the whole table.
 */
const COUNT = 100_000;
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  // A bulk load, not a hundred thousand audited API calls: the audit trigger is off meanwhile.
  await t.db.execute(sql`alter table users disable trigger users_audit`);
  await t.db.execute(sql`
    insert into users (name, email, username, password_hash, type_id, status_id)
    select
      (array['Ana','Ben','Chloe','Dmitri','Elena','Farid','Grace','Hiro','Ines','Jamal'])[1 + g % 10]
        || ' ' || (array['Smith','Garcia','Nguyen','Okafor','Rossi','Kim','Novak','Haddad','Silva','Berg'])[1 + (g / 10) % 10]
        || ' ' || g,
      'person' || g || '@bulk.example',
      'person' || g,
      'not-a-hash',
      4,
      1 + (g % 7 = 0)::int
    from generate_series(1, ${COUNT}) g`);
  await t.db.execute(sql`
    insert into users (name, email, username, password_hash, type_id, status_id)
    values ('Zebulon Quartermaine', 'zq@rare.example', 'zquartermaine', 'not-a-hash', 4, 1)`);
  await t.db.execute(sql`alter table users enable trigger users_audit`);
  await t.db.execute(sql`analyze users`);
}, 600_000);
afterAll(() => t.close());

async function plan(query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  const rows = await queryRows<Record<string, string>>(t.db, sql`explain ${query}`);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

/** Speed is measured by `npm run bench:lists`, never asserted here: these tests check plans and answers. */
async function list(url: string) {
  const res = await t.request(admin, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { rows: res.json<{ name: string }[]>(), total: Number(res.headers['x-total-count']) };
}

describe(`the users list with ${COUNT.toLocaleString('en')} users`, () => {
  it('filters through the trigram indexes, never a scan of the table', async () => {
    const query: UsersFilter = { filter: 'quartermaine', page: 1 };
    for (const explained of [
      await plan(usersPageQuery(t.db, query)),
      await plan(usersCountQuery(t.db, query)),
    ]) {
      expect(explained).not.toMatch(/Seq Scan on users/);
      expect(explained).toMatch(/users_name_trgm_idx/);
      expect(explained).toMatch(/users_email_trgm_idx/);
    }
    const found = await list('/api/get-users-filtered?filter=quartermaine');
    expect(found.rows.map((r) => r.name)).toEqual(['Zebulon Quartermaine']);
    expect(found.total).toBe(1);
    const byEmail = await list('/api/get-users-filtered?filter=ZQ%40RARE');
    expect(byEmail.rows.map((r) => r.name)).toEqual(['Zebulon Quartermaine']);
  });

  it('serves a page from the name index, without sorting the whole table', async () => {
    const explained = await plan(usersPageQuery(t.db, { page: 2000 }));
    expect(explained).toMatch(/users_list_idx/);
    expect(explained).not.toMatch(/Seq Scan on users/);
    const first = await list('/api/get-users-filtered');
    const deep = await list('/api/get-users-filtered?page=2000');
    expect(first.rows).toHaveLength(25);
    expect(deep.rows).toHaveLength(25);
    expect(first.total).toBe(COUNT + 2); // the bulk, Zebulon and the admin
  });

  it('skips the rows before the last page in the index alone, reading no table row', async () => {
    // What autovacuum would have done: the visibility map lets an index-only scan skip the table.
    await t.db.execute(sql`vacuum users`);
    const explained = await plan(usersPageQuery(t.db, { page: Math.ceil((COUNT + 2) / 25) }));
    expect(explained).toMatch(/Index Only Scan using users_list_idx/);
    expect(explained).not.toMatch(/Seq Scan on users/);
  });

  it('answers a filter that matches thousands with the right total', async () => {
    const res = await list('/api/get-users-filtered?filter=hiro%20novak');
    expect(res.rows).toHaveLength(25);
    expect(res.rows.every((r) => r.name.startsWith('Hiro Novak'))).toBe(true);
    expect(res.total).toBe(COUNT / 100);
  });
});
