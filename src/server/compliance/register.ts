import { stringify } from 'csv-stringify/sync';
import { spreadsheetText } from '@shared/spreadsheet-text';
import { formatServiceAddress } from '@shared/addresses';
import { formatDay } from '@shared/dates';
import type { FrozenApplication } from '@shared/schemas/applications';
import { CONTENT_WIDTH, PdfWriter, STYLES } from '../pdf/pdf-writer';
import { drawVerification, type PrintedVerification } from '../pdf/verification-block';

/**
 * The application register an inspector asks for (issue 15, decision 0030): Texas's use records
 * (4 TAC §7.144) and the federal record of 40 CFR 171.303, one row per application, as CSV and
 * as a printable PDF. Texas asks for every person's licence number and the business's TPCL
 * licence; the federal record for the certified applicator and any uncertified one supervised.
 */
export const REGISTER_COLUMNS = [
  'Date',
  'Start time',
  'End time',
  'Customer',
  'Customer address',
  'Customer phone',
  'Location',
  'Service address',
  'County',
  'Place of application',
  'Area treated',
  'Area unit',
  'Product',
  'EPA registration number',
  'State registration number',
  'Restricted use',
  'Lot',
  'Amount (undiluted)',
  'Unit',
  'Mix rate',
  'Total mix applied',
  'Use/site code',
  'Method',
  'Target pests',
  'Applicator',
  'Applicator certification',
  'Supervising certified applicator',
  'Supervisor certification',
  'Business licence',
  'Report',
];

const serviceAddress = (r: FrozenApplication) => formatServiceAddress(r);
const mixRate = (r: FrozenApplication) =>
  r.mix_rate
    ? `${r.mix_rate.amount} ${r.mix_rate.unit} per ${r.mix_rate.per_quantity} ${r.mix_rate.per_unit}`
    : '';
const totalMix = (r: FrozenApplication) => (r.total_mix ? `${r.total_mix.amount} ${r.total_mix.unit}` : '');

/** The business licence the record was made under, flagged when it had run out (issue 30). */
const licenceCell = (r: FrozenApplication) =>
  r.business_licence_expired_on
    ? `${r.business_licence ?? ''} (expired on ${formatDay(r.business_licence_expired_on)})`
    : (r.business_licence ?? '');

export function registerRow(r: FrozenApplication): string[] {
  return [
    r.applied_on,
    r.start_time,
    r.end_time ?? '',
    r.customer_name,
    r.customer_address,
    r.customer_phone,
    r.location_name,
    serviceAddress(r),
    r.county,
    r.place,
    String(r.area),
    r.area_unit,
    r.product_name,
    r.epa_reg_no,
    r.state_reg_no ?? '',
    r.restricted_use ? 'yes' : 'no',
    r.lot,
    String(r.amount),
    r.unit,
    mixRate(r),
    totalMix(r),
    r.site_code === null ? '' : String(r.site_code),
    r.method,
    r.target_pests,
    r.applicator.name,
    r.applicator_certification?.certification_id ?? '',
    r.supervisor?.name ?? '',
    r.supervisor_certification?.certification_id ?? '',
    licenceCell(r),
    `#${r.report_id}`,
  ];
}

/**
 * The CSV, written as the batches arrive: a year of records never sits in memory at once. Names,
 * places and pests are typed by people, so every cell stays text in a spreadsheet.
 */
export async function* registerCsv(batches: AsyncIterable<FrozenApplication[]>): AsyncGenerator<string> {
  yield stringify([REGISTER_COLUMNS], { record_delimiter: 'windows' });
  for await (const batch of batches) {
    const rows = batch.map((r) => registerRow(r).map(spreadsheetText));
    yield stringify(rows, { record_delimiter: 'windows' });
  }
}

export interface RegisterHeader {
  title: string;
  businessName: string;
  licence: string;
  period: string;
  scope: string;
  /** The filing's ledger code (decision 0040). */
  verification?: PrintedVerification;
}

const WIDTHS = [0.17, 0.29, 0.3, 0.24].map((w) => w * CONTENT_WIDTH);

/** The PDF: a row per application, four columns (when, where, what, who). */
export async function registerPdf(
  batches: AsyncIterable<FrozenApplication[]>,
  header: RegisterHeader,
  made: Date,
): Promise<{ pdf: Buffer; records: number }> {
  const pdf = new PdfWriter({
    title: header.title,
    author: header.businessName,
    subject: header.scope,
    created: made,
  });
  pdf.paragraph(header.title, STYLES.title);
  pdf.gap(6);
  pdf.row('Business', header.businessName);
  if (header.licence) pdf.row('Licence', header.licence);
  pdf.row('Period', header.period);
  pdf.row('Records', header.scope);
  if (header.verification) drawVerification(pdf, header.verification, 'filing');
  pdf.gap(10);
  const heads = () =>
    pdf.tableRow(
      ['When', 'Customer and service address', 'Product and amount', 'Applicator'].map((text, i) => ({
        text,
        width: WIDTHS[i]!,
      })),
      STYLES.label,
    );
  heads();
  pdf.rule();
  pdf.gap(3);
  let records = 0;
  for await (const batch of batches) {
    for (const r of batch) {
      records += 1;
      const cells = [
        [r.applied_on, `${r.start_time}${r.end_time ? `–${r.end_time}` : ''}`, `Report #${r.report_id}`],
        [
          r.customer_name,
          r.customer_address,
          r.customer_phone,
          `Service: ${r.location_name}, ${serviceAddress(r)}`,
          r.place,
        ],
        [
          `${r.product_name} (EPA ${r.epa_reg_no}${r.restricted_use ? ', restricted use' : ''})`,
          `${r.amount} ${r.unit} undiluted${r.lot ? `, lot ${r.lot}` : ''}`,
          mixRate(r) && `Mix ${mixRate(r)}, ${totalMix(r)} applied`,
          `Area ${r.area} ${r.area_unit}${r.site_code === null ? '' : `, site ${r.site_code}`}`,
          r.method,
          r.target_pests && `Target: ${r.target_pests}`,
        ],
        [
          `${r.applicator.name} ${r.applicator_certification?.certification_id ?? '(not certified)'}`,
          r.supervisor
            ? `Supervised by ${r.supervisor.name} ${r.supervisor_certification?.certification_id ?? ''}`
            : '',
          r.business_licence_expired_on && `Business licence ${licenceCell(r)}`,
        ],
      ];
      pdf.tableRow(
        cells.map((lines, i) => ({ text: lines.filter(Boolean).join('\n'), width: WIDTHS[i]! })),
        STYLES.muted,
        heads,
      );
    }
  }
  if (records === 0) pdf.paragraph('No application records in this period.', STYLES.heading);
  pdf.finishPages(header.businessName, header.title, (n, of) => `Page ${n} of ${of}`);
  return { pdf: await pdf.toBuffer(), records };
}
