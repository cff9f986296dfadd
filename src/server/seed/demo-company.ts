import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyLicences, companySettings } from '../db/schema/company';
import { DEMO_COMPANY } from './demo-people';
import { addDays, isoDate } from './demo-random';

/**
 * The demo business and its licence in each state it works in, expiring at different distances
 * from the demo's day: New York's soon (within the 60 days an office watches), the others later.
 */
export const DEMO_LICENCES = [
  { state: 'NY', number: '15342', inDays: 45 },
  { state: 'NJ', number: '97231B', inDays: 210 },
  { state: 'CT', number: 'B-2214', inDays: 400 },
] as const;

export async function writeDemoCompany(tx: Db, base: Date): Promise<void> {
  await tx
    .update(companySettings)
    .set({
      businessName: DEMO_COMPANY,
      address: '1180 Boston Post Road\nRye, NY 10580',
      phone: '(914) 555-0142',
    })
    .where(eq(companySettings.id, 1));
  await tx.insert(companyLicences).values(
    DEMO_LICENCES.map((l) => ({
      state: l.state,
      number: l.number,
      expiresOn: isoDate(addDays(base, l.inDays)),
    })),
  );
}
