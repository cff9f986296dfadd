import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Written only by the `fieldbook_audit` trigger (see the migrations), never by route code:
 * the acting user comes from the transaction setting `fieldbook.user_id`, a portal contact from
 * `fieldbook.portal_email`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    /** A customer portal contact's address when they made the change (`fieldbook.portal_email`). */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    // The Activity page (issue 20): one person's or one kind of record's changes, newest first.
    index('audit_log_user_time_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_time_idx').on(t.entity, t.createdAt.desc(), t.id.desc()),
    // audit_log_action_time_idx (action, created_at desc, id desc) is not declared here: it is
    // built while the app serves (activity/audit-action-index.ts), not by a migration.
  ],
);
