import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import type { Language } from '@shared/languages';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { readerLanguage } from '../texts/mail-text';

/**
 * Who gets the mail meant for the company's Admins (a webhook disabled, a filing coming due): the
 * active, live Admins and Super Admins; never Supervisors or Technicians.
 */
export async function adminRecipients(db: Db): Promise<string[]> {
  return (await admins(db)).map((a) => a.email);
}

/**
 * The same Admins by the language their mail is written in (their own, else the company's;
 * decision 0070): one mail per language, so a mail that has several readers has one language.
 */
export async function adminRecipientsByLanguage(db: Db): Promise<Map<Language, string[]>> {
  const byLanguage = new Map<Language, string[]>();
  for (const admin of await admins(db)) {
    const language = await readerLanguage(db, admin.language);
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), admin.email]);
  }
  return byLanguage;
}

async function admins(db: Db) {
  return db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        inArray(users.typeId, [Role.SuperAdmin, Role.Admin]),
        eq(users.statusId, Status.Active),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(users.id);
}
