import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ChemicalDetail, ChemicalsResponse, ChemicalTreeNode } from '@shared/schemas/chemicals';
import { auditLog } from '../db/schema/audit';
import { chemicals } from '../db/schema/chemicals';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let dataDir: string;
let admin: Session;
let superAdmin: Session;
let supervisor: Session;
let technician: Session;
let filesDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-chems-'));
  filesDir = path.join(dataDir, 'files', 'chemicals');
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await t.loginAs(Role.Admin);
  superAdmin = await t.loginAs(Role.SuperAdmin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PDF = await readFile(new URL('../../../e2e/fixtures/safety-data-sheet.pdf', import.meta.url));
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows program: "MZ", then the DOS stub and a PE header. */
const EXE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.alloc(28),
  Buffer.from('80000000', 'hex'),
  Buffer.from(
    '0e1fba0e00b409cd21b8014ccd21546869732070726f6772616d2063616e6e6f742062652072756e20696e20444f53206d6f64652e0d0d0a2400000000000000',
    'hex',
  ),
  Buffer.from('50450000', 'hex'),
  Buffer.alloc(400, 0x90),
]);

type Body = Record<string, unknown>;
const create = (body: Body, session: Session = admin) =>
  t.request(session, { method: 'POST', url: '/api/chems', payload: body });
const update = (id: number, body: Body, session: Session = admin) =>
  t.request(session, { method: 'PUT', url: `/api/chems/${id}`, payload: body });
const remove = (id: number, session: Session = admin) =>
  t.request(session, { method: 'DELETE', url: `/api/chems/${id}` });
const restore = (id: number) =>
  t.request(admin, { method: 'POST', url: `/api/trash/chemicals/${id}/restore` });

async function made(body: Body): Promise<ChemicalDetail> {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChemicalDetail>();
}
const category = async (name: string, parent_id: number | null = null) =>
  (await made({ name, is_category: true, parent_id })).id;
const chemical = async (name: string, parent_id: number | null, extra: Body = {}) =>
  (await made({ name, is_category: false, parent_id, ...extra })).id;

