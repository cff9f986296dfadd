import { and, asc, eq, isNull } from 'drizzle-orm';
import type { RegisterPlace } from '@shared/schemas/compliance';
import type { Db } from '../db/client';
import { locations } from '../db/schema/locations';

const PLACES_MAX = 2000;

/** The locations a register may be narrowed to, by customer then name (at most 2000). */
export async function registerPlaces(db: Db, state: 'TX' | 'US'): Promise<RegisterPlace[]> {
  const rows = await db
    .select({
      location_id: locations.id,
      name: locations.name,
      customer_name: locations.customerName,
      address: locations.address,
    })
    .from(locations)
    .where(and(isNull(locations.deletedAt), state === 'US' ? undefined : eq(locations.state, state)))
    .orderBy(asc(locations.customerName), asc(locations.name), asc(locations.id))
    .limit(PLACES_MAX);
  return rows;
}
