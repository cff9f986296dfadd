import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHEMICALS_KEYSET, chemicalsWhere } from '../../chemicals/chemicals.public';
import type { Db } from '../../db/client';
import { orderOf } from '../../db/keyset';
import { chemicals } from '../../db/schema/chemicals';
import { queryRows } from '../../db/sql-helpers';
import type { ExportSource } from '../export-source';
import type { ExportColumn } from '../export-writer';

type Chemical = typeof chemicals.$inferSelect & { categoryPath: string };

/** The tree flattened: one row per chemical, its categories from the top down as "A / B". */
export const chemicalsColumns: ExportColumn<Chemical>[] = [
  { heading: 'Category', type: 'text', value: (r) => r.categoryPath },
  { heading: 'Name', type: 'text', value: (r) => r.name },
  { heading: 'EPA Reg. No.', type: 'text', value: (r) => r.epaRegNo },
  { heading: 'Active Ingredient', type: 'text', value: (r) => r.activeIngredient },
  { heading: 'Manufacturer', type: 'text', value: (r) => r.manufacturer },
  { heading: 'Signal Word', type: 'text', value: (r) => r.signalWord },
  { heading: 'Restricted Use', type: 'boolean', value: (r) => r.restrictedUse },
  { heading: 'REI Hours', type: 'number', value: (r) => r.reiHours },
  { heading: 'Label Unit', type: 'text', value: (r) => r.labelUnit },
  { heading: 'Document', type: 'text', value: (r) => r.fileName },
  { heading: 'Created', type: 'datetime', value: (r) => r.createdAt },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

/** The category path of each chemical of a batch, walked up in one query. */
async function categoryPaths(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await queryRows<{ item: number; path: string }>(
    db,
    sql`with recursive up(item, parent_id, name, depth) as (
          select c.id, p.parent_id, p.name, 1 from ${chemicals} c join ${chemicals} p on p.id = c.parent_id
          where c.id = any(${`{${ids.join(',')}}`}::int[])
          union all
          select up.item, p.parent_id, p.name, up.depth + 1 from up join ${chemicals} p on p.id = up.parent_id
          where up.depth < 50
        )
        select item, string_agg(name, ' / ' order by depth desc) as path from up group by item`,
  );
  return new Map(rows.map((r) => [Number(r.item), r.path]));
}

export function chemicalsSource(query: { search?: string }): ExportSource<Chemical> {
  return {
    table: chemicals,
    id: chemicals.id,
    where: and(chemicalsWhere(query.search || undefined), eq(chemicals.isCategory, false)),
    keyset: CHEMICALS_KEYSET,
    rows: async (db, ids) => {
      const [rows, paths] = await Promise.all([
        db
          .select()
          .from(chemicals)
          .where(inArray(chemicals.id, ids))
          .orderBy(...orderOf(CHEMICALS_KEYSET)),
        categoryPaths(db, ids),
      ]);
      return rows.map((r) => ({ ...r, categoryPath: paths.get(r.id) ?? '' }));
    },
  };
}
