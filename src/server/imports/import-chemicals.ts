import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type ChemicalBody, chemicalBody, SIGNAL_WORDS } from '@shared/schemas/chemicals';
import { applications } from '../db/schema/applications';
import { chemicals } from '../db/schema/chemicals';
import { createChemical, labelOf, updateChemical } from '../chemicals/chemicals.public';
import { chunks, type Existing, type ImportKindDef, type Refusal, schemaRefusals } from './import-kind';

/** Live categories by their path in lowercase, "insecticides / gels". */
type Categories = Map<string, number>;

const pathKey = (path: string) =>
  path
    .split('/')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .join(' / ');

async function loadCategories(tx: Parameters<NonNullable<ImportKindDef<unknown>['load']>>[0]) {
  const rows = await tx
    .select({ id: chemicals.id, parentId: chemicals.parentId, name: chemicals.name })
    .from(chemicals)
    .where(and(eq(chemicals.isCategory, true), isNull(chemicals.deletedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths: Categories = new Map();
  for (const row of rows) {
    const names: string[] = [];
    // A category under a deleted one has no path any more; the walk stops at 50 levels.
    for (let at: typeof row | undefined = row, depth = 0; at && depth < 50; depth++) {
      names.unshift(at.name);
      if (at.parentId === null) {
        paths.set(pathKey(names.join('/')), row.id);
        break;
      }
      at = byId.get(at.parentId);
    }
  }
  return paths;
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(/[;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);

/** "yes"/"no" (true/false, 1/0, x); blank is no. */
function yesNo(text: string | undefined): boolean | Refusal {
  const v = (text ?? '').trim().toLowerCase();
  if (['', 'no', 'false', '0', 'n'].includes(v)) return false;
  if (['yes', 'true', '1', 'y', 'x'].includes(v)) return true;
  return { field: 'restricted_use', code: 'import.notYesNo', params: { value: text ?? '' } };
}

const number = (text: string | undefined) => {
  const v = (text ?? '').trim();
  if (v === '') return undefined;
  return /^[-+]?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
};

function fieldOfPath(path: PropertyKey[]): string | null {
  const [first, second] = path.map(String);
  if (first === 'parent_id') return 'category';
  if (first === 'label') return second ?? null;
  return first ?? null;
}

const COLUMNS = (row: typeof chemicals.$inferSelect): Record<string, unknown> => ({
  name: row.name,
  parentId: row.parentId,
  epaRegNo: row.epaRegNo,
  activeIngredient: row.activeIngredient,
  manufacturer: row.manufacturer,
  signalWord: row.signalWord,
  restrictedUse: row.restrictedUse,
  stateRegistrations: row.stateRegistrations,
  labelUnit: row.labelUnit,
  labelRates: row.labelRates,
  siteCodes: row.siteCodes,
  reiHours: row.reiHours,
  lots: row.lots,
});

const bodyOf = (row: typeof chemicals.$inferSelect): ChemicalBody => ({
  name: row.name,
  is_category: false,
  parent_id: row.parentId,
  epa_reg_no: row.epaRegNo,
  active_ingredient: row.activeIngredient,
  manufacturer: row.manufacturer,
  signal_word: row.signalWord as ChemicalBody['signal_word'],
  restricted_use: row.restrictedUse,
  label: labelOf(row),
});

/**
 * Chemicals with their label facts (not the label's rates, which are edited on the chemical's
 * page and kept by an update). The category is named by its path; one that does not exist is
 * refused as an unknown reference, never made up from a typo.
 */
export const chemicalsImport: ImportKindDef<ChemicalBody> = {
  entity: 'chemicals',
  label: (v) => v.name ?? '',
  load: loadCategories,
  parse(v, loaded) {
    const categories = loaded as Categories;
    const refusals: Refusal[] = [];
    const parent = categories.get(pathKey(v.category ?? ''));
    if ((v.category ?? '') !== '' && parent === undefined) {
      refusals.push({
        field: 'category',
        code: 'import.unknownCategory',
        params: { value: v.category ?? '' },
      });
    }
    const restricted = yesNo(v.restricted_use);
    if (typeof restricted !== 'boolean') refusals.push(restricted);
    const signal = SIGNAL_WORDS.find((w) => w.toLowerCase() === (v.signal_word ?? '').trim().toLowerCase());
    const parsed = chemicalBody.safeParse({
      name: v.name ?? '',
      is_category: false,
      parent_id: parent ?? null,
      epa_reg_no: v.epa_reg_no,
      active_ingredient: v.active_ingredient,
      manufacturer: v.manufacturer,
      signal_word: signal ?? (v.signal_word || null),
      restricted_use: restricted === true,
      label: {
        state_registrations: list(v.state_registrations).map((r) => {
          const [state = '', ...number] = r.split(/[\s:]+/);
          return { state: state.toUpperCase(), number: number.join(' ') };
        }),
        label_unit: v.label_unit || null,
        site_codes: list(v.site_codes).map((c) => number(c)),
        rei_hours: number(v.rei_hours) ?? null,
        lots: list(v.lots),
      },
    });
    if (!parsed.success) refusals.push(...schemaRefusals(parsed.error, fieldOfPath));
    return refusals.length > 0 || !parsed.success ? { refusals } : { body: parsed.data, refusals };
  },
  key: (b) => `${b.parent_id}\n${b.name.toLowerCase()}`,
  async existing(tx, bodies) {
    const found = new Map<string, Existing<ChemicalBody>>();
    for (const part of chunks([...new Set(bodies.map((b) => b.name.toLowerCase()))])) {
      const rows = await tx
        .select()
        .from(chemicals)
        .where(
          and(
            isNull(chemicals.deletedAt),
            eq(chemicals.isCategory, false),
            inArray(sql`lower(${chemicals.name})`, part),
          ),
        );
      for (const row of rows) {
        found.set(`${row.parentId}\n${row.name.toLowerCase()}`, {
          id: row.id,
          body: bodyOf(row),
          columns: COLUMNS(row),
        });
      }
    }
    return found;
  },
  check: async (_tx, rows) => rows.map(() => []),
  shown: (b) => ({
    name: b.name,
    epa_reg_no: b.epa_reg_no ?? '',
    active_ingredient: b.active_ingredient ?? '',
    manufacturer: b.manufacturer ?? '',
    signal_word: b.signal_word ?? '',
    restricted_use: b.restricted_use ? 'yes' : 'no',
    state_registrations: (b.label?.state_registrations ?? []).map((r) => `${r.state} ${r.number}`).join('; '),
    label_unit: b.label?.label_unit ?? '',
    site_codes: (b.label?.site_codes ?? []).join('; '),
    rei_hours:
      b.label?.rei_hours === null || b.label?.rei_hours === undefined ? '' : String(b.label.rei_hours),
    lots: (b.label?.lots ?? []).join('; '),
  }),
  create: async (tx, body) => createChemical(tx, body),
  async update(tx, existing, body) {
    // The label's rates are not in the file: the chemical keeps its own.
    const rates = existing.body.label?.label_rates ?? [];
    await updateChemical(tx, existing.id, {
      ...body,
      label: body.label && { ...body.label, label_rates: rates },
    });
  },
  async inUse(tx, ids) {
    for (const part of chunks(ids)) {
      const [used] = await tx
        .select({ name: chemicals.name })
        .from(applications)
        .innerJoin(chemicals, eq(chemicals.id, applications.chemicalId))
        .where(inArray(applications.chemicalId, part))
        .limit(1);
      if (used) return used.name;
    }
    return null;
  },
  async remove(tx, ids, actor) {
    for (const part of chunks(ids)) {
      await tx
        .update(chemicals)
        .set({ deletedAt: new Date(), deletedBy: actor.id })
        .where(and(inArray(chemicals.id, part), isNull(chemicals.deletedAt)));
    }
  },
  async restore(tx, id, columns) {
    await tx.update(chemicals).set(columns).where(eq(chemicals.id, id));
  },
};
