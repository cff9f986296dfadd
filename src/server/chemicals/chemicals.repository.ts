import type { ErrorCode } from '@shared/error-codes';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  chemicalFileUrl,
  type ChemicalBody,
  type ChemicalDetail,
  type ChemicalFileType,
  type ChemicalsResponse,
  type ChemicalTreeNode,
  type SignalWord,
} from '@shared/schemas/chemicals';
import { EMPTY_LABEL_FACTS, type LabelFacts } from '@shared/schemas/chemical-label';
import type { AmountUnit } from '@shared/unit-names';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { chemicals } from '../db/schema/chemicals';
import { queryRows } from '../db/sql-helpers';
import { badRequest, conflict, fieldError, HttpError, notFound } from '../http/errors';
import { RESTORABLE } from '../trash/trash.public';

/**
 * Every change to the tree's shape (create, move, delete, restore) holds this lock for the rest
 * of its transaction. Two moves checked at the same time could otherwise each pass the cycle check
 * and together put A under B and B under A.
 */
const TREE_LOCK = sql`select pg_advisory_xact_lock(hashtext('fieldbook.chemicals.tree'))`;

/** A chain longer than this is not a tree any more; walks stop here instead of running forever. */
const MAX_DEPTH = 1000;

const live = isNull(chemicals.deletedAt);
const fileUrl = (id: number, filepath: string | null) => (filepath ? chemicalFileUrl(id) : null);

/**
 * `get-chemicals`: every live node in one query, nested under a root, plus a lookup by id. With
 * `categoriesOnly`, the categories alone: what the chemical form's category picker needs (a
 * twenty-fifth of the nodes in a large catalogue, decision 0023).
 */
export async function chemicalTree(
  db: Db,
  { categoriesOnly = false }: { categoriesOnly?: boolean } = {},
): Promise<ChemicalsResponse> {
  const rows = await db
    .select({
      id: chemicals.id,
      parentId: chemicals.parentId,
      isCategory: chemicals.isCategory,
      name: chemicals.name,
      filepath: chemicals.filepath,
      signalWord: chemicals.signalWord,
      restrictedUse: chemicals.restrictedUse,
    })
    .from(chemicals)
    .where(and(live, categoriesOnly ? eq(chemicals.isCategory, true) : undefined))
    // Categories first, like folders, then by name: children come out already in order.
    .orderBy(desc(chemicals.isCategory), asc(sql`lower(${chemicals.name})`), asc(chemicals.id));

  const nodes = new Map<number, ChemicalTreeNode>();
  const chemsLookup: ChemicalsResponse['chemsLookup'] = {};
  for (const row of rows) {
    const filepath = fileUrl(row.id, row.filepath);
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      is_category: row.isCategory,
      parent_id: row.parentId,
      filepath,
      signal_word: row.signalWord as SignalWord | null,
      restricted_use: row.restrictedUse,
      children: [],
    });
    chemsLookup[row.id] = { name: row.name, filepath };
  }
  const top: ChemicalTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    // The rules keep every live node's parent live; should one slip through, it shows at the top
    // rather than vanish.
    (parent ?? { children: top }).children.push(node);
  }
  return { chemTree: { id: 0, name: 'Chemicals', is_category: true, children: top }, chemsLookup };
}

