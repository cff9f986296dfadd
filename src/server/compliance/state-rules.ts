import { isPoBox } from '@shared/addresses';
import { checksCounties, countyOf } from '@shared/counties';
import { formatDay } from '@shared/dates';
import type { ErrorCode, ErrorParams } from '@shared/error-codes';
import type { FrozenApplication } from '@shared/schemas/applications';
import type { FilingState } from '@shared/schemas/compliance';
import { convertible, convertUnit, filesAsZero } from '@shared/units';
import { NY_UNIT_CODES } from '../applications/applications.public';

/**
 * What each state's filing refuses in a finished application record (issue 15, decision 0030).
 * The submit check (application-check.ts) already holds every record to the federal elements and
 * its label; these are the states' own rules on top, shared by the readiness list and the file
 * writers so a file is never made from a record the list would flag.
 */
export interface RuleProblem {
  part: string;
  code: ErrorCode;
  params?: ErrorParams;
  /** The person whose certification is missing, for `applicator` problems. */
  userId?: number;
}

/** An EPA registration number: company-product, optionally -distributor ("12455-79", "432-1515-1"). */
const EPA_REG_NO = /^\d{1,7}-\d{1,7}(-\d{1,7})?$/;
const ZIP5 = /^\d{5}(-\d{4})?$/;

type Rule = (r: FrozenApplication, state: FilingState) => RuleProblem | RuleProblem[] | null;

const registration: Rule = (r) =>
  EPA_REG_NO.test(r.epa_reg_no.trim())
    ? null
    : { part: 'epa_reg_no', code: 'compliance.registration', params: { number: r.epa_reg_no } };

const poBox: Rule = (r) => (isPoBox(r.street) ? { part: 'street', code: 'compliance.poBox' } : null);

const zip: Rule = (r) =>
  ZIP5.test(r.zip.trim()) ? null : { part: 'zip', code: 'compliance.zip', params: { zip: r.zip } };

const county: Rule = (r, state) =>
  checksCounties(state) && countyOf(state, r.county) === null
    ? { part: 'county', code: 'compliance.county', params: { county: r.county, state } }
    : null;

/** A product mixed with water is less than the mix it makes: an amount as large is the mix. */
const undiluted: Rule = (r) => {
  if (!r.mix_rate || !r.total_mix || !convertible(r.unit, r.total_mix.unit)) return null;
  const amount = convertUnit(r.amount, r.unit, r.total_mix.unit);
  return amount >= r.total_mix.amount
    ? { part: 'amount', code: 'compliance.diluted', params: { amount: `${r.amount} ${r.unit}` } }
    : null;
};

/** No product, as the file writes it: 0 or a figure that rounds to it. */
const noAmount: Rule = (r) =>
  filesAsZero(r.amount)
    ? { part: 'amount', code: 'compliance.amountZero', params: { amount: `${r.amount} ${r.unit}` } }
    : null;

const nyUnit: Rule = (r) =>
  NY_UNIT_CODES[r.unit]
    ? null
    : { part: 'unit', code: 'compliance.unitRefused', params: { unit: r.unit, state: 'NY' } };

/** A certification number of the state the record was applied in: another state's does not count. */
const hasId = (c: FrozenApplication['applicator_certification'], state: string) =>
  Boolean(c?.certification_id.trim()) && c!.state === state;

/** The certified applicator who made or supervised it (federal, California, New York). */
const certifiedApplicator: Rule = (r, state) =>
  hasId(r.applicator_certification, r.state) || hasId(r.supervisor_certification, r.state)
    ? null
    : {
        part: 'applicator',
        code: 'compliance.certification',
        params: { name: r.supervisor?.name ?? r.applicator.name, state: state === 'US' ? r.state : state },
        userId: r.supervisor?.id ?? r.applicator.id,
      };

/** Texas lists the licence number of each person applying, supervising or in training. */
const everyLicence: Rule = (r) => {
  const people = [
    { person: r.applicator, cert: r.applicator_certification },
    ...(r.supervisor ? [{ person: r.supervisor, cert: r.supervisor_certification }] : []),
  ];
  return people
    .filter((p) => !hasId(p.cert, r.state))
    .map((p) => ({
      part: 'applicator',
      code: 'compliance.certification' as const,
      params: { name: p.person.name, state: 'TX' },
      userId: p.person.id,
    }));
};

const siteCode: Rule = (r) =>
  r.site_code === null ? { part: 'site_code', code: 'compliance.siteCode' } : null;
const targetPests: Rule = (r) =>
  r.target_pests.trim() === '' ? { part: 'target_pests', code: 'compliance.targetPests' } : null;

/**
 * Applied after the company's licence in the state had run out, as the company's record said at the
 * submit (issue 30). A warning: the filing says what was done; the office answers for the gap.
 */
const licenceCurrent: Rule = (r) =>
  r.business_licence_expired_on === null
    ? null
    : {
        part: 'business_licence',
        code: 'compliance.licenceExpired',
        params: {
          state: r.state,
          number: r.business_licence ?? '',
          day: formatDay(r.business_licence_expired_on),
        },
      };

const COMMON: Rule[] = [registration, poBox, zip, noAmount, undiluted, licenceCurrent];
const RULES: Record<FilingState, Rule[]> = {
  US: [...COMMON, certifiedApplicator],
  CA: [...COMMON, county, siteCode, certifiedApplicator],
  NY: [...COMMON, county, nyUnit, certifiedApplicator],
  TX: [...COMMON, targetPests, everyLicence],
};

/**
 * Problems a state's file format cannot hold at all (issue 30): New York's Form 26 has no code for
 * some units and counties and takes a five-digit ZIP; California's summary is by county and use/site
 * code. "File anyway" writes a record with any other problem as it stands, never with one of these
 * (it had written grams as "G", which New York reads as gallons). The registers are Fieldbook's own.
 */
const FORMAT_CODES: Partial<Record<FilingState, ReadonlySet<ErrorCode>>> = {
  NY: new Set(['compliance.unitRefused', 'compliance.county', 'compliance.zip']),
  CA: new Set(['compliance.county', 'compliance.siteCode']),
};

/** The problem that keeps a record out of the file: the first, or filed anyway the first of format. */
export function blockingProblem(record: FrozenApplication, state: FilingState, strict: boolean) {
  const problems = problemsFor(record, state);
  const format = FORMAT_CODES[state];
  return (strict ? problems[0] : problems.find((p) => format?.has(p.code))) ?? null;
}

/** Every problem the state's filing would have with the record, in the order of its parts. */
export function problemsFor(record: FrozenApplication, state: FilingState): RuleProblem[] {
  return RULES[state].flatMap((rule) => {
    const found = rule(record, state);
    return found === null ? [] : Array.isArray(found) ? found : [found];
  });
}
