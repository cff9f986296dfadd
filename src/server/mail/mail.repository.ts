import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PAGE_SIZE, Role } from '@shared/constants';
import {
  MAIL_STATUSES,
  type MAIL_SORTS,
  type MailDetail,
  type MailListFilter,
  type MailListResponse,
  type MailStatus,
} from '@shared/schemas/mail';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { countRows, settleTotal } from '../db/list-count';
import { type SortColumn, sortedKeyset } from '../db/list-sort';
import { mailAttempts, mailMessages } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { rankOf } from '../db/sort-columns';
import { containsPattern, offsetFor, onPage } from '../db/sql-helpers';
import { notFound } from '../http/errors';

/** Newest first, as mail_messages_list_idx is built. */
export const MAIL_KEYSET: Keyset = {
  keys: [key(mailMessages.createdAt, 'timestamptz'), key(mailMessages.id, 'int')],
  direction: 'desc',
};

/** The columns the log sorts by (issue 18): text without case, a status by its place in the flow. */
const SORTS: Record<(typeof MAIL_SORTS)[number], SortColumn> = {
  created: { expr: mailMessages.createdAt, type: 'timestamptz' },
  to: { expr: sql`lower(array_to_string(${mailMessages.recipients}, ', '))`, type: 'text' },
  subject: { expr: sql`lower(${mailMessages.subject})`, type: 'text', neverNull: true },
  kind: { expr: mailMessages.kind, type: 'text' },
  status: { expr: rankOf(MAIL_STATUSES, mailMessages.status), type: 'int' },
  attempts: { expr: mailMessages.attempts, type: 'int' },
};
const ID = { expr: mailMessages.id, type: 'int' } as const;

const LIST_COLUMNS = {
  id: mailMessages.id,
  kind: mailMessages.kind,
  recipients: mailMessages.recipients,
  subject: mailMessages.subject,
  status: mailMessages.status,
  attempts: mailMessages.attempts,
  created_at: mailMessages.createdAt,
  sent_at: mailMessages.sentAt,
  next_attempt_at: mailMessages.nextAttemptAt,
  last_error: mailMessages.lastError,
  report_id: mailMessages.reportId,
};

/** The status column holds only MAIL_STATUSES (mail-queue.ts, mail-claims.ts write it). */
const row = <T extends { status: string }>(r: T) => ({ ...r, status: r.status as MailStatus });

/**
 * The mail log Admins read (issue 19): every mail, the outbox's included, newest first, filtered
 * by status (`queued` takes the one in hand too), kind, and text in a recipient or the subject,
 * or sorted by a column (`sort`); the count keeps the list's own order.
 */
export async function listMail(db: Db, q: MailListFilter, sending: boolean): Promise<MailListResponse> {
  const where = mailWhere(q);
  const offset = offsetFor(q.page, PAGE_SIZE);
  const order = orderOf(sortedKeyset(q.sort, SORTS, ID, MAIL_KEYSET));
  const [fetched, count] = await Promise.all([
    selectMailRows(db)
      .where(onPage(db, mailMessages, mailMessages.id, where, order, { offset, limit: PAGE_SIZE + 1 }))
      .orderBy(...order),
    countRows(db, mailMessages, where, undefined, { order: orderOf(MAIL_KEYSET) }),
  ]);
  const page = fetched.slice(0, PAGE_SIZE);
  const { total, estimated } = await settleTotal(db, mailMessages, where, count, {
    offset,
    rows: page.length,
    more: fetched.length > PAGE_SIZE,
  });
  return {
    total,
    ...(estimated ? { total_estimated: true as const } : {}),
    mails: page.map(row),
    sending,
  };
}

export const selectMailRows = (db: Db) => db.select(LIST_COLUMNS).from(mailMessages);

/** The list's WHERE; its page, count and export (export/lists) all build it here. */
export function mailWhere(q: Omit<MailListFilter, 'page'>) {
  const pattern = q.filter ? containsPattern(q.filter) : undefined;
  return and(
    q.status === 'queued'
      ? inArray(mailMessages.status, ['queued', 'sending'])
      : q.status
        ? eq(mailMessages.status, q.status)
        : undefined,
    q.kind ? eq(mailMessages.kind, q.kind) : undefined,
    pattern
      ? sql`(${mailMessages.subject} ilike ${pattern} or array_to_string(${mailMessages.recipients}, ' ') ilike ${pattern})`
      : undefined,
  );
}

const WITHHELD = '[link withheld]';

/** One mail with its text and delivery log, for an Admin. */
export async function mailById(db: Db, id: number, reader: SessionUser): Promise<MailDetail> {
  const [found] = await db
    .select({
      ...LIST_COLUMNS,
      text_body: mailMessages.textBody,
      message_id: mailMessages.messageId,
      attachments: mailMessages.attachments,
      userId: mailMessages.userId,
      creatorId: users.id,
      creatorName: users.name,
    })
    .from(mailMessages)
    .leftJoin(users, eq(users.id, mailMessages.createdBy))
    .where(eq(mailMessages.id, id));
  if (!found) throw notFound('mail');
  const attemptLog = await db
    .select({
      id: mailAttempts.id,
      attempted_at: mailAttempts.attemptedAt,
      ok: mailAttempts.ok,
      response: mailAttempts.response,
    })
    .from(mailAttempts)
    .where(eq(mailAttempts.messageId, id))
    .orderBy(asc(mailAttempts.attemptedAt), asc(mailAttempts.id));
  const { text_body, message_id, attachments, userId, creatorId, creatorName, ...listed } = found;
  const withheld = await withholdLinks(db, found.kind, userId, reader);
  return {
    ...row(listed),
    text_body: withheld ? text_body.replace(/https?:\/\/\S+/g, WITHHELD) : text_body,
    links_withheld: withheld,
    message_id,
    attachments: attachments.map((a) => ({ kind: a.kind, report_id: a.reportId })),
    created_by: creatorId === null ? null : { id: creatorId, name: creatorName ?? '' },
    attempt_log: attemptLog,
  };
}

/**
 * A password reset's link opens the account it was made for. Only a Super Admin manages a Super
 * Admin (users.rules.ts), so an Admin reading the mail log does not get a Super Admin's link.
 */
async function withholdLinks(db: Db, kind: string, userId: number | null, reader: SessionUser) {
  if (kind !== 'password-reset' || reader.typeId === Role.SuperAdmin || userId === reader.id) return false;
  if (userId === null) return true;
  const [user] = await db.select({ typeId: users.typeId }).from(users).where(eq(users.id, userId));
  return !user || user.typeId === Role.SuperAdmin;
}
