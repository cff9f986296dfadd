import type {
  CorrectablePart,
  FrozenApplication,
  FrozenCertification,
  RecordCorrection,
} from '@shared/schemas/applications';
import { SITE_CODE_NAMES, type SiteCode } from '@shared/site-codes';
import type { PdfLanguage } from '../../pdf/pdf-language';

const certText = (c: FrozenCertification | null, l: PdfLanguage) =>
  c
    ? l.t('pdfs.application.certification', {
        state: c.state,
        id: c.certification_id,
        category: c.category,
        expires: l.day(c.expires_on),
      })
    : l.t('pdfs.application.notCertified');

const quantity = (l: PdfLanguage, amount: number, unit: string) =>
  l.t('pdfs.application.quantity', { amount: l.number(amount), unit: l.unit(unit) });

/**
 * An application as submitted, as the lines of the printed record (issue 14, docs/compliance.md):
 * every element the federal rule and the states ask for, and the re-entry interval for the
 * customer's copy, labelled in the PDF's language (issue 35). What the record holds (product,
 * numbers, addresses, codes) stays as recorded, each value isolated so its order survives in a
 * right-to-left sentence.
 */
export function applicationLines(a: FrozenApplication, l: PdfLanguage): [string, string][] {
  const label = (key: string) => l.t(`pdfs.application.${key}`);
  const lines: [string, string][] = [
    [
      label('product'),
      [
        a.product_name,
        l.t('pdfs.application.epaRegNo', { no: a.epa_reg_no }),
        a.state_reg_no ? l.t('pdfs.application.stateRegNo', { state: a.state, no: a.state_reg_no }) : '',
        a.lot ? l.t('pdfs.application.lot', { lot: a.lot }) : '',
        a.restricted_use ? label('restrictedUse') : '',
      ]
        .filter(Boolean)
        .join(' · '),
    ],
    [label('amount'), l.t('pdfs.application.undiluted', { quantity: quantity(l, a.amount, a.unit) })],
  ];
  if (a.mix_rate) {
    const m = a.mix_rate;
    const rate = l.t('pdfs.application.mixRate', {
      quantity: quantity(l, m.amount, m.unit),
      per: quantity(l, m.per_quantity, m.per_unit),
    });
    const total = a.total_mix
      ? ` · ${l.t('pdfs.application.totalMix', { quantity: quantity(l, a.total_mix.amount, a.total_mix.unit) })}`
      : '';
    lines.push([label('mix'), `${rate}${total}`]);
  }
  lines.push([label('area'), quantity(l, a.area, a.area_unit)]);
  if (a.site_code !== null) {
    lines.push([
      label('siteCode'),
      `${a.site_code} ${SITE_CODE_NAMES[a.site_code as SiteCode] ?? ''}`.trim(),
    ]);
  }
  if (a.place) lines.push([label('place'), a.place]);
  if (a.method) lines.push([label('method'), a.method]);
  if (a.target_pests) lines.push([label('targetPests'), a.target_pests]);
  const hours = `${a.start_time}${a.end_time ? `–${a.end_time}` : ''}`;
  lines.push([label('when'), l.t('pdfs.application.whenValue', { day: l.day(a.applied_on), hours })]);
  lines.push([
    label('customer'),
    [a.customer_name, a.customer_address, a.customer_phone].filter(Boolean).join(' · '),
  ]);
  lines.push([
    label('serviceAddress'),
    l.t('pdfs.application.address', {
      street: a.street,
      municipality: a.municipality,
      county: a.county,
      state: a.state,
      zip: a.zip,
    }),
  ]);
  lines.push([label('applicator'), `${a.applicator.name} · ${certText(a.applicator_certification, l)}`]);
  if (a.supervisor) {
    lines.push([label('supervisedBy'), `${a.supervisor.name} · ${certText(a.supervisor_certification, l)}`]);
  }
  if (a.business_licence) {
    const expired = a.business_licence_expired_on
      ? ` · ${l.t('pdfs.application.expiredOn', { day: l.day(a.business_licence_expired_on) })}`
      : '';
    lines.push([label('businessLicence'), `${a.state} ${a.business_licence}${expired}`]);
  }
  if (a.wind_speed_mph !== null || a.temperature_f !== null) {
    const wind =
      a.wind_speed_mph !== null
        ? l
            .t('pdfs.application.wind', {
              speed: l.number(a.wind_speed_mph),
              direction: a.wind_direction ?? '',
            })
            .trim()
        : '';
    const temp =
      a.temperature_f !== null
        ? l.t('pdfs.application.temperature', { degrees: l.number(a.temperature_f) })
        : '';
    lines.push([label('conditions'), [wind, temp].filter(Boolean).join(' · ')]);
  }
  if (a.rate_over_label) lines.push([label('rateAboveLabel'), a.rate_reason]);
  lines.push([
    label('rei'),
    a.rei_hours === null
      ? label('reiNone')
      : l.t('pdfs.application.reiHours', { hours: l.number(a.rei_hours) }),
  ]);
  return lines;
}

/** Each part an Admin may correct, as the printed record names it (`pdfs.application.parts.*`). */
const PARTS: Record<CorrectablePart, string> = {
  street: 'street',
  municipality: 'municipality',
  county: 'county',
  zip: 'zip',
  amount: 'amount',
  unit: 'unit',
  epa_reg_no: 'epaRegNo',
  site_code: 'siteCode',
  target_pests: 'targetPests',
  applied_on: 'date',
  start_time: 'startTime',
};

const partValue = (part: CorrectablePart, v: string | number | null, l: PdfLanguage) =>
  v === null || v === ''
    ? l.t('pdfs.application.empty')
    : part === 'applied_on'
      ? l.day(String(v))
      : part === 'unit'
        ? l.unit(String(v))
        : String(v);

/**
 * A record's corrections since it was submitted (issue 30), oldest first, a row each: when and by
 * whom, every part from what to what, and why. In words: the PDF's font has no arrow.
 */
export function correctionLines(corrections: RecordCorrection[], l: PdfLanguage): [string, string][] {
  return corrections.map((c) => [
    l.t('pdfs.application.corrected'),
    l.t('pdfs.application.correctedBy', { when: l.dateTime(c.at), name: c.by.name }) +
      ' ' +
      c.changes
        .map((d) =>
          l.t('pdfs.application.change', {
            part: l.t(`pdfs.application.parts.${PARTS[d.part]}`),
            from: partValue(d.part, d.from, l),
            to: partValue(d.part, d.to, l),
          }),
        )
        .join('; ') +
      ` · ${l.t('pdfs.application.why', { note: c.note })}`,
  ]);
}
