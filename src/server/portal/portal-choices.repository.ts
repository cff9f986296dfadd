import { eq } from 'drizzle-orm';
import type { PortalNotifications } from '@shared/schemas/portal-requests';
import type { Db } from '../db/client';
import { portalNotificationChoices } from '../db/schema/portal-requests';

const OFF: PortalNotifications = { visit_before: false, report_finished: false, application_recorded: false };

/** What the address chose to be mailed; all off until it chooses (decision 0049, part 3). */
export async function notificationChoices(db: Db, email: string): Promise<PortalNotifications> {
  const [row] = await db
    .select()
    .from(portalNotificationChoices)
    .where(eq(portalNotificationChoices.email, email));
  if (!row) return OFF;
  return {
    visit_before: row.visitBefore,
    report_finished: row.reportFinished,
    application_recorded: row.applicationRecorded,
  };
}

/** The address's three choices, as given. */
export async function setNotificationChoices(
  tx: Db,
  email: string,
  body: PortalNotifications,
): Promise<void> {
  const values = {
    visitBefore: body.visit_before,
    reportFinished: body.report_finished,
    applicationRecorded: body.application_recorded,
  };
  await tx
    .insert(portalNotificationChoices)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: portalNotificationChoices.email, set: values });
}
