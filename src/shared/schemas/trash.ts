import { z } from 'zod';
import { pageQuery, recordId } from './common';
import { sortQuery } from './list-sort';

export const TRASH_ENTITIES = [
  'users',
  'groups',
  'locations',
  'jobs',
  'chemicals',
  'templates',
  'reports',
  // The web app's query-key family of the same name is what a restore refreshes (lib/restore.ts).
  'correctiveActions',
  'deviceTypes',
] as const;
export const trashEntity = z.enum(TRASH_ENTITIES);
export type TrashEntity = z.infer<typeof trashEntity>;

/** The Trash's columns it sorts by (issue 18); `kind` is the entity. */
export const TRASH_SORTS = ['kind', 'name', 'deleted_at', 'deleted_by'] as const;
export const trashQuery = z.object({
  page: pageQuery,
  sort: sortQuery(TRASH_SORTS),
  entity: trashEntity.optional(),
});
export type TrashFilter = z.output<typeof trashQuery>;

export const trashItem = z.object({
  entity: trashEntity,
  id: z.number(),
  name: z.string(),
  deleted_at: z.date().or(z.string()),
  deleted_by: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type TrashItem = z.infer<typeof trashItem>;

export const trashResponse = z.object({ items: z.array(trashItem), total: z.number() });
export type TrashResponse = z.infer<typeof trashResponse>;

export const restoreParams = z.object({ entity: trashEntity, id: recordId });
