import type { CodedError, ErrorCode } from '@shared/error-codes';
import type { ApplicationRecord, FrozenCertification } from '@shared/schemas/applications';
import type { LabelRate } from '@shared/schemas/chemical-label';
import type { SiteCode } from '@shared/site-codes';
import { dayIn, formatDateTime, formatDay, minuteIn } from '@shared/dates';
import { mixCheck } from '@shared/mix-amount';
import { convertible, convertUnit, filedQuantity, filesAsZero } from '@shared/units';
import { AMOUNT_UNITS } from '@shared/unit-names';

/** New York's unit codes (its filing, compliance/ny-prl.ts, writes them); "G" is refused (gallons or grams?), so grams have none. */
export const NY_UNIT_CODES: Readonly<Record<string, string>> = {
  'fl oz': 'FL OZ',
  pt: 'PT',
  qt: 'QT',
  gal: 'GAL',
  mL: 'ML',
  L: 'L',
  oz: 'OZ',
  lb: 'LB',
  kg: 'KG',
};

/** What a record refers to, loaded once for the whole report (applications.repository.ts). */
export interface CheckContext {
  location: {
    customerName: string;
    billingAddress: string;
    street: string | null;
    municipality: string | null;
    county: string | null;
    state: string | null;
    zip: string | null;
    addressIncomplete: boolean;
  };
  chemicals: Map<
    number,
    {
      epaRegNo: string | null;
      restrictedUse: boolean;
      labelRates: LabelRate[];
      siteCodes: SiteCode[];
    }
  >;
  users: Map<number, { name: string }>;
  /** The certification of a user valid in the location's state on a day, or null. */
  certification: (userId: number, day: string) => FrozenCertification | null;
  recordWeather: boolean;
  rateWarnOnly: boolean;
  /**
   * When the work could have been done, as the office's wall clock reads ('YYYY-MM-DD HH:mm'):
   * from the start of the day the report was started to the moment it is submitted (issue 30).
   * The demo's history, written from its plan, has none.
   */
  window?: { from: string; to: string; fromDay: string; toText: string };
}

export type RecordWindow = NonNullable<CheckContext['window']>;

/**
 * The office's wall-clock span a report's records must fall in: from the start of the day it was
 * started (work often begins before the phone is out) to the moment it is submitted.
 */
export function recordWindow(reportStart: Date, now: Date, timeZone: string): RecordWindow {
  const fromDay = dayIn(reportStart, timeZone);
  return {
    from: `${fromDay} 00:00`,
    to: minuteIn(now, timeZone),
    fromDay: formatDay(fromDay),
    toText: formatDateTime(now, timeZone),
  };
}

/** Per part of the record (`chemical_id`, `amount`, …): what is missing or wrong. */
export type RecordProblems = Record<string, CodedError>;

/** The check's verdict on one record: its problems, and whether its rate is above the label. */
export interface RecordVerdict {
  problems: RecordProblems;
  rateOverLabel: boolean;
}

const SLACK = 1 + 1e-9;
const figure = (n: number) => String(Number(n.toPrecision(4)));

/**
 * Checks one record on submit (issue 14, decision 0025): the federal elements (40 CFR 171.303),
 * then the label: the use/site code, the rate (converted to the label's units), restricted use.
 * The report's user applied it unless the record names another applicator.
 */
