import { nyCountyCode } from '@shared/counties';
import type { FrozenApplication } from '@shared/schemas/applications';
import { convertible, convertUnit, filedQuantity } from '@shared/units';
import { NY_UNIT_CODES } from '../applications/applications.public';
import { blockingProblem, type RuleProblem } from './state-rules';

/**
 * New York's Pesticide Reporting Law files (docs/compliance.md, decision 0030): ASCII text, one
 * record a line ending CRLF, every field followed by `|` even when empty, the form's header
 * fields first on each record. Form 26 holds the ten reporting columns (the optional
 * record-keeping ones stay in Fieldbook's own register), Form 26A one line per applicator.
 */
export const CRLF = '\r\n';

/** Form 26's first header field: applications were made ("0") or none this year ("3"). */
const MADE = '0';
const NONE_MADE = '3';
const FORM_26_COLUMNS = 10;

/** A record the state would refuse: the file is not made, and the record is named. */
export class FilingRefused extends Error {
  constructor(
    readonly applicationId: number,
    readonly problem: RuleProblem,
  ) {
    super(`Application record ${applicationId} cannot be filed: ${problem.code} (${problem.part})`);
  }
}

/**
 * A field as the state reads it: ASCII only (accents dropped, ® and the like removed), no `|`
 * and no line break inside, spaces collapsed.
 */
export function asciiField(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\|/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 2011-07-11 → 7/11/2011, as the state's own example writes it. */
export const nyDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${Number(m)}/${Number(d)}/${y}`;
};

/** Up to four decimals, no trailing zeros, never an exponent. */
export const nyQuantity = filedQuantity;

const line = (fields: string[]) => fields.map((f) => `${asciiField(f)}|`).join('') + CRLF;

/**
 * One row per product per application date per address, as New York asks (docs/compliance.md):
 * records that share them become one, their amounts added in the unit of the first (issue 30). A
 * record measured otherwise (ounces beside fluid ounces) cannot be added and keeps a row of its own.
 * The row keeps the first record's certification number and id.
 */
export function mergeNyRows(records: Iterable<FrozenApplication>): FrozenApplication[] {
  const rows: FrozenApplication[] = [];
  // The rows of each product, day and address, by their place in `rows`: one look-up a record.
  const rowsAt = new Map<string, number[]>();
  for (const r of records) {
    const place = [r.epa_reg_no.trim(), asciiField(r.product_name), r.applied_on, nyCountyCode(r.county)];
    const address = [asciiField(r.street), asciiField(r.municipality), r.zip.slice(0, 5)].map((p) =>
      p.toLowerCase(),
    );
    const key = [...place, ...address].join('|');
    const at = rowsAt.get(key) ?? [];
    const same = at.find((i) => convertible(rows[i]!.unit, r.unit));
    if (same !== undefined) {
      const row = rows[same]!;
      rows[same] = { ...row, amount: row.amount + convertUnit(r.amount, r.unit, row.unit) };
    } else {
      rowsAt.set(key, [...at, rows.length]);
      rows.push(r);
    }
  }
  return rows;
}

/** The certification number heading a record: its applicator's, else the one who supervised. */
export function certificationIdOf(r: FrozenApplication): string {
  return (r.applicator_certification?.certification_id || r.supervisor_certification?.certification_id) ?? '';
}

/**
 * One Form 26 line, or FilingRefused when New York's rules refuse the record. Filed anyway
 * (`strict` false), the record is written as it stands: never left out of the year's total.
 */
export function form26Line(r: FrozenApplication, businessRegistration: string, strict = true): string {
  const problem = blockingProblem(r, 'NY', strict);
  if (problem) throw new FilingRefused(r.id, problem);
  return line([
    MADE,
    certificationIdOf(r),
    businessRegistration,
    r.epa_reg_no,
    r.product_name,
    nyQuantity(r.amount),
    NY_UNIT_CODES[r.unit]!,
    nyDate(r.applied_on),
    // End Date: continuous automated applications only, which Fieldbook does not record.
    '',
    nyCountyCode(r.county)!,
    r.street,
    r.municipality,
    r.zip.slice(0, 5),
  ]);
}

/** The year's Form 26 when no application was made: one header record, every column empty. */
export function form26NoApplications(certificationId: string, businessRegistration: string): string {
  return line([NONE_MADE, certificationId, businessRegistration, ...Array<string>(FORM_26_COLUMNS).fill('')]);
}

export interface NyApplicator {
  certificationId: string;
  name: string;
  madeApplications: boolean;
}

/** "Mary Ann Smith" → first "Mary Ann", last "Smith"; one word is a last name. */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/);
  const last = words.pop() ?? '';
  return { first: words.join(' '), last };
}

/** One Form 26A line: certification, business registration, first and last name, indicator. */
export function form26ALine(a: NyApplicator, businessRegistration: string): string {
  const { first, last } = splitName(a.name);
  return line([a.certificationId, businessRegistration, first, last, a.madeApplications ? MADE : NONE_MADE]);
}