async function tree(session: Session = admin): Promise<ChemicalsResponse> {
  const res = await t.request(session, { method: 'GET', url: '/api/get-chemicals' });
  expect(res.statusCode).toBe(200);
  return res.json<ChemicalsResponse>();
}
async function detail(id: number): Promise<ChemicalDetail> {
  const res = await t.request(admin, { method: 'GET', url: `/api/chems/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChemicalDetail>();
}
function findNode(nodes: ChemicalTreeNode[], id: number): ChemicalTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findNode(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}
/** Names, nested as the tree nests them. */
type Outline = [string, Outline[]] | string;
const outline = (node: ChemicalTreeNode): Outline =>
  node.children.length ? [node.name, node.children.map(outline)] : node.name;

function upload(id: number, bytes: Buffer, filename: string, type: string, session: Session = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return t.request(session, { method: 'PUT', url: `/api/chems/${id}/file`, payload: form });
}
const download = (id: number, session: Session = admin, query = '') =>
  t.request(session, { method: 'GET', url: `/api/chems/${id}/file${query}` });
const storedFiles = async () => (await readdir(filesDir).catch(() => [] as string[])).sort();

async function auditOf(id: number) {
  return t.db
    .select({
      action: auditLog.action,
      userId: auditLog.userId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'chemicals'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}

describe('GET /api/get-chemicals', () => {
  it('answers a nested three-level tree under a root, categories first, and a lookup by id', async () => {
    const pests = await category('Insecticides');
    const pyrethroids = await category('Pyrethroids', pests);
    const baits = await category('baits', pests);
    const talstar = await chemical('Talstar P', pyrethroids, {
      epa_reg_no: '279-3206',
      signal_word: 'Caution',
      restricted_use: false,
    });
    const demand = await chemical('Demand CS', pyrethroids);
    const loose = await chemical('Ant Spray', pests);
    expect((await upload(talstar, PDF, 'talstar-sds.pdf', 'application/pdf')).statusCode).toBe(200);

    const { chemTree, chemsLookup } = await tree();
    expect(chemTree).toMatchObject({ id: 0, name: 'Chemicals', is_category: true });
    const top = findNode(chemTree.children, pests)!;
    expect(chemTree.children.map((c) => c.id)).toContain(pests);
    expect(outline(top)).toEqual([
      'Insecticides',
      ['baits', ['Pyrethroids', ['Demand CS', 'Talstar P']], 'Ant Spray'],
    ]);
    const talstarNode = findNode(chemTree.children, talstar)!;
    expect(talstarNode).toEqual({
      id: talstar,
      name: 'Talstar P',
      is_category: false,
      parent_id: pyrethroids,
      filepath: `/api/chems/${talstar}/file`,
      signal_word: 'Caution',
      restricted_use: false,
      children: [],
    });
    expect(findNode(chemTree.children, pyrethroids)).toMatchObject({ is_category: true, filepath: null });

    for (const id of [pests, pyrethroids, baits, talstar, demand, loose]) {
      expect(Object.keys(chemsLookup[String(id)]!).sort()).toEqual(['filepath', 'name']);
    }
    expect(chemsLookup[String(talstar)]).toEqual({
      name: 'Talstar P',
      filepath: `/api/chems/${talstar}/file`,
    });
    expect(chemsLookup[String(demand)]).toEqual({ name: 'Demand CS', filepath: null });
    expect(chemsLookup[String(pests)]).toEqual({ name: 'Insecticides', filepath: null });
  });

  it('leaves deleted nodes out of the tree and the lookup', async () => {
    const cat = await category('Leaves Deleted Out');
    const gone = await chemical('Gone Product', cat);
    const kept = await chemical('Kept Product', cat);
    expect((await remove(gone)).statusCode).toBe(200);
    const { chemTree, chemsLookup } = await tree();
    expect(outline(findNode(chemTree.children, cat)!)).toEqual(['Leaves Deleted Out', ['Kept Product']]);
    expect(chemsLookup[String(gone)]).toBeUndefined();
    expect(chemsLookup[String(kept)]).toBeDefined();
  });
});

describe('POST /api/chems and PUT /api/chems/{id}', () => {
  it('creates under a parent_id and answers the record with its path in the tree', async () => {
    const a = await category('Path A');
    const b = await category('Path B', a);
    const created = await made({
      name: '  Tempo SC Ultra ',
      is_category: false,
      parent_id: b,
      epa_reg_no: '432-1363',
      active_ingredient: 'Beta-cyfluthrin 11.8%',
      manufacturer: 'Envu',
      signal_word: 'Warning',
      restricted_use: true,
    });
    expect(created).toMatchObject({
      name: 'Tempo SC Ultra',
      is_category: false,
      parent_id: b,
      path: [
        { id: a, name: 'Path A' },
        { id: b, name: 'Path B' },
      ],
      epa_reg_no: '432-1363',
      active_ingredient: 'Beta-cyfluthrin 11.8%',
      manufacturer: 'Envu',
      signal_word: 'Warning',
      restricted_use: true,
      filepath: null,
      file: null,
      has_children: false,
    });
    expect(await detail(created.id)).toEqual(created);
    expect(findNode((await tree()).chemTree.children, b)!.children.map((c) => c.id)).toEqual([created.id]);
    // The legacy root id 0 means the top of the tree.
    const topLevel = await made({ name: 'Root Zero', is_category: true, parent_id: 0 });
    expect(topLevel).toMatchObject({ parent_id: null, path: [] });
  });

  it('keeps none of the chemical-only fields on a category', async () => {
    const cat = await made({
      name: 'Plain Category',
      is_category: true,
      epa_reg_no: '1-2',
      manufacturer: 'Someone',
      signal_word: 'Danger',
      restricted_use: true,
    });
    expect(cat).toMatchObject({
      epa_reg_no: null,
      manufacturer: null,
      signal_word: null,
      restricted_use: false,
    });
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = await t.db.$count(chemicals);
    const cases: [Body, string, string][] = [
      [{ is_category: false }, 'name', 'Enter a name.'],
      [{ name: '   ', is_category: false }, 'name', 'Enter a name.'],
      [{ name: 'x'.repeat(201), is_category: false }, 'name', 'Use at most 200 characters.'],
      [{ name: 'No kind' }, 'is_category', 'Choose category or chemical.'],
      [
        { name: 'Bad EPA', is_category: false, epa_reg_no: 'EPA 279' },
        'epa_reg_no',
        expect.stringMatching(/EPA registration number/),
      ],
      [
        { name: 'Bad word', is_category: false, signal_word: 'Deadly' },
        'signal_word',
        'Choose Caution, Warning or Danger.',
      ],
      [{ name: 'Bad parent', is_category: false, parent_id: 'abc' }, 'parent_id', expect.any(String)],
    ] as never;
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toEqual(message);
    }
    expect(await t.db.$count(chemicals)).toBe(before);
  });

  it('places nodes only under a live category', async () => {
    const product = await chemical('Not A Folder', null);
    const deleted = await category('Deleted Folder');
    expect((await remove(deleted)).statusCode).toBe(200);
    for (const [parent_id, message] of [
      [product, 'A chemical or category can only be placed under a category.'],
      [deleted, 'The chosen category does not exist any more.'],
      [999999, 'The chosen category does not exist any more.'],
    ] as const) {
      const res = await create({ name: 'Orphan', is_category: false, parent_id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.parent_id).toBe(message);
    }
  });

  it('moves a node, with its subtree, under another category', async () => {
    const from = await category('Move From');
    const to = await category('Move To');
    const sub = await category('Move Sub', from);
    const leaf = await chemical('Move Leaf', sub);
    const res = await update(sub, { name: 'Move Sub', is_category: true, parent_id: to });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().path).toEqual([{ id: to, name: 'Move To' }]);
    const { chemTree } = await tree();
    expect(outline(findNode(chemTree.children, from)!)).toBe('Move From');
    expect(outline(findNode(chemTree.children, to)!)).toEqual(['Move To', [['Move Sub', ['Move Leaf']]]]);
    expect((await detail(leaf)).path.map((p) => p.name)).toEqual(['Move To', 'Move Sub']);
    // And back to the top of the tree.
    expect((await update(sub, { name: 'Move Sub', is_category: true, parent_id: null })).json().path).toEqual(
      [],
    );
  });

  it('refuses a cycle: under itself or under one of its own descendants', async () => {
    const a = await category('Cycle A');
    const b = await category('Cycle B', a);
    const c = await category('Cycle C', b);
    for (const parent_id of [a, b, c]) {
      const res = await update(a, { name: 'Cycle A', is_category: true, parent_id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.parent_id).toBe(
        'A category cannot be placed under itself or under one of its own subcategories.',
      );
    }
    const { chemTree } = await tree();
    expect(outline(findNode(chemTree.children, a)!)).toEqual(['Cycle A', [['Cycle B', ['Cycle C']]]]);
  });

  it('keeps the tree acyclic when two opposite moves race', async () => {
    const x = await category('Race X');
    const y = await category('Race Y');
    const [one, two] = await Promise.all([
      update(x, { name: 'Race X', is_category: true, parent_id: y }),
      update(y, { name: 'Race Y', is_category: true, parent_id: x }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 400]);
    const parentOf = async (id: number) =>
      (await t.db.select({ parentId: chemicals.parentId }).from(chemicals).where(eq(chemicals.id, id)))[0]!
        .parentId;
    expect([await parentOf(x), await parentOf(y)].filter((p) => p !== null)).toHaveLength(1);
  });

  it('keeps names unique within one category, ignoring case', async () => {
    const one = await category('Names One');
    const two = await category('Names Two');
    await chemical('Heritage', one);
    const dup = await create({ name: 'HERITAGE', is_category: false, parent_id: one });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.name).toBe('There is already a chemical or category with this name here.');
    await chemical('Heritage', two);
    const other = await chemical('Heritage 2', one);
    expect((await update(other, { name: 'heritage', is_category: false, parent_id: one })).statusCode).toBe(
      409,
    );
  });

  it('turns a category into a chemical only when it is empty, and a chemical into a category only without a document', async () => {
    const full = await category('Full Folder');
    await chemical('Inside', full);
    const res = await update(full, { name: 'Full Folder', is_category: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still holds/);
    const empty = await category('Empty Folder');
    expect((await update(empty, { name: 'Empty Folder', is_category: false })).json()).toMatchObject({
      is_category: false,
    });
    const withDoc = await chemical('Has A Label', null);
    expect((await upload(withDoc, PDF, 'label.pdf', 'application/pdf')).statusCode).toBe(200);
    const refused = await update(withDoc, { name: 'Has A Label', is_category: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Remove the document first: a category has no document.');
  });

  it('answers 404 for a chemical that does not exist or is deleted', async () => {
    const gone = await chemical('Soon Gone', null);
    await remove(gone);
    for (const id of [gone, 999999]) {
      expect((await t.request(admin, { method: 'GET', url: `/api/chems/${id}` })).statusCode).toBe(404);
      expect((await update(id, { name: 'x', is_category: false })).statusCode).toBe(404);
    }
  });

  it('writes audit entries with the acting user for create, update, delete and restore', async () => {
    const id = await chemical('Audited', null, { manufacturer: 'Before Co' });
    await update(id, { name: 'Audited', is_category: false, manufacturer: 'After Co' });
    await remove(id);
    expect((await restore(id)).statusCode).toBe(200);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.userId])).toEqual([
      ['insert', admin.userId],
      ['update', admin.userId],
      ['delete', admin.userId],
      ['restore', admin.userId],
    ]);
    expect(entries[1]).toMatchObject({
      before: { manufacturer: 'Before Co' },
      after: { manufacturer: 'After Co' },
    });
  });
});

describe('DELETE /api/chems/{id} and restore', () => {
  it('refuses to delete a category that holds anything (409), and deletes it once empty', async () => {
    const cat = await category('Delete Me Later');
    const child = await chemical('Child Product', cat);
    const refused = await remove(cat);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This category still holds chemicals or categories. Move or delete them first.',
    );
    expect(findNode((await tree()).chemTree.children, cat)).toBeDefined();
    expect((await remove(child)).statusCode).toBe(200);
    expect((await remove(cat)).json()).toEqual({ status: 'success', id: cat });
    expect(findNode((await tree()).chemTree.children, cat)).toBeUndefined();
    expect((await remove(cat)).statusCode).toBe(404);
  });

  it('lists deleted chemicals in the Trash and restores them', async () => {
    const id = await chemical('Trash Me', null);
    await remove(id);
    const trash = await t.request(admin, { method: 'GET', url: '/api/trash?entity=chemicals' });
    expect(trash.json().items).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity: 'chemicals', id, name: 'Trash Me' })]),
    );
    expect((await restore(id)).statusCode).toBe(200);
    expect(findNode((await tree()).chemTree.children, id)).toBeDefined();
  });

  it('refuses to restore a node whose category is deleted, until the category is back', async () => {
    const cat = await category('Restore Parent');
    const child = await chemical('Restore Child', cat);
    await remove(child);
    await remove(cat);
    const refused = await restore(child);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The category it was in is deleted or is no longer a category. Restore that category first.',
    );
    expect(findNode((await tree()).chemTree.children, child)).toBeUndefined();
    expect((await restore(cat)).statusCode).toBe(200);
    expect((await restore(child)).statusCode).toBe(200);
    expect(outline(findNode((await tree()).chemTree.children, cat)!)).toEqual([
      'Restore Parent',
      ['Restore Child'],
    ]);
  });

  it('refuses to restore a node whose name was taken in its category meanwhile', async () => {
    const first = await chemical('Twin Name', null);
    await remove(first);
    await chemical('Twin Name', null);
    expect((await restore(first)).statusCode).toBe(409);
  });
});

describe('documents: PUT, GET and DELETE /api/chems/{id}/file', () => {
  it('stores a real PDF under a generated name and streams back the same bytes', async () => {
    const id = await chemical('Doc PDF', null);
    const res = await upload(id, PDF, 'Talstar SDS (2024).pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      filepath: `/api/chems/${id}/file`,
      file: { name: 'Talstar SDS (2024).pdf', type: 'application/pdf', size: PDF.length },
    });
    const [row] = await t.db.select().from(chemicals).where(eq(chemicals.id, id));
    expect(row!.filepath).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await storedFiles()).toContain(row!.filepath);
    expect(await readFile(path.join(filesDir, row!.filepath!))).toEqual(PDF);

    for (const session of [admin, supervisor, technician]) {
      const got = await download(id, session);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload).toEqual(PDF);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-length']).toBe(String(PDF.length));
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-disposition']).toBe('inline; filename="Talstar SDS (2024).pdf"');
    }
    const attached = await download(id, admin, '?download=1');
    expect(attached.headers['content-disposition']).toBe('attachment; filename="Talstar SDS (2024).pdf"');
    expect(attached.rawPayload).toEqual(PDF);
    // The browser may keep it: the stored name is its version.
    const etag = String(attached.headers.etag);
    const again = await t.request(admin, {
      method: 'GET',
      url: `/api/chems/${id}/file`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('names a non-ASCII download name safely', async () => {
    const id = await chemical('Doc Unicode', null);
    await upload(id, PDF, 'برگه ایمنی.pdf', 'application/pdf');
    const got = await download(id, admin, '?download=1');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="???? ?????.pdf"; filename*=UTF-8''${encodeURIComponent('برگه ایمنی')}.pdf`,
    );
  });

  it('replaces the document with an image and removes the old file', async () => {
    const id = await chemical('Doc Replace', null);
    await upload(id, PDF, 'old.pdf', 'application/pdf');
    const [old] = await t.db
      .select({ filepath: chemicals.filepath })
      .from(chemicals)
      .where(eq(chemicals.id, id));
    const res = await upload(id, PNG, 'label photo.png', 'image/png');
    expect(res.json().file).toEqual({ name: 'label photo.png', type: 'image/png', size: PNG.length });
    const files = await storedFiles();
    expect(files).not.toContain(old!.filepath);
    const got = await download(id);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload).toEqual(PNG);
  });

  it('removes the document', async () => {
    const id = await chemical('Doc Remove', null);
    await upload(id, PDF, 'gone.pdf', 'application/pdf');
    const [row] = await t.db
      .select({ filepath: chemicals.filepath })
      .from(chemicals)
      .where(eq(chemicals.id, id));
    const res = await t.request(admin, { method: 'DELETE', url: `/api/chems/${id}/file` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ filepath: null, file: null });
    expect(await storedFiles()).not.toContain(row!.filepath);
    expect((await download(id)).statusCode).toBe(404);
    expect((await tree()).chemsLookup[String(id)]).toEqual({ name: 'Doc Remove', filepath: null });
  });

  it('refuses a renamed program, a web page and an empty file by their content, keeping nothing', async () => {
    const id = await chemical('Doc Refused', null);
    const before = await storedFiles();
    const cases: [Buffer, string, string, number, string][] = [
      [
        EXE,
        'sds.pdf',
        'application/pdf',
        400,
        'The document must be a PDF or an image (PNG, JPEG, GIF or WebP).',
      ],
      [
        EXE,
        'setup.exe',
        'application/x-msdownload',
        400,
        'The document must be a PDF or an image (PNG, JPEG, GIF or WebP).',
      ],
      [
        Buffer.from('<html><script>alert(1)</script></html>'),
        'label.png',
        'image/png',
        400,
        'The document must be a PDF or an image (PNG, JPEG, GIF or WebP).',
      ],
      [Buffer.alloc(0), 'empty.pdf', 'application/pdf', 400, 'The file is empty.'],
    ];
    for (const [bytes, name, type, status, message] of cases) {
      const res = await upload(id, bytes, name, type);
      expect(res.statusCode, name).toBe(status);
      expect(res.json()).toMatchObject({ message, errors: { file: message } });
    }
    expect(await storedFiles()).toEqual(before);
    expect((await detail(id)).file).toBeNull();
  });

  it('accepts exactly 20 MB and refuses anything larger with 413, keeping nothing', async () => {
    const id = await chemical('Doc Size', null);
    const limit = 20 * 1024 * 1024;
    const big = Buffer.alloc(limit, 0x20);
    PDF.copy(big);
    const ok = await upload(id, big, 'big.pdf', 'application/pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().file.size).toBe(limit);
    const before = await storedFiles();

    const tooBig = Buffer.alloc(limit + 1, 0x20);
    PDF.copy(tooBig);
    const streamed = await upload(id, tooBig, 'bigger.pdf', 'application/pdf');
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe('The file is larger than 20 MB.');

    // A sender that announces its size up front is refused before the body is read.
    const boundary = 'fieldbook-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      tooBig,
      Buffer.alloc(100 * 1024, 0x20),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const announced = await t.request(admin, {
      method: 'PUT',
      url: `/api/chems/${id}/file`,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(announced.statusCode).toBe(413);
    expect(await storedFiles()).toEqual(before);
    expect((await detail(id)).file?.size).toBe(limit);
  });

  it('refuses a body that is not a multipart upload of one "file"', async () => {
    const id = await chemical('Doc Shape', null);
    const json = await t.request(admin, {
      method: 'PUT',
      url: `/api/chems/${id}/file`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.file).toBe('Choose a file to upload.');
    const wrongField = new FormData();
    wrongField.append('document', new Blob([PDF], { type: 'application/pdf' }), 'a.pdf');
    const wrong = await t.request(admin, {
      method: 'PUT',
      url: `/api/chems/${id}/file`,
      payload: wrongField,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.file).toBe('Send one file at a time, in the field named "file".');
    const two = new FormData();
    two.append('file', new Blob([PDF], { type: 'application/pdf' }), 'a.pdf');
    two.append('file', new Blob([PDF], { type: 'application/pdf' }), 'b.pdf');
    const twoRes = await t.request(admin, { method: 'PUT', url: `/api/chems/${id}/file`, payload: two });
    // The first file is the document; a second one is not read.
    expect(twoRes.statusCode).toBe(200);
    expect(twoRes.json().file.name).toBe('a.pdf');
    const noFile = new FormData();
    noFile.append('note', 'hello');
    expect(
      (await t.request(admin, { method: 'PUT', url: `/api/chems/${id}/file`, payload: noFile })).statusCode,
    ).toBe(400);
  });

  it('refuses a broken multipart body with 400, keeping nothing', async () => {
    const id = await chemical('Doc Broken', null);
    const before = await storedFiles();
    const boundary = 'fieldbook-broken';
    const res = await t.request(admin, {
      method: 'PUT',
      url: `/api/chems/${id}/file`,
      // The closing boundary never comes: the body ends in the middle of the file.
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        PDF.subarray(0, 300),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toBe('The upload did not arrive whole. Try again.');
    expect(await storedFiles()).toEqual(before);
    expect((await detail(id)).file).toBeNull();
  });

  it('gives categories no document', async () => {
    const cat = await category('Doc Category');
    const res = await upload(cat, PDF, 'x.pdf', 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Categories have no document; only chemicals do.');
  });

  it("keeps a deleted chemical's document for a restore, but does not serve it meanwhile", async () => {
    const id = await chemical('Doc Deleted', null);
    await upload(id, PDF, 'kept.pdf', 'application/pdf');
    await remove(id);
    expect((await download(id)).statusCode).toBe(404);
    await restore(id);
    expect((await download(id)).rawPayload).toEqual(PDF);
  });

  it('answers 404 when there is no document', async () => {
    const id = await chemical('Doc None', null);
    const res = await download(id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Document not found.');
    expect((await download(999999)).statusCode).toBe(404);
  });
});

describe('path traversal', () => {
  it('never uses the uploaded name as a path', async () => {
    const id = await chemical('Traversal Upload', null);
    const before = await readdir(dataDir, { recursive: true });
    for (const name of ['../../../escape.pdf', '..\\..\\escape.pdf', '/etc/cron.d/escape.pdf', '..']) {
      const res = await upload(id, PDF, name, 'application/pdf');
      expect(res.statusCode, name).toBe(200);
      expect(res.json().file.name).toBe(name === '..' ? 'document.pdf' : 'escape.pdf');
    }
    const after = await readdir(dataDir, { recursive: true });
    const added = after.filter((f) => !before.includes(f));
    expect(added.every((f) => /^files\/chemicals\/[0-9a-f]{32}\.pdf$/.test(f))).toBe(true);
    expect(await readdir(path.dirname(dataDir))).not.toContain('escape.pdf');
  });

  it('refuses traversal in the id and the query with 400 or 404, never a file', async () => {
    const id = await chemical('Traversal Param', null);
    await upload(id, PDF, 'p.pdf', 'application/pdf');
    for (const url of [
      '/api/chems/..%2F..%2F..%2Fpackage.json/file',
      `/api/chems/${id}%2F..%2F..%2Fpackage.json/file`,
      `/api/chems/${id}/file?download=..%2F..%2Fpackage.json`,
      '/api/chems/%2e%2e/file',
      '/api/chems/1e3/file',
    ]) {
      const res = await t.request(admin, { method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body).not.toMatch(/devDependencies/);
    }
    // "/.." is resolved before routing, as a browser does: this asks for /package.json, which is
    // not served.
    const resolved = await t.request(admin, { method: 'GET', url: '/api/chems/../../package.json' });
    expect(resolved.body).not.toMatch(/devDependencies/);
  });

  it('serves nothing when the stored name was tampered with in the database', async () => {
    const id = await chemical('Traversal Stored', null);
    await upload(id, PDF, 'p.pdf', 'application/pdf');
    await t.db.update(chemicals).set({ filepath: '../../../../package.json' }).where(eq(chemicals.id, id));
    const res = await download(id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/fieldbook/);
  });
});

describe('roles', () => {
  it('lets Technicians and Supervisors read the tree, the record and the document', async () => {
    const id = await chemical('Readable', null);
    await upload(id, PDF, 'r.pdf', 'application/pdf');
    for (const session of [supervisor, technician]) {
      expect(findNode((await tree(session)).chemTree.children, id)).toBeDefined();
      expect((await t.request(session, { method: 'GET', url: `/api/chems/${id}` })).statusCode).toBe(200);
      expect((await download(id, session)).rawPayload).toEqual(PDF);
    }
  });

  it('lets only Admins change anything, and a refused change changes nothing', async () => {
    const id = await chemical('Guarded', null);
    await upload(id, PDF, 'g.pdf', 'application/pdf');
    const snapshot = async () => ({
      rows: await t.db.select().from(chemicals),
      files: await storedFiles(),
    });
    const before = await snapshot();
    for (const session of [supervisor, technician]) {
      const calls = [
        create({ name: 'Sneaky', is_category: true }, session),
        update(id, { name: 'Renamed', is_category: false }, session),
        remove(id, session),
        upload(id, PNG, 'x.png', 'image/png', session),
        t.request(session, { method: 'DELETE', url: `/api/chems/${id}/file` }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    }
    for (const res of [
      await t.request(null, { method: 'GET', url: '/api/get-chemicals' }),
      await t.request(null, { method: 'GET', url: `/api/chems/${id}/file` }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
    // Super Admins may, like Admins.
    expect(
      (await update(id, { name: 'Guarded', is_category: false, manufacturer: 'Ok' }, superAdmin)).statusCode,
    ).toBe(200);
  });
});
