import type { CodedError, ErrorCode } from '@shared/error-codes';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { FieldType } from '@shared/constants';
import {
  BIDI_CONTROLS_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  hasBidiControls,
  hasControlCharacters,
} from '@shared/schemas/common';
import { type AnswerValue, chemicalValue, photosValue, signatureValue } from '@shared/schemas/reports';
import { AMOUNT_MAX, NUMBER_ANSWER_MAX, PHOTOS_MAX, TEXT_MAX } from '@shared/schemas/report-limits';
import { isIsoDate } from '@shared/dates';
import { codeOfText } from '@shared/error-codes';
import { applicationsValue } from '@shared/schemas/applications';
import {
  amountUnitOf,
  chemicalIdsIn,
  isLegacyChemicalValue,
  recordOfLegacy,
} from '@shared/schemas/application-values';
import type { Db } from '../db/client';
import { chemicals } from '../db/schema/chemicals';
import type { ReportSnapshot } from '../db/schema/reports';
import { reportFiles } from '../db/schema/reports';
import { checkDeviceInspections, type DeviceRefs, loadDeviceRefs } from '../devices/devices.public';

type SnapshotField = ReportSnapshot['tasks'][number]['fields'][number];

/**
 * A checked answer: the JSON to store, null to clear the field, or the message saying what is
 * wrong, with messages for its parts where it has some (`<record>.<part>` of an application).
 */
export type Checked =
  | { value: AnswerValue | null }
  | { error: ErrorCode | CodedError; parts?: Record<string, ErrorCode | CodedError> };

const ok = (value: AnswerValue | null): Checked => ({ value });
const fail = (error: ErrorCode, parts?: Record<string, ErrorCode>): Checked =>
  parts ? { error, parts } : { error };

/**
 * What a field's answer refers to elsewhere: images of this report, chemicals of the tree, and
 * (issue 17) the devices of the report's location.
 */
export interface AnswerRefs extends DeviceRefs {
  files: Map<number, number>;
  chemicals: Set<number>;
}

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

function text(v: unknown, oneLine: boolean): Checked {
  if (typeof v !== 'string' || v.length > TEXT_MAX) return fail('report.text');
  // Tabs and line breaks in a one-line answer become spaces below; other controls are refused.
  if (hasControlCharacters(v, true)) return fail('validation.controlCharacters');
  if (oneLine && hasBidiControls(v)) return fail('validation.bidiControls');
  const t = oneLine ? v.replace(/\s+/g, ' ').trim() : v.replace(/\r\n?/g, '\n').trim();
  return ok(t);
}

/** Checks one answer against its snapshot field (docs/product.md section 5). */
export function checkAnswer(field: SnapshotField, raw: unknown, refs: AnswerRefs): Checked {
  if (field.field_type === FieldType.Link) return isEmpty(raw) ? ok(null) : fail('report.noAnswer');
  if (isEmpty(raw)) return ok(null);
  switch (field.field_type) {
    case FieldType.Text:
      return text(raw, true);
    case FieldType.Paragraph:
      return text(raw, false);
    case FieldType.Number: {
      // A phone keyboard sends what it typed; "12.5" is a number too.
      const n = typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : raw;
      return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= NUMBER_ANSWER_MAX
        ? ok(n)
        : fail('report.number');
    }
    case FieldType.Date:
      return typeof raw === 'string' && isIsoDate(raw) ? ok(raw) : fail('report.date');
    case FieldType.Checkboxes: {
      if (!Array.isArray(raw) || !raw.every((o) => typeof o === 'string' && field.options.includes(o))) {
        return fail('report.options');
      }
      const picked = raw as string[];
      if (new Set(picked).size !== picked.length) return fail('report.options');
      // Stored in the template's order, however they were ticked.
      return ok(field.options.filter((o) => picked.includes(o)));
    }
    case FieldType.Dropdown:
    case FieldType.Radio:
      return typeof raw === 'string' && field.options.includes(raw) ? ok(raw) : fail('report.option');
    case FieldType.Signature: {
      const parsed = signatureValue.safeParse(raw);
      if (!parsed.success) return fail('report.signature');
      return refs.files.get(parsed.data.file_id) === field.id
        ? ok({ file_id: parsed.data.file_id })
        : fail('report.fileNotFound');
    }
    case FieldType.Photo: {
      const parsed = photosValue.safeParse(raw);
      if (!parsed.success || parsed.data.length > PHOTOS_MAX) return fail('report.photos');
      const ids = parsed.data.map((p) => p.file_id);
      if (new Set(ids).size !== ids.length) return fail('report.photos');
      return ids.every((id) => refs.files.get(id) === field.id)
        ? ok(ids.map((file_id) => ({ file_id })))
        : fail('report.fileNotFound');
    }
    case FieldType.ChemicalApplication:
      return checkChemical(raw, refs);
    case FieldType.DeviceInspection:
      return checkDeviceInspections(field.id, raw, refs);
    default:
      return fail('report.unknownField');
  }
}

