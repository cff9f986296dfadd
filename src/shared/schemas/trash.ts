import { z } from 'zod';
import { pageQuery, recordId } from './common';

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

export const trashQuery = z.object({ page: pageQuery, entity: trashEntity.optional() });

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
