import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const offsetFor = (page: number, pageSize: number) => (page - 1) * pageSize;

export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** Raw SQL for what the query builder cannot say; both drivers answer with `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
