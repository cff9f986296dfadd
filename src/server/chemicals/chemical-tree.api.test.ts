import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import {
  type ChemicalsResponse,
  CHEMICAL_LEVEL_PAGE,
  CHEMICAL_SEARCH_MAX,
  type ChemicalLevelResponse,
  type ChemicalSearchResponse,
} from '@shared/schemas/chemicals';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

/** The chemicals screen's calls: the tree a level at a time, and search on the server (decision 0023). */

let t: TestApp;
let admin: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  technician = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

async function create(name: string, parent: number | null, isCategory: boolean): Promise<number> {
  const res = await t.request(admin, {
    method: 'POST',
    url: '/api/chems',
    payload: { name, parent_id: parent, is_category: isCategory },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

async function get<T>(url: string, session: Session = technician): Promise<T> {
  const res = await t.request(session, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const names = (r: { nodes: { name: string }[] }) => r.nodes.map((n) => n.name);

describe('GET /api/chem-tree/children', () => {
  it('answers one level, categories first then by name, each with its number of live children', async () => {
    const baits = await create('Baits', null, true);
    const gels = await create('gels', baits, true);
    await create('Advion Gel', gels, false);
    await create('Maxforce', baits, false);
    const gone = await create('Agrisect', baits, false);
    await t.request(admin, { method: 'DELETE', url: `/api/chems/${gone}` });
    await create('Zeta Blox', null, false);

    const top = await get<ChemicalLevelResponse>('/api/chem-tree/children');
    expect(names(top)).toEqual(['Baits', 'Zeta Blox']);
    expect(top.more).toBe(false);
    expect(top.nodes[0]).toEqual({
      id: baits,
      name: 'Baits',
      is_category: true,
      parent_id: null,
      filepath: null,
      signal_word: null,
      restricted_use: false,
      child_count: 2,
    });
    const inBaits = await get<ChemicalLevelResponse>(`/api/chem-tree/children?parent_id=${baits}`);
    expect(names(inBaits)).toEqual(['gels', 'Maxforce']);
    expect(inBaits.nodes.map((n) => [n.parent_id, n.child_count])).toEqual([
      [baits, 1],
      [baits, 0],
    ]);
    // 0 is the top, as the legacy tree calls its root.
    expect(names(await get<ChemicalLevelResponse>('/api/chem-tree/children?parent_id=0'))).toEqual(
      names(top),
    );
  });

  it('pages a level that holds very many nodes', async () => {
    const big = await create('Big category', null, true);
    await t.db.execute(sql`
      insert into chemicals (parent_id, is_category, name)
      select ${big}, false, 'Product ' || lpad(i::text, 4, '0') from generate_series(1, ${CHEMICAL_LEVEL_PAGE + 30}) i`);
    const first = await get<ChemicalLevelResponse>(`/api/chem-tree/children?parent_id=${big}`);
    expect(first.nodes).toHaveLength(CHEMICAL_LEVEL_PAGE);
    expect(first.more).toBe(true);
    const second = await get<ChemicalLevelResponse>(`/api/chem-tree/children?parent_id=${big}&page=2`);
    expect(names(second)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Product 0${CHEMICAL_LEVEL_PAGE + 1 + i}`),
    );
    expect(second.more).toBe(false);
  });

  it('answers 404 for a chemical, a deleted or a missing category, and 400 for a bad id', async () => {
    const cat = await create('Short-lived', null, true);
    const chem = await create('Lone chemical', null, false);
    await t.request(admin, { method: 'DELETE', url: `/api/chems/${cat}` });
    for (const id of [cat, chem, 999_999]) {
      const res = await t.request(technician, {
        method: 'GET',
        url: `/api/chem-tree/children?parent_id=${id}`,
      });
      expect(res.statusCode).toBe(404);
    }
    const bad = await t.request(technician, { method: 'GET', url: '/api/chem-tree/children?parent_id=abc' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/chem-tree/search', () => {
  it('answers the matches with every category above them, each once, in the order of the tree', async () => {
    const insect = await create('Search Insecticides', null, true);
    const pyre = await create('Search Pyrethroids', insect, true);
    const talstar = await create('Talstar Searchable', pyre, false);
    const demand = await create('Demand Searchable', pyre, false);
    await create('Unrelated', pyre, false);
    const answer = await get<ChemicalSearchResponse>('/api/chem-tree/search?search=searchable');
    expect(answer.matches).toEqual([demand, talstar]);
    expect(names(answer)).toEqual([
      'Search Insecticides',
      'Search Pyrethroids',
      'Demand Searchable',
      'Talstar Searchable',
    ]);
    expect(answer.more).toBe(false);
    // A matching category comes with the count of what it holds, for the screen to open it.
    const cat = await get<ChemicalSearchResponse>('/api/chem-tree/search?search=search pyre');
    expect(cat.nodes.find((n) => n.id === pyre)?.child_count).toBe(3);
    // % and _ are plain characters, not wildcards.
    expect((await get<ChemicalSearchResponse>('/api/chem-tree/search?search=%25')).matches).toEqual([]);
  });

  it('stops at the first matches by name and says more match', async () => {
    const many = await create('Many', null, true);
    await t.db.execute(sql`
      insert into chemicals (parent_id, is_category, name)
      select ${many}, false, 'Numerous ' || lpad(i::text, 4, '0') from generate_series(1, ${CHEMICAL_SEARCH_MAX + 5}) i`);
    const answer = await get<ChemicalSearchResponse>('/api/chem-tree/search?search=numerous');
    expect(answer.matches).toHaveLength(CHEMICAL_SEARCH_MAX);
    expect(answer.more).toBe(true);
    expect(answer.nodes[0]!.name).toBe('Many');
    expect(answer.nodes.at(-1)!.name).toBe(`Numerous 0${CHEMICAL_SEARCH_MAX}`);
  });

  it('refuses an empty search with 400', async () => {
    for (const url of ['/api/chem-tree/search', '/api/chem-tree/search?search=%20%20']) {
      const res = await t.request(technician, { method: 'GET', url });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('GET /api/chem-tree/categories', () => {
  it('answers the live categories alone, nested as get-chemicals nests them', async () => {
    const top = await create('Picker Top', null, true);
    const inner = await create('Picker Inner', top, true);
    await create('Picker Product', inner, false);
    const gone = await create('Picker Gone', top, true);
    await t.request(admin, { method: 'DELETE', url: `/api/chems/${gone}` });
    const answer = await get<ChemicalsResponse>('/api/chem-tree/categories');
    const picker = answer.chemTree.children.find((n) => n.id === top)!;
    expect(picker.children.map((n) => [n.name, n.children.length])).toEqual([['Picker Inner', 0]]);
    expect(JSON.stringify(answer)).not.toContain('Picker Product');
    expect(Object.values(answer.chemsLookup).every((v) => !v.name.includes('Zeta Blox'))).toBe(true);
    expect(answer.chemsLookup[String(inner)]).toEqual({ name: 'Picker Inner', filepath: null });
  });
});
