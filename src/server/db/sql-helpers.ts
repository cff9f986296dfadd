import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const offsetFor = (page: number, pageSize: number) => (page - 1) * pageSize;

export const countAll = () => sql<number>`count(*)`.mapWith(Number);

export const ilike = (column: SQL | unknown, pattern: string) => sql`${column} ilike ${pattern}`;

/** Raw SQL for what the query builder cannot say; both drivers answer with `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
