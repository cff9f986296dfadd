import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TrashEntity } from '@shared/schemas/trash';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';

/**
 * A kind of soft-deleted thing the Trash lists and restores; each entity module registers its own.
 * Its table has the soft-delete columns of db/schema/columns.ts (`id`, `deleted_at`, `deleted_by`).
 */
export interface TrashKind {
  entity: TrashEntity;
  table: PgTable;
  /** What the Trash shows as the item's name, an expression over the table's columns. */
  label: SQL;
  /** Refuses a restore that would break a rule (a taken email, a deleted parent) by throwing. */
  beforeRestore?: (tx: Db, id: number, actor: SessionUser) => Promise<void>;
}

export class TrashRegistry {
  private readonly kinds = new Map<TrashEntity, TrashKind>();

  register(kind: TrashKind) {
    this.kinds.set(kind.entity, kind);
  }

  get(entity: TrashEntity): TrashKind | undefined {
    return this.kinds.get(entity);
  }

  all(): TrashKind[] {
    return [...this.kinds.values()];
  }
}

/** Deleted items stay restorable this long (docs/product.md section 6). */
export const RESTORABLE = sql`deleted_at > now() - interval '30 days'`;
