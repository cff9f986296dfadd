import { formatDateTime, formatDay } from '@shared/dates';
import type {
  CorrectablePart,
  FrozenApplication,
  FrozenCertification,
  RecordCorrection,
} from '@shared/schemas/applications';
import { SITE_CODE_NAMES, type SiteCode } from '@shared/site-codes';

const certText = (c: FrozenCertification | null) =>
  c
    ? `certification ${c.state} ${c.certification_id} (category ${c.category}, expires ${formatDay(c.expires_on)})`
    : 'not certified';

/**
 * An application as submitted, as the lines of the printed record (issue 14, docs/compliance.md):
 * every element the federal rule and the states ask for, and the re-entry interval for the
 * customer's copy. English, like the rest of the PDF.
 */
export function applicationLines(a: FrozenApplication): [string, string][] {
  const lines: [string, string][] = [
    [
      'Product',
      `${a.product_name} · EPA Reg. No. ${a.epa_reg_no}` +
        (a.state_reg_no ? ` · ${a.state} Reg. No. ${a.state_reg_no}` : '') +
        (a.lot ? ` · Lot ${a.lot}` : '') +
        (a.restricted_use ? ' · Restricted use' : ''),
    ],
    ['Amount', `${a.amount} ${a.unit} of undiluted product`],
  ];
  if (a.mix_rate) {
    const m = a.mix_rate;
    const total = a.total_mix ? ` · total mix applied ${a.total_mix.amount} ${a.total_mix.unit}` : '';
    lines.push(['Mix', `${m.amount} ${m.unit} per ${m.per_quantity} ${m.per_unit}${total}`]);
  }
  lines.push(['Area treated', `${a.area} ${a.area_unit}`]);
  if (a.site_code !== null) {
    lines.push(['Use/site code', `${a.site_code} ${SITE_CODE_NAMES[a.site_code as SiteCode] ?? ''}`.trim()]);
  }
  if (a.place) lines.push(['Place', a.place]);
  if (a.method) lines.push(['Method', a.method]);
  if (a.target_pests) lines.push(['Target pests', a.target_pests]);
  lines.push(['When', `${formatDay(a.applied_on)} ${a.start_time}${a.end_time ? `–${a.end_time}` : ''}`]);
  lines.push([
    'Customer',
    [a.customer_name, a.customer_address, a.customer_phone].filter(Boolean).join(' · '),
  ]);
  lines.push(['Service address', `${a.street}, ${a.municipality}, ${a.county} County, ${a.state} ${a.zip}`]);
  lines.push(['Applicator', `${a.applicator.name} · ${certText(a.applicator_certification)}`]);
  if (a.supervisor) {
    lines.push(['Supervised by', `${a.supervisor.name} · ${certText(a.supervisor_certification)}`]);
  }
  if (a.business_licence) {
    const expired = a.business_licence_expired_on
      ? ` · expired on ${formatDay(a.business_licence_expired_on)}`
      : '';
    lines.push(['Business licence', `${a.state} ${a.business_licence}${expired}`]);
  }
  if (a.wind_speed_mph !== null || a.temperature_f !== null) {
    const wind =
      a.wind_speed_mph !== null ? `wind ${a.wind_speed_mph} mph ${a.wind_direction ?? ''}`.trim() : '';
    const temp = a.temperature_f !== null ? `${a.temperature_f} °F` : '';
    lines.push(['Conditions', [wind, temp].filter(Boolean).join(' · ')]);
  }
  if (a.rate_over_label) lines.push(['Rate above label', a.rate_reason]);
  lines.push(['Re-entry interval', a.rei_hours === null ? 'none on the label' : `${a.rei_hours} hours`]);
  return lines;
}

/** Each part an Admin may correct, as the printed record names it. */
const PART_NAMES: Record<CorrectablePart, string> = {
  street: 'Street',
  municipality: 'Municipality',
  county: 'County',
  zip: 'ZIP code',
  amount: 'Amount',
  unit: 'Unit',
  epa_reg_no: 'EPA Reg. No.',
  site_code: 'Use/site code',
  target_pests: 'Target pests',
  applied_on: 'Date',
  start_time: 'Start time',
};

const partValue = (part: CorrectablePart, v: string | number | null) =>
  v === null || v === '' ? '(empty)' : part === 'applied_on' ? formatDay(String(v)) : String(v);

/**
 * A record's corrections since it was submitted (issue 30), oldest first, a row each: when and by
 * whom, every part from what to what, and why. In words: the PDF's font has no arrow.
 */
export function correctionLines(corrections: RecordCorrection[], timezone: string): [string, string][] {
  return corrections.map((c) => [
    'Corrected',
    `${formatDateTime(c.at, timezone)} by ${c.by.name}: ` +
      c.changes
        .map((d) => `${PART_NAMES[d.part]} was ${partValue(d.part, d.from)}, now ${partValue(d.part, d.to)}`)
        .join('; ') +
      ` · Why: ${c.note}`,
  ]);
}
