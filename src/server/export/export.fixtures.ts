import { parse } from 'csv-parse/sync';
import { Workbook } from '@cj-tech-master/excelts';
import { expect } from 'vitest';
import type { Session, TestApp } from '../test/test-app';

export const BOM = '\uFEFF';

/** The export of `list` as CSV: its headings and its rows as objects keyed by heading. */
export async function exportCsv(t: TestApp, session: Session, list: string, query = '') {
  const res = await t.request(session, { method: 'GET', url: `/api/export/${list}?format=csv${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body.startsWith(BOM)).toBe(true);
  const records: string[][] = parse(res.body, { bom: true });
  const [headings = [], ...rows] = records;
  return {
    res,
    headings,
    rows: rows.map((r) => Object.fromEntries(headings.map((h, i) => [h, r[i] ?? '']))),
  };
}

/** The ids an export holds, in its order. */
export async function exportIds(t: TestApp, session: Session, list: string, query = '') {
  const { rows } = await exportCsv(t, session, list, query);
  return rows.map((r) => Number(r.ID));
}

/** Every id the list route answers for these filters, page after page, in the list's order. */
export async function listIds(
  t: TestApp,
  session: Session,
  url: string,
  pick: (body: never) => number[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await t.request(session, { method: 'GET', url: `${url}${sep}page=${page}` });
    expect(res.statusCode, res.body).toBe(200);
    const got = pick(res.json<never>());
    ids.push(...got);
    if (got.length === 0 || page > 400) return ids;
  }
}

/** The export of `list` as XLSX, read back by excelts: the first sheet. */
export async function exportXlsx(t: TestApp, session: Session, list: string, query = '') {
  const res = await t.request(session, { method: 'GET', url: `/api/export/${list}?format=xlsx${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new Workbook();
  await workbook.xlsx.load(res.rawPayload);
  const sheet = workbook.worksheets[0]!;
  return { res, sheet };
}
