import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LabelRate, StateRegistration } from '@shared/schemas/chemical-label';
import type { SiteCode } from '@shared/site-codes';
import { createdAt, id, softDelete, updatedAt } from './columns';

/** Chemicals and categories in one tree; `parent_id` null means a child of the root. */
export const chemicals = pgTable(
  'chemicals',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => chemicals.id),
    isCategory: boolean('is_category').notNull().default(false),
    name: text('name').notNull(),
    epaRegNo: text('epa_reg_no'),
    activeIngredient: text('active_ingredient'),
    manufacturer: text('manufacturer'),
    signalWord: text('signal_word'),
    restrictedUse: boolean('restricted_use').notNull().default(false),
    // The label facts an application record is checked against (decision 0025).
    stateRegistrations: jsonb('state_registrations').$type<StateRegistration[]>().notNull().default([]),
    labelUnit: text('label_unit'),
    labelRates: jsonb('label_rates').$type<LabelRate[]>().notNull().default([]),
    siteCodes: jsonb('site_codes').$type<SiteCode[]>().notNull().default([]),
    reiHours: integer('rei_hours'),
    lots: jsonb('lots').$type<string[]>().notNull().default([]),
    /** Generated storage name under DATA_DIR; never the uploaded file's own name. */
    filepath: text('filepath'),
    fileMime: text('file_mime'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...softDelete(),
  },
  (t) => [
    index('chemicals_parent_idx')
      .on(t.parentId)
      .where(sql`${t.deletedAt} is null`),
    // Find anything (issue 18) looks chemicals up by name.
    index('chemicals_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('chemicals_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * A new value at every statement that changes `chemicals`, set by a trigger in the same
 * transaction (migration 0051, decision 0082). The whole tree's answer (get-chemicals, about 1 MB
 * at 5,000 nodes) is kept in memory under it and built again only when it differs. Random, not a
 * counter, so that one value always stands for one content, a restored backup's included.
 */
export const chemicalTreeVersion = pgTable(
  'chemical_tree_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: uuid('version').notNull().defaultRandom(),
  },
  (t) => [check('chemical_tree_version_one_row', sql`${t.id}`)],
);
