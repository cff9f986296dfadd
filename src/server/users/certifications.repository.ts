import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shared/constants';
import { addDaysTo } from '@shared/dates';
import type {
  Certification,
  CertificationsBody,
  EXPIRING_SORTS,
  ExpiringFilter,
  ExpiringResponse,
  ExpiringRow,
} from '@shared/schemas/certifications';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { key, orderOf } from '../db/keyset';
import { userCertifications } from '../db/schema/certifications';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import { notFound } from '../http/errors';

async function liveUser(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound('user');
}

/** A user's certifications (not deleted), by state and category. */
export async function listCertifications(db: Db, userId: number): Promise<Certification[]> {
  await liveUser(db, userId);
  const rows = await db
    .select({
      state: userCertifications.state,
      certification_id: userCertifications.certificationId,
      category: userCertifications.category,
      expires_on: userCertifications.expiresOn,
    })
    .from(userCertifications)
    .where(and(eq(userCertifications.userId, userId), isNull(userCertifications.deletedAt)))
    .orderBy(asc(userCertifications.state), asc(userCertifications.category));
  return rows as Certification[];
}

/**
 * Replaces a user's certifications with those sent, in the caller's transaction: the same state
 * and category is changed in place, one no longer sent is soft-deleted (the audit log keeps it).
 */
export async function replaceCertifications(
  tx: Db,
  userId: number,
  body: CertificationsBody,
  actor: SessionUser,
) {
  await liveUser(tx, userId);
  const current = await tx
    .select({
      id: userCertifications.id,
      state: userCertifications.state,
      category: userCertifications.category,
    })
    .from(userCertifications)
    .where(and(eq(userCertifications.userId, userId), isNull(userCertifications.deletedAt)));
  const keyOf = (c: { state: string; category: string }) => `${c.state} ${c.category.toLowerCase()}`;
  const byKey = new Map(current.map((c) => [keyOf(c), c.id]));
  const sent = new Set(body.certifications.map((c) => keyOf(c)));
  for (const c of current) {
    if (!sent.has(keyOf(c))) {
      await tx
        .update(userCertifications)
        .set({ deletedAt: new Date(), deletedBy: actor.id })
        .where(eq(userCertifications.id, c.id));
    }
  }
  for (const c of body.certifications) {
    const values = {
      state: c.state,
      certificationId: c.certification_id,
      category: c.category,
      expiresOn: c.expires_on,
    };
    const id = byKey.get(keyOf(c));
    if (id === undefined) await tx.insert(userCertifications).values({ userId, ...values });
    else await tx.update(userCertifications).set(values).where(eq(userCertifications.id, id));
  }
}

/**
 * The certifications some users hold in a state, latest expiry first: what an application
 * record's check reads once for the whole report (applications/applications.repository.ts).
 */
export async function certificationsIn(db: Db, userIds: number[], state: string) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userCertifications.userId,
      state: userCertifications.state,
      certification_id: userCertifications.certificationId,
      category: userCertifications.category,
      expires_on: userCertifications.expiresOn,
    })
    .from(userCertifications)
    .where(
      and(
        inArray(userCertifications.userId, userIds),
        eq(userCertifications.state, state),
        isNull(userCertifications.deletedAt),
      ),
    )
    .orderBy(sql`${userCertifications.expiresOn} desc`);
}

type HeldCertification = Awaited<ReturnType<typeof certificationsIn>>[number];

/**
 * Among certifications read by `certificationsIn` (latest expiry first), the user's valid on the
 * day ('YYYY-MM-DD'), the one lasting longest, as an application record keeps it; null when none.
 */
export function certificationOn(held: HeldCertification[], userId: number, day: string) {
  const c = held.find((h) => h.userId === userId && h.expires_on >= day);
  return c
    ? { state: c.state, certification_id: c.certification_id, category: c.category, expires_on: c.expires_on }
    : null;
}

/**
 * The user's certification in the state valid on the day ('YYYY-MM-DD'), the one lasting longest;
 * null when there is none. What an application record checks its applicator against.
 */
export async function validCertification(db: Db, userId: number, state: string, onDay: string) {
  const valid = certificationOn(await certificationsIn(db, [userId], state), userId, onDay);
  return valid
    ? { certificationId: valid.certification_id, category: valid.category, expiresOn: valid.expires_on }
    : null;
}

/** The list's sort keys over its rows `e` (issue 18): text without case, the date as written. */
const SORT_KEYS: Record<(typeof EXPIRING_SORTS)[number], SQL> = {
  expires: sql`e.expires_on`,
  whose: sql`lower(e.user_name)`,
  state: sql`e.state`,
  number: sql`lower(e.number)`,
  category: sql`lower(e.category)`,
};

/** Soonest first, or by a column; a certification and a licence may share an id, so the kind comes before it. */
function expiringOrder(sort: ExpiringFilter['sort']): SQL[] {
  const ties = [key(sql`e.kind`, 'text'), key(sql`e.id`, 'int')];
  return sort
    ? orderOf({ keys: [key(SORT_KEYS[sort.column], 'text'), ...ties], direction: sort.direction })
    : orderOf({ keys: [key(sql`e.expires_on`, 'text'), ...ties], direction: 'asc' });
}

/**
 * Certifications of live users and the business's licences that have expired or expire within
 * `days` of `today` ('YYYY-MM-DD', the office's day, passed in), soonest first or by a column
 * (`sort`), a page of 25. A company has few, so the page is sorted in full.
 */
export async function listExpiring(
  db: Db,
  today: string,
  days: number,
  page: number,
  sort?: ExpiringFilter['sort'],
): Promise<ExpiringResponse> {
  const until = addDaysTo(today, days);
  const all = sql`
    select 'certification' as kind, c.state, c.certification_id as number, c.category,
           c.expires_on::text as expires_on, u.id as user_id, u.name as user_name, c.id
      from user_certifications c join users u on u.id = c.user_id and u.deleted_at is null
     where c.deleted_at is null and c.expires_on <= ${until}::date
    union all
    select 'licence', l.state, l.number, null, l.expires_on::text, null, null, l.id
      from company_licences l
     where l.deleted_at is null and l.expires_on <= ${until}::date`;
  const rows = await queryRows<{
    kind: ExpiringRow['kind'];
    state: string;
    number: string;
    category: string | null;
    expires_on: string;
    user_id: number | null;
    user_name: string | null;
    id: number;
  }>(
    db,
    sql`select * from (${all}) e order by ${sql.join(expiringOrder(sort), sql`, `)}
        limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${all}) e`);
  return {
    today,
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      state: r.state,
      number: r.number,
      category: r.category,
      expires_on: r.expires_on,
      user: r.user_id === null ? null : { id: Number(r.user_id), name: r.user_name ?? '' },
    })),
  };
}
