import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import type { Language } from '@shared/languages';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { type MailReader, readerKey, readerLanguage, userReader } from '../texts/mail-text';

/**
 * Who gets the mail meant for the company's Admins (a webhook disabled, a filing coming due): the
 * active, live Admins and Super Admins; never Supervisors or Technicians.
 */
export async function adminRecipients(db: Db): Promise<string[]> {
  return (await admins(db)).map((a) => a.email);
}

/**
 * The same Admins by how their mail is written: the language (their own, else the company's;
 * decision 0070) and the digits and calendar of their account (decision 0074). One mail per group,
 * so a mail that has several readers writes its words and dates one way for all of them; Admins
 * whose choices change nothing in their language share one.
 */
export async function adminRecipientsByReader(db: Db): Promise<{ reader: MailReader; to: string[] }[]> {
  const groups = new Map<string, { reader: MailReader; to: string[] }>();
  for (const admin of await admins(db)) {
    const reader = await userReader(db, admin);
    const key = readerKey(reader);
    const group = groups.get(key) ?? { reader, to: [] };
    group.to.push(admin.email);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The same Admins by language alone, for a mail that writes no date (a webhook disabled): their
 * digits and calendar would only split one mail into copies alike.
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
    .select({
      email: users.email,
      language: users.language,
      numerals: users.numerals,
      calendar: users.calendar,
    })
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
