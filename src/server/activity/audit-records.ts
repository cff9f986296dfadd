import type { RecordValue } from '@shared/audit-records';
import { formatDay } from '@shared/dates';

/**
 * The structured values of audited rows (a report's answers, an application record's parts),
 * recognised by their shape and named (issue 33 item 9): what `recordValueOf` makes of them is
 * worded by `recordText` (shared/audit-records.ts). The ids they hold are looked up first.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const allObjects = (v: unknown): v is Obj[] => Array.isArray(v) && v.length > 0 && v.every(isObj);
const onlyKeys = (o: Obj, keys: string[]) => Object.keys(o).every((k) => keys.includes(k));

/** How the names of what a structure refers to are found: a chemical by id, a device by id. */
export interface RecordNames {
  chemical: (id: unknown) => string | undefined;
  device: (id: unknown) => string | undefined;
}

/** The ids a structured value refers to, to be looked up before it is named. */
export function recordIds(value: unknown): { chemicals: unknown[]; devices: unknown[] } {
  const items = allObjects(value) ? value : isObj(value) ? [value] : [];
  return {
    chemicals: items.map((i) => i.chemical_id).filter((id) => id !== undefined && id !== null),
    devices: items.map((i) => i.device_id).filter((id) => id !== undefined && id !== null),
  };
}

const captureCount = (captures: unknown) =>
  isObj(captures) ? Object.values(captures).reduce<number>((sum, n) => sum + (num(n) ?? 0), 0) : null;

/**
 * The value as a RecordValue, or null when it is not a structure (text, a number, a list of
 * choices: those read as they are). Anything of another shape still reads as "part: value".
 */
export function recordValueOf(field: string, value: unknown, names: RecordNames): RecordValue | null {
  if (!isObj(value) && !Array.isArray(value)) return null;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return null;
  if (field.endsWith('_certification') && isObj(value)) {
    return {
      type: 'certification',
      state: str(value.state) ?? '',
      id: str(value.certification_id) ?? '',
      category: str(value.category) ?? '',
      expires_on: typeof value.expires_on === 'string' ? formatDay(value.expires_on) : '',
    };
  }
  if ((field === 'mix_rate' || field === 'total_mix') && isObj(value) && num(value.amount) !== null) {
    return {
      type: 'quantity',
      amount: num(value.amount)!,
      unit: str(value.unit) ?? '',
      per_quantity: num(value.per_quantity),
      per_unit: str(value.per_unit),
    };
  }
  if (isObj(value) && onlyKeys(value, ['file_id'])) return { type: 'signature' };
  if (allObjects(value) && value.every((v) => onlyKeys(v, ['file_id']))) {
    return { type: 'photos', count: value.length };
  }
  if (isObj(value) && 'chemical_id' in value && 'target_pest' in value) {
    return {
      type: 'product',
      product: names.chemical(value.chemical_id) ?? null,
      amount: num(value.amount),
      unit: str(value.unit),
      target: str(value.target_pest),
    };
  }
  if (allObjects(value) && value.every((v) => 'device_id' in v)) {
    return {
      type: 'devices',
      items: value.map((d) => ({
        device: names.device(d.device_id) ?? null,
        condition: str(d.condition),
        activity: str(d.activity),
        captures: captureCount(d.captures),
        bait: num(d.bait),
        action: str(d.action),
      })),
    };
  }
  if (allObjects(value) && value.every((v) => 'chemical_id' in v)) {
    return {
      type: 'applications',
      items: value.map((a) => ({
        product: names.chemical(a.chemical_id) ?? null,
        amount: num(a.amount),
        unit: str(a.unit),
        target: str(a.target_pests),
      })),
    };
  }
  if (isObj(value) && onlyKeys(value, ['note', 'photos'])) {
    return {
      type: 'followup',
      note: str(value.note) ?? '',
      photos: Array.isArray(value.photos) ? value.photos.length : 0,
    };
  }
  return { type: 'fields', entries: flatEntries(value) };
}

/** Every leaf as "a.b: value", for a structure of no known shape. */
function flatEntries(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return [[prefix || 'value', String(value)]];
  }
  if (typeof value !== 'object') return [];
  // A list's items counted from 1, as people count them.
  return Object.entries(value).flatMap(([k, v]) => {
    const part = Array.isArray(value) ? String(Number(k) + 1) : k;
    return flatEntries(v, prefix ? `${prefix}.${part}` : part);
  });
}
