import type { TFunction } from 'i18next';
import { fieldOfFollowup, isFollowupId } from '@shared/schemas/checklist-values';
import type { ReportDetail } from '@shared/schemas/reports';
import type { OutboxEntry } from './outbox';

/*
 * Answers the device holds that the server will not take as they are (decision 0072): answers to
 * a field the report's form no longer has (the template changed while the technician was offline),
 * and the answers of a report closed meanwhile (deleted, finished, or submitted from elsewhere).
 * They are never dropped unseen: shown with their field's name until the technician dismisses them.
 */

export type Fields = ReadonlyMap<number, { name: string; type: number }>;

/** The report's fields by id, as its form (the snapshot) has them. */
export const fieldsOf = (report: Pick<ReportDetail, 'tasks'>): Fields =>
  new Map(
    report.tasks.flatMap((t) =>
      t.fields.map((f) => [f.id, { name: f.field_name, type: f.field_type }] as const),
    ),
  );

/** The field's name, kept on each entry as it is typed, so an answer is named after its field is gone. */
export const labelOf = (fields: Fields, fieldId: number): string | undefined =>
  fields.get(isFollowupId(fieldId) ? fieldOfFollowup(fieldId) : fieldId)?.name;

/**
 * True when the report's form has no field for the entry: removed from the template, or (for a
 * report started on the device from a kept form) a field of another type now, which the answer
 * typed for the old one does not fit.
 */
export function isOrphan(entry: OutboxEntry, fields: Fields, drafts: Fields[]): boolean {
  const id = isFollowupId(entry.fieldId) ? fieldOfFollowup(entry.fieldId) : entry.fieldId;
  const now = fields.get(id);
  if (!now) return true;
  return drafts.some((draft) => {
    const then = draft.get(id);
    return then !== undefined && then.type !== now.type;
  });
}

const isImage = (v: unknown) =>
  typeof v === 'object' && v !== null && ('file_id' in v || 'pending' in v || 'photo' in v);

/** An answer as plain text to read and copy elsewhere; its images are counted, not drawn. */
export function answerText(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('reports.stranded.empty');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const images = value.filter(isImage).length;
    const rest = value.filter((v) => !isImage(v)).map((v) => answerText(v, t));
    return [...rest, ...(images > 0 ? [t('reports.stranded.images', { count: images })] : [])].join(', ');
  }
  if (isImage(value)) return t('reports.stranded.images', { count: 1 });
  const { note, photos } = value as { note?: unknown; photos?: unknown };
  if (typeof note === 'string' || Array.isArray(photos))
    return [note, Array.isArray(photos) && photos.length > 0 ? answerText(photos, t) : '']
      .filter((part) => typeof part === 'string' && part !== '')
      .join(' · ');
  return JSON.stringify(value);
}

/** An entry's name: its own label, else the field's in `fields`, else its number. */
export const nameOf = (entry: OutboxEntry, fields: Fields, t: TFunction) =>
  entry.label ??
  labelOf(fields, entry.fieldId) ??
  t('reports.stranded.fieldNo', { id: Math.abs(entry.fieldId) });
