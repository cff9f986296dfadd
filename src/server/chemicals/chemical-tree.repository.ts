import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CHEMICAL_LEVEL_PAGE,
  CHEMICAL_SEARCH_MAX,
  chemicalFileUrl,
  type ChemicalLevelNode,
  type ChemicalLevelResponse,
  type ChemicalSearchResponse,
  type SignalWord,
} from '@shared/schemas/chemicals';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { chemicals } from '../db/schema/chemicals';
import { containsPattern, offsetFor, queryRows } from '../db/sql-helpers';
import { notFound } from '../http/errors';

/*
 * The chemicals screen loads the tree a level at a time and searches on the server (decision
 * 0023): sent whole, 5,000 nodes made 968 KB of JSON and 30 to 56 ms in the app per visit.
 * `get-chemicals` still sends it whole to the spec's API clients, kept until it changes (decision
 * 0082); the chemical form's category picker reads the categories alone.
 */

const live = isNull(chemicals.deletedAt);

/** The live nodes whose name holds the text: the tree's search, and its export (export/lists). */
export const chemicalsWhere = (search?: string) =>
  and(live, search ? sql`${chemicals.name} ilike ${containsPattern(search)}` : undefined);

/** By name, then id: the search's order and the export's keyset. */
export const CHEMICALS_KEYSET: Keyset = {
  keys: [key(sql`lower(${chemicals.name})`, 'text'), key(chemicals.id, 'int')],
  direction: 'asc',
};

/**
 * Counted from chemicals_parent_idx, for the 100 nodes of a page at most. The outer table is named
 * in full: drizzle writes a lone column unqualified, which the inner `c` would capture.
 */
const childCount = sql<number>`(
  select count(*) from ${chemicals} c where c.parent_id = ${chemicals}.id and c.deleted_at is null
)`.mapWith(Number);

function selectNodes(db: Db, where: SQL | undefined) {
  return (
    db
      .select({
        id: chemicals.id,
        parentId: chemicals.parentId,
        isCategory: chemicals.isCategory,
        name: chemicals.name,
        filepath: chemicals.filepath,
        signalWord: chemicals.signalWord,
        restrictedUse: chemicals.restrictedUse,
        childCount,
      })
      .from(chemicals)
      .where(where)
      // As the whole tree orders children: categories first, like folders, then by name.
      .orderBy(desc(chemicals.isCategory), asc(sql`lower(${chemicals.name})`), asc(chemicals.id))
  );
}

type Row = Awaited<ReturnType<typeof selectNodes>>[number];

const toNode = (row: Row): ChemicalLevelNode => ({
  id: row.id,
  name: row.name,
  is_category: row.isCategory,
  parent_id: row.parentId,
  filepath: row.filepath ? chemicalFileUrl(row.id) : null,
  signal_word: row.signalWord as SignalWord | null,
  restricted_use: row.restrictedUse,
  child_count: row.childCount,
});

/** One page of a category's live children; `parentId` 0 is the top of the tree. 404 for no such category. */
export async function chemicalLevel(db: Db, parentId: number, page: number): Promise<ChemicalLevelResponse> {
  if (parentId !== 0) {
    const [parent] = await db
      .select({ id: chemicals.id })
      .from(chemicals)
      .where(and(eq(chemicals.id, parentId), eq(chemicals.isCategory, true), live));
    if (!parent) throw notFound('chemical');
  }
  const rows = await selectNodes(
    db,
    and(live, parentId === 0 ? isNull(chemicals.parentId) : eq(chemicals.parentId, parentId)),
  )
    .limit(CHEMICAL_LEVEL_PAGE + 1)
    .offset(offsetFor(page, CHEMICAL_LEVEL_PAGE));
  return { nodes: rows.slice(0, CHEMICAL_LEVEL_PAGE).map(toNode), more: rows.length > CHEMICAL_LEVEL_PAGE };
}

/** The live nodes whose name holds the text (the first CHEMICAL_SEARCH_MAX by name), with every category above them. */
export async function searchChemicals(db: Db, text: string): Promise<ChemicalSearchResponse> {
  const found = await db
    .select({ id: chemicals.id })
    .from(chemicals)
    .where(chemicalsWhere(text))
    .orderBy(...orderOf(CHEMICALS_KEYSET))
    .limit(CHEMICAL_SEARCH_MAX + 1);
  const matches = found.slice(0, CHEMICAL_SEARCH_MAX).map((r) => r.id);
  if (matches.length === 0) return { nodes: [], matches, more: false };
  // UNION (not UNION ALL) keeps each ancestor once and ends the walk even on a broken chain.
  const above = await queryRows<{ id: number }>(
    db,
    sql`with recursive up(id) as (
          select parent_id from ${chemicals}
          where id = any(${`{${matches.join(',')}}`}::int[]) and parent_id is not null
          union
          select c.parent_id from ${chemicals} c join up on c.id = up.id where c.parent_id is not null
        )
        select id from up`,
  );
  const ids = [...new Set([...matches, ...above.map((r) => Number(r.id))])];
  const rows = await selectNodes(db, and(live, inArray(chemicals.id, ids)));
  return { nodes: rows.map(toNode), matches, more: found.length > CHEMICAL_SEARCH_MAX };
}
