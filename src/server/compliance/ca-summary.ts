import { stringify } from 'csv-stringify/sync';
import { countyOf } from '@shared/counties';
import type { FrozenApplication } from '@shared/schemas/applications';
import { SITE_CODE_NAMES, type SiteCode } from '@shared/site-codes';
import { convertible, convertUnit, filedQuantity } from '@shared/units';
import { type AmountUnit } from '@shared/unit-names';
import { CONTENT_WIDTH, PdfWriter, STYLES } from '../pdf/pdf-writer';
import { drawVerification, type PrintedVerification } from '../pdf/verification-block';
import { FilingRefused } from './ny-prl';
import { blockingProblem } from './state-rules';

/**
 * California's Monthly Summary Pesticide Use Report (form DPR-ENF-060, docs/compliance.md,
 * decision 0030): per county, one line per use/site code and product with its total amount and
 * number of applications; a county the company serves with no use that month still gets its
 * report, saying so.
 */
export interface CaLine {
  /** Null only in a report filed anyway with a record that lacks it. */
  siteCode: SiteCode | null;
  productName: string;
  /** The product's California registration number when it has one, else its EPA number. */
  registration: string;
  amount: number;
  unit: AmountUnit;
  applications: number;
}

export interface CaCountyReport {
  county: string;
  lines: CaLine[];
}

export interface CaHeader {
  businessName: string;
  address: string;
  operatorId: string;
  /** 'YYYY-MM' */
  month: string;
  /** The filing's ledger code (decision 0040), on every county's page: each may be sent apart. */
  verification?: PrintedVerification;
}

/**
 * Sums the month's records by county, site code and product. Amounts of one product are added in
 * the unit of its first record; one measured otherwise (ounces beside fluid ounces) gets a line of
 * its own. Refuses (FilingRefused) a record California's rules would, unless filed anyway.
 */
export function summarizeCa(
  records: Iterable<FrozenApplication>,
  servedCounties: string[],
  strict = true,
): CaCountyReport[] {
  const counties = new Map<string, Map<string, CaLine>>();
  for (const county of servedCounties) {
    const name = countyOf('CA', county);
    if (name !== null && !counties.has(name)) counties.set(name, new Map());
  }
  for (const r of records) {
    const problem = blockingProblem(r, 'CA', strict);
    if (problem) throw new FilingRefused(r.id, problem);
    const county = countyOf('CA', r.county) ?? r.county;
    const lines = counties.get(county) ?? new Map<string, CaLine>();
    counties.set(county, lines);
    const product = `${r.site_code}|${r.chemical_id}|${r.product_name}`;
    const sameMeasure = [...lines.entries()].find(
      ([k, l]) => k.startsWith(`${product}|`) && convertible(l.unit, r.unit),
    );
    if (sameMeasure) {
      const line = sameMeasure[1];
      line.amount += convertUnit(r.amount, r.unit, line.unit);
      line.applications += 1;
    } else {
      lines.set(`${product}|${r.unit}`, {
        siteCode: r.site_code as SiteCode | null,
        productName: r.product_name,
        registration: r.state_reg_no || r.epa_reg_no,
        amount: r.amount,
        unit: r.unit,
        applications: 1,
      });
    }
  }
  return [...counties.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([county, lines]) => ({
      county,
      lines: [...lines.values()].sort(
        (a, b) =>
          (a.siteCode ?? 0) - (b.siteCode ?? 0) ||
          a.productName.localeCompare(b.productName) ||
          a.unit.localeCompare(b.unit),
      ),
    }));
}

const amountText = filedQuantity;
const NO_USE = 'No pesticides used this month';

export const CA_COLUMNS = [
  'County',
  'Month',
  'Use/site code',
  'Product name',
  'Registration number',
  'Total amount',
  'Unit',
  'Number of applications',
];

/** The same columns as the form, a row per line; a no-use county is one row saying so. */
export function caCsv(reports: CaCountyReport[], month: string): string {
  const rows = reports.flatMap((r) =>
    r.lines.length === 0
      ? [[r.county, month, '', NO_USE, '', '0', '', '0']]
      : r.lines.map((l) => [
          r.county,
          month,
          String(l.siteCode ?? ''),
          l.productName,
          l.registration,
          amountText(l.amount),
          l.unit,
          String(l.applications),
        ]),
  );
  return stringify([CA_COLUMNS, ...rows], { record_delimiter: 'windows' });
}

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const COLUMN_WIDTHS = [120, 130, 90, 64, 40, 76];

/** A page per county in the form's layout: the header, then the lines or the no-use statement. */
export async function caPdf(reports: CaCountyReport[], header: CaHeader, made: Date): Promise<Buffer> {
  const title = `Monthly Summary Pesticide Use Report, ${monthName(header.month)}`;
  const pdf = new PdfWriter({ title, author: header.businessName, subject: 'DPR-ENF-060', created: made });
  const scale = CONTENT_WIDTH / COLUMN_WIDTHS.reduce((a, b) => a + b, 0);
  const cells = (texts: string[]) => texts.map((text, i) => ({ text, width: COLUMN_WIDTHS[i]! * scale }));
  const columnHeads = () =>
    pdf.tableRow(
      cells(['Use/site code', 'Product name', 'Registration number', 'Total amount', 'Unit', 'Applications']),
      STYLES.label,
    );
  reports.forEach((report, i) => {
    if (i > 0) pdf.newPage();
    pdf.paragraph(title, STYLES.title);
    pdf.gap(6);
    pdf.row('County', report.county);
    pdf.row('Month', monthName(header.month));
    pdf.row('Business', header.businessName);
    pdf.row('Address', header.address);
    pdf.row('Operator id', header.operatorId);
    if (header.verification) drawVerification(pdf, header.verification, 'filing');
    pdf.gap(10);
    if (report.lines.length === 0) {
      pdf.paragraph(`${NO_USE} in ${report.county} County.`, STYLES.heading);
      return;
    }
    columnHeads();
    pdf.rule();
    pdf.gap(3);
    for (const l of report.lines) {
      pdf.tableRow(
        cells([
          l.siteCode === null ? '' : `${l.siteCode} ${SITE_CODE_NAMES[l.siteCode]}`,
          l.productName,
          l.registration,
          amountText(l.amount),
          l.unit,
          String(l.applications),
        ]),
        STYLES.body,
        columnHeads,
      );
    }
  });
  pdf.finishPages(header.businessName, title, (n, of) => `Page ${n} of ${of}`);
  return pdf.toBuffer();
}