/** The categories above a node, from the top of the tree down to its parent. */
async function ancestorsOf(db: Db, parentId: number | null): Promise<{ id: number; name: string }[]> {
  if (parentId === null) return [];
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`with recursive up(id, parent_id, name, depth) as (
          select id, parent_id, name, 1 from chemicals where id = ${parentId}
          union all
          select c.id, c.parent_id, c.name, up.depth + 1
          from chemicals c join up on c.id = up.parent_id where up.depth < ${MAX_DEPTH}
        )
        select id, name from up order by depth desc`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export async function getChemical(db: Db, id: number): Promise<ChemicalDetail> {
  const [row] = await db
    .select()
    .from(chemicals)
    .where(and(eq(chemicals.id, id), live));
  if (!row) throw notFound('chemical');
  const [child] = await db
    .select({ id: chemicals.id })
    .from(chemicals)
    .where(and(eq(chemicals.parentId, id), live))
    .limit(1);
  return {
    id: row.id,
    name: row.name,
    is_category: row.isCategory,
    parent_id: row.parentId,
    path: await ancestorsOf(db, row.parentId),
    epa_reg_no: row.epaRegNo,
    active_ingredient: row.activeIngredient,
    manufacturer: row.manufacturer,
    signal_word: row.signalWord as SignalWord | null,
    restricted_use: row.restrictedUse,
    label: labelOf(row),
    filepath: fileUrl(row.id, row.filepath),
    file:
      row.filepath && row.fileMime
        ? {
            name: row.fileName ?? 'document',
            type: row.fileMime as ChemicalFileType,
            size: row.fileSize ?? 0,
          }
        : null,
    has_children: Boolean(child),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The row as it is now, locked for the rest of the transaction; 404 when deleted or unknown. */
async function lockLive(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(chemicals)
    .where(and(eq(chemicals.id, id), live))
    .for('update');
  if (!row) throw notFound('chemical');
  return row;
}

async function hasLiveChildren(tx: Db, id: number): Promise<boolean> {
  const [child] = await tx
    .select({ id: chemicals.id })
    .from(chemicals)
    .where(and(eq(chemicals.parentId, id), live))
    .limit(1);
  return Boolean(child);
}

const invalidParent = (code: ErrorCode) => fieldError(400, code, 'parent_id');

/** The parent must be a live category, and (for a node that exists) not the node or below it. */
async function assertParent(tx: Db, parentId: number | null, selfId?: number): Promise<void> {
  if (parentId === null) return;
  if (parentId === selfId) throw invalidParent('chemical.parentCycle');
  const [parent] = await tx
    .select({ isCategory: chemicals.isCategory })
    .from(chemicals)
    .where(and(eq(chemicals.id, parentId), live));
  if (!parent) throw invalidParent('chemical.parentMissing');
  if (!parent.isCategory) throw invalidParent('chemical.parentNotCategory');
  if (selfId === undefined) return;
  const ancestors = await ancestorsOf(tx, parentId);
  if (ancestors.some((a) => a.id === selfId)) throw invalidParent('chemical.parentCycle');
}

/** Names are unique among the live nodes of one category, ignoring case. */
async function assertNameFree(tx: Db, parentId: number | null, name: string, selfId?: number) {
  const [taken] = await tx
    .select({ id: chemicals.id })
    .from(chemicals)
    .where(
      and(
        live,
        parentId === null ? isNull(chemicals.parentId) : eq(chemicals.parentId, parentId),
        eq(sql`lower(${chemicals.name})`, name.toLowerCase()),
        selfId === undefined ? undefined : ne(chemicals.id, selfId),
      ),
    )
    .limit(1);
  if (taken) throw new HttpError(409, 'chemical.nameTaken', { name: 'chemical.nameTaken' });
}

/** The label facts of a row, as the API answers them. */
export function labelOf(row: typeof chemicals.$inferSelect): LabelFacts {
  return {
    state_registrations: row.stateRegistrations,
    label_unit: row.labelUnit as AmountUnit | null,
    label_rates: row.labelRates,
    site_codes: row.siteCodes,
    rei_hours: row.reiHours,
    lots: row.lots,
  };
}

function labelColumns(label: LabelFacts) {
  return {
    stateRegistrations: label.state_registrations,
    labelUnit: label.label_unit,
    labelRates: label.label_rates,
    siteCodes: label.site_codes,
    reiHours: label.rei_hours,
    lots: label.lots,
  };
}

/**
 * The columns a body sets; a category keeps none of a chemical's label data. Without `label`, a
 * chemical's label facts stay as they are.
 */
function columnsOf(body: ChemicalBody) {
  const chemical = !body.is_category;
  const label = chemical ? body.label : EMPTY_LABEL_FACTS;
  return {
    ...(label ? labelColumns(label) : {}),
    name: body.name,
    isCategory: body.is_category,
    parentId: body.parent_id,
    epaRegNo: chemical ? body.epa_reg_no : null,
    activeIngredient: chemical ? body.active_ingredient : null,
    manufacturer: chemical ? body.manufacturer : null,
    signalWord: chemical ? body.signal_word : null,
    restrictedUse: chemical && body.restricted_use,
  };
}

export async function createChemical(tx: Db, body: ChemicalBody): Promise<number> {
  await tx.execute(TREE_LOCK);
  await assertParent(tx, body.parent_id);
  await assertNameFree(tx, body.parent_id, body.name);
  const [row] = await tx.insert(chemicals).values(columnsOf(body)).returning({ id: chemicals.id });
  return row!.id;
}

export async function updateChemical(tx: Db, id: number, body: ChemicalBody): Promise<void> {
  await tx.execute(TREE_LOCK);
  const current = await lockLive(tx, id);
  if (body.parent_id !== current.parentId) await assertParent(tx, body.parent_id, id);
  if (current.isCategory && !body.is_category && (await hasLiveChildren(tx, id))) {
    throw conflict('chemical.categoryWithChildren');
  }
  if (!current.isCategory && body.is_category && current.filepath) {
    throw conflict('chemical.chemicalWithFile');
  }
  await assertNameFree(tx, body.parent_id, body.name, id);
  await tx.update(chemicals).set(columnsOf(body)).where(eq(chemicals.id, id));
}

export async function softDeleteChemical(tx: Db, id: number, actor: SessionUser): Promise<void> {
  await tx.execute(TREE_LOCK);
  await lockLive(tx, id);
  if (await hasLiveChildren(tx, id)) throw conflict('chemical.hasChildren');
  await tx.update(chemicals).set({ deletedAt: new Date(), deletedBy: actor.id }).where(eq(chemicals.id, id));
}

/**
 * A node comes back only into a live category (restoring it under a deleted one would hide it, or
 * show a child of nothing), and only if its name is still free there.
 */
export async function assertChemicalRestorable(tx: Db, id: number): Promise<void> {
  await tx.execute(TREE_LOCK);
  const [target] = await tx
    .select({ parentId: chemicals.parentId, name: chemicals.name })
    .from(chemicals)
    .where(and(eq(chemicals.id, id), RESTORABLE));
  if (!target) throw notFound('deletedItem');
  if (target.parentId !== null) {
    const [parent] = await tx
      .select({ isCategory: chemicals.isCategory })
      .from(chemicals)
      .where(and(eq(chemicals.id, target.parentId), live));
    if (!parent?.isCategory) throw conflict('chemical.parentGone');
  }
  await assertNameFree(tx, target.parentId, target.name);
}

/** Points a chemical at a newly stored document; answers the name of the one it replaces. */
export async function setChemicalFile(
  tx: Db,
  id: number,
  file: { name: string; type: ChemicalFileType; size: number; originalName: string },
): Promise<string | null> {
  const current = await lockLive(tx, id);
  if (current.isCategory) throw badRequest('chemical.categoryNoFile');
  await tx
    .update(chemicals)
    .set({ filepath: file.name, fileMime: file.type, fileName: file.originalName, fileSize: file.size })
    .where(eq(chemicals.id, id));
  return current.filepath;
}

/** Detaches the document; answers the stored name to remove from disk, or null if there was none. */
export async function clearChemicalFile(tx: Db, id: number): Promise<string | null> {
  const current = await lockLive(tx, id);
  if (!current.filepath) return null;
  await tx
    .update(chemicals)
    .set({ filepath: null, fileMime: null, fileName: null, fileSize: null })
    .where(eq(chemicals.id, id));
  return current.filepath;
}

/** What the file routes need to know before reading an upload or streaming a document. */
export async function chemicalFileInfo(db: Db, id: number) {
  const [row] = await db
    .select({
      isCategory: chemicals.isCategory,
      filepath: chemicals.filepath,
      fileMime: chemicals.fileMime,
      fileName: chemicals.fileName,
    })
    .from(chemicals)
    .where(and(eq(chemicals.id, id), live));
  if (!row) throw notFound('chemical');
  return row;
}
