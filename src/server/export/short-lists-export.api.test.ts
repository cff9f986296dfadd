import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ExpiringResponse } from '@shared/schemas/certifications';
import type { FilingsResponse } from '@shared/schemas/compliance';
import type { TrashResponse } from '@shared/schemas/trash';
import { userCertifications } from '../db/schema/certifications';
import { companyLicences } from '../db/schema/company';
import { filings } from '../db/schema/filings';
import { locations } from '../db/schema/locations';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { exportCsv, exportXlsx } from './export.fixtures';

/** Expiring, Trash and the filing log: gathered from several tables, exported through the list's own pages (issue 33 item 8). */
let t: TestApp;
let admin: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  const holder = await t.createUser({ name: 'Pat Applicator' });
  // Expired years ago, so every one is listed whatever today is: more than a page's 25.
  await t.db.insert(userCertifications).values(
    Array.from({ length: 31 }, (_, i) => ({
      userId: holder,
      state: ['NY', 'NJ', 'CT'][i % 3]!,
      certificationId: `C-${i}`,
      category: `7A-${i % 4}`,
      expiresOn: `2020-0${1 + (i % 9)}-1${i % 10}`,
    })),
  );
  await t.db.insert(companyLicences).values({ state: 'VT', number: 'BIZ-1', expiresOn: '2020-02-02' });
  await t.db.insert(locations).values(
    Array.from({ length: 28 }, (_, i) => ({
      name: `Trashed Site ${i}`,
      address: '1 Main St',
      latitude: 40,
      longitude: -74,
      statusId: 1,
      deletedAt: new Date(Date.now() - (1 + (i % 5)) * 3_600_000),
      deletedBy: admin.userId,
    })),
  );
});
afterAll(() => t.close());

/** Every row the list answers, page after page, by `key`. */
async function listed<T>(url: string, rowsOf: (body: T) => { key: string }[]): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.request(admin, {
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}page=${page}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = rowsOf(res.json<T>());
    if (rows.length === 0) return keys;
    keys.push(...rows.map((r) => r.key));
  }
}

describe('the Expiring export', () => {
  it('holds every row of every page, in the list’s order, in words', async () => {
    const query = 'sort=-expires';
    const keys = await listed<ExpiringResponse>(`/api/expiring?${query}`, (b) =>
      b.rows.map((r) => ({ key: `${r.kind}-${r.id}` })),
    );
    expect(keys.length).toBeGreaterThan(25);
    const { headings, rows, res } = await exportCsv(t, admin, 'expiring', `&${query}`);
    expect(headings).toEqual(['Expires', 'Expired', 'Whose', 'State', 'Number', 'Category', 'Kind', 'ID']);
    expect(rows.map((r) => `${r.Kind}-${r.ID}`)).toEqual(keys);
    expect(res.headers['x-total-count']).toBe(String(keys.length));
    expect(rows.find((r) => r.Number === 'BIZ-1')).toMatchObject({
      Expires: '02/02/2020',
      Expired: 'Yes',
      Whose: 'Business',
      State: 'VT',
      Category: 'Licence',
    });
    expect(rows.find((r) => r.Number === 'C-0')).toMatchObject({ Whose: 'Pat Applicator', Category: '7A-0' });
    const { sheet } = await exportXlsx(t, admin, 'expiring', `&${query}`);
    expect(sheet.rowCount).toBe(keys.length + 1);
  });

  it('is the Admins’ alone, as the page is', async () => {
    const res = await t.request(supervisor, { method: 'GET', url: '/api/export/expiring?format=csv' });
    expect(res.statusCode).toBe(403);
  });
});