/**
 * Application records (issue 14): each part's shape only, as a technician may save half a record
 * and finish it later; submit checks the whole (applications/application-check.ts). The answer
 * of a client that still sends one product, amount, unit and pest becomes one record.
 */
function checkChemical(raw: unknown, refs: AnswerRefs): Checked {
  if (isLegacyChemicalValue(raw)) {
    const legacy = chemicalValue.safeParse(raw);
    if (!legacy.success) {
      if (legacy.error.issues.some((i) => i.message === CONTROL_CHARACTERS_MESSAGE)) {
        return fail('validation.controlCharacters');
      }
      if (legacy.error.issues.some((i) => i.message === BIDI_CONTROLS_MESSAGE)) {
        return fail('validation.bidiControls');
      }
      const part = legacy.error.issues[0]?.path[0];
      if (part === 'amount') return fail('report.amount');
      if (part === 'target_pest') return fail('report.targetPest');
      return fail(part === 'unit' ? 'report.unit' : 'report.chemical');
    }
    const { amount, unit } = legacy.data;
    if (!Number.isFinite(amount) || amount < 0 || amount > AMOUNT_MAX) return fail('report.amount');
    if (!amountUnitOf(unit)) return fail('application.unit');
    if (legacy.data.target_pest.trim().length > 200) return fail('report.targetPest');
    if (!refs.chemicals.has(legacy.data.chemical_id)) return fail('report.chemical');
    raw = [recordOfLegacy(legacy.data)];
  }
  const parsed = applicationsValue.safeParse(raw);
  if (!parsed.success) {
    const parts: Record<string, ErrorCode> = {};
    for (const issue of parsed.error.issues) {
      const [index, part] = issue.path;
      if (typeof index !== 'number' || typeof part !== 'string') continue;
      parts[`${index}.${part}`] ??=
        issue.message === CONTROL_CHARACTERS_MESSAGE
          ? 'validation.controlCharacters'
          : (codeOfText(issue.message) ?? 'application.shape');
    }
    const top = parsed.error.issues.find((i) => i.path.length <= 1);
    return fail(top ? (codeOfText(top.message) ?? 'application.shape') : 'report.answersInvalid', parts);
  }
  if (parsed.data.length === 0) return ok(null);
  const parts: Record<string, ErrorCode> = {};
  parsed.data.forEach((r, i) => {
    if (r.chemical_id !== null && !refs.chemicals.has(r.chemical_id))
      parts[`${i}.chemical_id`] = 'application.chemical';
  });
  if (Object.keys(parts).length > 0) return fail('report.answersInvalid', parts);
  return ok(parsed.data);
}

/** Loads every image, chemical and device the given answers may refer to. */
export async function loadRefs(
  tx: Db,
  report: { id: number; jobId: number; snapshot: ReportSnapshot },
  values: unknown[],
): Promise<AnswerRefs> {
  const chemicalIds = chemicalIdsIn(values);
  const files = await tx
    .select({ id: reportFiles.id, fieldId: reportFiles.fieldId })
    .from(reportFiles)
    .where(eq(reportFiles.reportId, report.id));
  const chems =
    chemicalIds.length === 0
      ? []
      : await tx
          .select({ id: chemicals.id })
          .from(chemicals)
          .where(
            and(
              inArray(chemicals.id, chemicalIds),
              eq(chemicals.isCategory, false),
              isNull(chemicals.deletedAt),
            ),
          );
  return {
    files: new Map(files.map((f) => [f.id, f.fieldId])),
    chemicals: new Set(chems.map((c) => c.id)),
    ...(await loadDeviceRefs(tx, report, values)),
  };
}

/**
 * Required fields that have no answer; a link takes none, so it is never missing, and a field a
 * rule hides is not asked for (issue 16).
 */
export function missingRequired(
  snapshot: ReportSnapshot,
  answered: Set<number>,
  hidden: ReadonlySet<number> = new Set(),
): { id: number; field_name: string }[] {
  return snapshot.tasks
    .flatMap((t) => t.fields)
    .filter(
      (f) => f.required === 1 && f.field_type !== FieldType.Link && !answered.has(f.id) && !hidden.has(f.id),
    )
    .map((f) => ({ id: f.id, field_name: f.field_name }));
}
