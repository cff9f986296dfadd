import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userCertifications } from '../db/schema/certifications';
import { companyLicences, companySettings } from '../db/schema/company';
import { DEMO_COMPANY, DEMO_USERS } from './demo-people';
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

/**
 * Marcus Johnson is still in training: he holds no certification, so each application he records
 * names his crew's supervisor, who is certified (issue 14). Everyone else in the field holds one
 * in each state the business works in, lasting past the expiry list's 60 days.
 */
export const DEMO_TRAINEE = 'Marcus Johnson';
export const DEMO_TRAINEE_SUPERVISOR = 'Luis Ortega';

const CERTIFICATION_SHAPES: Record<(typeof DEMO_LICENCES)[number]['state'], (n: number) => string> = {
  NY: (n) => `C${String(7_300_000 + n * 137).padStart(7, '0')}`,
  NJ: (n) => String(51_000_000 + n * 211),
  CT: (n) => `S-${String(21_000 + n * 17)}`,
};

export async function writeDemoCertifications(
  tx: Db,
  userIds: Map<string, number>,
  base: Date,
): Promise<void> {
  const field = DEMO_USERS.filter((u) => u.crew !== 'office' && u.name !== DEMO_TRAINEE);
  await tx.insert(userCertifications).values(
    field.flatMap((u, i) =>
      DEMO_LICENCES.map((l, j) => ({
        userId: userIds.get(u.name)!,
        state: l.state,
        certificationId: CERTIFICATION_SHAPES[l.state](i * 3 + j + 1),
        // Structural pest control, or turf and ornamental for the lawn crew.
        category: u.crew === 'lawn' ? '3A' : '7A',
        expiresOn: isoDate(addDays(base, 120 + ((i * 97 + j * 211) % 900))),
      })),
    ),
  );
}
