import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LocationContactRow, LocationContactsBody } from '@shared/schemas/location-contacts';
import type { Db } from '../db/client';
import { locationContacts, locations } from '../db/schema/locations';
import { notFound } from '../http/errors';

async function liveLocation(db: Db, locationId: number) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), isNull(locations.deletedAt)));
  if (!row) throw notFound('location');
}

const columns = {
  id: locationContacts.id,
  name: locationContacts.name,
  email: locationContacts.email,
  phone: locationContacts.phone,
  role: locationContacts.role,
  receives_reports: locationContacts.receivesReports,
  language: locationContacts.language,
};

/** A location's contacts, in the order they were added. */
export async function listContacts(db: Db, locationId: number): Promise<LocationContactRow[]> {
  await liveLocation(db, locationId);
  return db
    .select(columns)
    .from(locationContacts)
    .where(eq(locationContacts.locationId, locationId))
    .orderBy(asc(locationContacts.id));
}

/**
 * Replaces a location's contacts with those sent, in the caller's transaction. A contact keeps its
 * row while its e-mail (or, without one, its name) stays, so the audit log shows a change as one;
 * one no longer sent is deleted (the audit log keeps it).
 */
export async function replaceContacts(tx: Db, locationId: number, body: LocationContactsBody) {
  await liveLocation(tx, locationId);
  const current = await tx
    .select(columns)
    .from(locationContacts)
    .where(eq(locationContacts.locationId, locationId));
  const keyOf = (c: { name: string; email: string }) =>
    c.email ? `e ${c.email.toLowerCase()}` : `n ${c.name.toLowerCase()}`;
  const byKey = new Map(current.map((c) => [keyOf(c), c.id]));
  const sent = body.contacts.map((c) => ({
    name: c.name,
    email: c.email ?? '',
    phone: c.phone ?? '',
    role: c.role ?? '',
    receivesReports: c.receives_reports ?? false,
    language: c.language ?? null,
  }));
  const kept = new Set<number>();
  for (const c of sent) {
    const id = byKey.get(keyOf(c));
    if (id === undefined || kept.has(id)) {
      await tx.insert(locationContacts).values({ locationId, ...c });
    } else {
      kept.add(id);
      await tx.update(locationContacts).set(c).where(eq(locationContacts.id, id));
    }
  }
  for (const c of current) {
    if (!kept.has(c.id)) await tx.delete(locationContacts).where(eq(locationContacts.id, c.id));
  }
}

/** The addresses a location's finished reports go to, each with its contact's language (null: the company's). */
export async function reportRecipients(
  db: Db,
  locationId: number,
): Promise<{ email: string; language: string | null }[]> {
  const rows = await db
    .select({ email: locationContacts.email, language: locationContacts.language })
    .from(locationContacts)
    .where(and(eq(locationContacts.locationId, locationId), eq(locationContacts.receivesReports, true)))
    .orderBy(asc(locationContacts.id));
  return rows.filter((r) => r.email !== '');
}

/** The language of a location's contact with this address (any case): null when none has one. */
export async function contactLanguage(db: Db, locationId: number, email: string): Promise<string | null> {
  const [row] = await db
    .select({ language: locationContacts.language })
    .from(locationContacts)
    .where(
      and(
        eq(locationContacts.locationId, locationId),
        sql`lower(${locationContacts.email}) = ${email.toLowerCase()}`,
        isNotNull(locationContacts.language),
      ),
    )
    .orderBy(asc(locationContacts.id))
    .limit(1);
  return row?.language ?? null;
}