describe('the Trash export', () => {
  it('holds every deleted row of the kind asked for, in the list’s order', async () => {
    const query = 'entity=locations&sort=name';
    const keys = await listed<TrashResponse>(`/api/trash?${query}`, (b) =>
      b.items.map((r) => ({ key: `${r.entity}-${r.id}` })),
    );
    expect(keys.length).toBeGreaterThanOrEqual(28);
    const { headings, rows } = await exportCsv(t, admin, 'trash', `&${query}`);
    expect(headings).toEqual(['Kind', 'Name', 'Deleted', 'Deleted By', 'ID']);
    expect(rows.map((r) => `${r.Kind}-${r.ID}`)).toEqual(keys);
    expect(rows.find((r) => r.Name === 'Trashed Site 3')).toMatchObject({ Kind: 'locations' });
    expect(rows.every((r) => /^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/.test(r.Deleted!))).toBe(true);
  });

  it('refuses a kind the Trash does not know, and a Supervisor', async () => {
    const bad = await t.request(admin, { method: 'GET', url: '/api/export/trash?format=csv&entity=planets' });
    expect(bad.statusCode).toBe(400);
    const res = await t.request(supervisor, { method: 'GET', url: '/api/export/trash?format=csv' });
    expect(res.statusCode).toBe(403);
  });
});

describe('the Compliance export (a state’s filing log)', () => {
  beforeAll(async () => {
    const filing = (i: number, over: Partial<typeof filings.$inferInsert> = {}) => ({
      state: 'NY',
      kind: 'ny-form-26',
      periodStart: `${2000 + i}-01-01`,
      periodEnd: `${2000 + i}-12-31`,
      fileKey: `filings/test-${i}`,
      fileName: `NY-PRL-${2000 + i}.txt`,
      contentType: 'text/plain',
      size: 100 + i,
      sha256: `${i}`.padStart(64, 'a'),
      records: i,
      madeBy: admin.userId,
      madeAt: new Date(Date.UTC(2001 + i, 0, 15, 14, 30)),
      ...over,
    });
    // More than the log's page of 25; one made before its period ended, one filed with problems.
    await t.db
      .insert(filings)
      .values([
        ...Array.from({ length: 27 }, (_, i) => filing(i)),
        filing(27, { madeAt: new Date(Date.UTC(2027, 5, 1)), fileName: 'NY-PRL-draft.txt' }),
        filing(28, { forced: true, problems: 3, fileName: 'NY-PRL-forced.txt' }),
        filing(29, { state: 'CA', kind: 'ca-monthly-csv', fileName: 'CA-other-state.csv' }),
      ]);
  });

  it('holds every file of the state’s log, newest first, with its flags in words', async () => {
    const keys = await listed<FilingsResponse>('/api/compliance/filings?state=NY', (b) =>
      b.filings.map((f) => ({ key: String(f.id) })),
    );
    expect(keys).toHaveLength(29);
    const { headings, rows, res } = await exportCsv(t, admin, 'compliance', '&state=NY');
    expect(headings).toEqual([
      'Made',
      'Period Start',
      'Period End',
      'File',
      'Draft',
      'Filed With Problems',
      'Added Since',
      'Removed Since',
      'Corrected Since',
      'Records',
      'Made By',
      'SHA-256',
      'Verification Code',
      'ID',
    ]);
    expect(rows.map((r) => r.ID)).toEqual(keys);
    expect(res.headers['x-total-count']).toBe('29');
    expect(rows.some((r) => r.File?.startsWith('CA'))).toBe(false);
    expect(rows.find((r) => r.File === 'NY-PRL-draft.txt')).toMatchObject({
      Draft: 'Yes',
      'Period Start': '01/01/2027',
      'Period End': '12/31/2027',
      'Filed With Problems': '',
    });
    expect(rows.find((r) => r.File === 'NY-PRL-forced.txt')).toMatchObject({
      Draft: 'No',
      'Filed With Problems': '3',
      Records: '28',
    });
    const { sheet } = await exportXlsx(t, admin, 'compliance', '&state=NY');
    expect(sheet.rowCount).toBe(30);
  });

  it('refuses a state it does not file, no state at all, and a Supervisor', async () => {
    for (const query of ['&state=ZZ', '']) {
      const bad = await t.request(admin, { method: 'GET', url: `/api/export/compliance?format=csv${query}` });
      expect(bad.statusCode, query).toBe(400);
    }
    const res = await t.request(supervisor, {
      method: 'GET',
      url: '/api/export/compliance?format=csv&state=NY',
    });
    expect(res.statusCode).toBe(403);
  });
});