export function checkRecord(r: ApplicationRecord, reportUserId: number, ctx: CheckContext): RecordVerdict {
  const problems: RecordProblems = {};
  const add = (part: string, code: ErrorCode, params?: CodedError['params']) => {
    problems[part] ??= params ? { code, params } : { code };
  };
  const loc = ctx.location;
  if (!loc.customerName.trim()) add('location', 'application.customerName');
  else if (!loc.billingAddress.trim()) add('location', 'application.customerAddress');
  else if (
    loc.addressIncomplete ||
    !loc.street ||
    !loc.municipality ||
    !loc.county ||
    !loc.state ||
    !loc.zip
  ) {
    add('location', 'application.serviceAddress');
  }
  const chemical = r.chemical_id === null ? undefined : ctx.chemicals.get(r.chemical_id);
  if (!chemical) add('chemical_id', 'application.productRequired');
  else if (!chemical.epaRegNo?.trim()) add('chemical_id', 'application.epaMissing');
  if (r.amount === null || r.unit === null) add('amount', 'application.amountRequired');
  // Typed key by key, "0" comes before "0.5": autosave keeps it, submitting refuses it.
  else if (filesAsZero(r.amount)) add('amount', 'application.amountZero');
  // A unit the state's file has no code for is refused where it is typed, not at filing (issue 30).
  else if (loc.state === 'NY' && !NY_UNIT_CODES[r.unit]) {
    const units = AMOUNT_UNITS.filter((u) => NY_UNIT_CODES[u] && convertible(u, r.unit!));
    add('unit', 'application.unitForState', { unit: r.unit, state: 'NY', units: units.join(', ') });
  }
  if (r.area === null || r.area_unit === null) add('area', 'application.areaRequired');
  if (r.date === null || r.start_time === null) add('date', 'application.dateRequired');
  else if (ctx.window) {
    const at = (time: string) => `${r.date} ${time.slice(0, 5)}`;
    if (at(r.start_time) < ctx.window.from) {
      add('date', 'application.dateBeforeReport', { day: ctx.window.fromDay });
    } else if (at(r.start_time) > ctx.window.to || (r.end_time !== null && at(r.end_time) > ctx.window.to)) {
      add('date', 'application.dateAfterSubmit', { now: ctx.window.toText });
    }
  }
  if (
    ctx.recordWeather &&
    (r.wind_speed_mph === null || r.wind_direction === null || r.temperature_f === null)
  ) {
    add('wind', 'application.weatherRequired');
  }
  if (r.total_mix && !r.mix_rate) add('mix_rate', 'application.mixRate');
  if (r.mix_rate && !r.total_mix) add('total_mix', 'application.totalMix');
  // The undiluted amount is what the mix holds (issue 30): 5 fl oz for half an ounce a gallon
  // times one gallon would put ten times the product into the state's files.
  if (r.mix_rate && r.total_mix && r.amount !== null && r.unit !== null && !problems.amount) {
    const found = mixCheck(r.amount, r.unit, { mix_rate: r.mix_rate, total_mix: r.total_mix });
    if (found?.problem === 'unit') add('amount', 'application.mixUnit', { unit: found.unit });
    if (found?.problem === 'disagrees') {
      add('amount', 'application.mixDisagrees', { amount: `${filedQuantity(found.expected)} ${r.unit}` });
    }
  }

  const applicatorId = r.applicator_id ?? reportUserId;
  const applicator = ctx.users.get(applicatorId);
  if (!applicator) add('applicator_id', 'application.person');
  const supervisor = r.supervisor_id === null ? null : ctx.users.get(r.supervisor_id);
  if (r.supervisor_id !== null && !supervisor) add('supervisor_id', 'application.person');
  if (applicator && r.date && loc.state) {
    const state = loc.state;
    const own = ctx.certification(applicatorId, r.date);
    const supervising =
      supervisor && r.supervisor_id !== null ? ctx.certification(r.supervisor_id, r.date) : null;
    if (supervisor && !supervising) {
      add('supervisor_id', 'application.supervisorUncertified', { name: supervisor.name, state });
    } else if (!own && !supervising) {
      if (chemical?.restrictedUse) add('supervisor_id', 'application.restrictedUncertified', { state });
      else add('supervisor_id', 'application.certificationMissing', { name: applicator.name, state });
    }
  }

  let rateOverLabel = false;
  if (chemical) {
    const labelled = chemical.siteCodes.length > 0 || chemical.labelRates.length > 0;
    if (r.site_code === null) {
      if (labelled) add('site_code', 'application.siteRequired');
    } else if (chemical.siteCodes.length > 0 && !chemical.siteCodes.includes(r.site_code)) {
      add('site_code', 'application.siteNotAllowed', {
        site: r.site_code,
        allowed: chemical.siteCodes.join(', '),
      });
    } else {
      const over = rateProblems(r, chemical.labelRates, add);
      if (over) {
        rateOverLabel = true;
        const params = { rate: over.rate, max: over.max, site: r.site_code };
        if (!ctx.rateWarnOnly) add(over.part, 'application.rateAboveLabel', params);
        else if (!r.rate_reason.trim()) add('rate_reason', 'application.rateReasonRequired', params);
      }
    }
  }
  return { problems, rateOverLabel };
}

/**
 * The label's rates for the record's site, each compared with what the record used: by area
 * treated, or by the mix's strength. Returns the first rate above its maximum, as texts.
 */
function rateProblems(
  r: ApplicationRecord,
  rates: LabelRate[],
  add: (part: string, code: ErrorCode, params?: CodedError['params']) => void,
): { rate: string; max: string; part: 'amount' | 'mix_rate' } | null {
  for (const label of rates.filter((l) => l.site_code === r.site_code)) {
    const max = `${figure(label.max_amount)} ${label.amount_unit} per ${figure(label.per_quantity)} ${label.per_unit}`;
    if (label.basis === 'area') {
      if (r.amount === null || r.unit === null || r.area === null || r.area_unit === null) continue;
      if (!convertible(r.unit, label.amount_unit)) {
        add('amount', 'application.unitMismatch', { unit: label.amount_unit });
        continue;
      }
      if (!convertible(r.area_unit, label.per_unit)) {
        add('area', 'application.areaUnitMismatch', { unit: label.per_unit });
        continue;
      }
      const product = convertUnit(r.amount, r.unit, label.amount_unit);
      const area = convertUnit(r.area, r.area_unit, label.per_unit);
      const used = (product / area) * label.per_quantity;
      if (used > label.max_amount * SLACK) {
        const rate = `${figure(used)} ${label.amount_unit} per ${figure(label.per_quantity)} ${label.per_unit}`;
        return { rate, max, part: 'amount' };
      }
    } else {
      const mix = r.mix_rate;
      if (!mix) {
        if (r.total_mix) add('mix_rate', 'application.mixRequired');
        continue;
      }
      if (!convertible(mix.unit, label.amount_unit)) {
        add('mix_rate', 'application.unitMismatch', { unit: label.amount_unit });
        continue;
      }
      const product = convertUnit(mix.amount, mix.unit, label.amount_unit);
      const volume = convertUnit(mix.per_quantity, mix.per_unit, label.per_unit);
      const used = (product / volume) * label.per_quantity;
      if (used > label.max_amount * SLACK) {
        const rate = `${figure(used)} ${label.amount_unit} per ${figure(label.per_quantity)} ${label.per_unit}`;
        return { rate, max, part: 'mix_rate' };
      }
    }
  }
  return null;
}
