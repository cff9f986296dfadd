import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatServiceAddress } from '@shared/addresses';
import { STATUS_NAMES, Status } from '@shared/constants';
import { type LocationBody, locationBody } from '@shared/schemas/locations';
import { US_STATE_CODES } from '@shared/us-states';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { createLocation, updateLocation } from '../locations/locations.public';
import { chunks, type Existing, type ImportKindDef, type Refusal, schemaRefusals } from './import-kind';

/** "Active" / "Inactive" in any case; blank is Active. */
export function statusOf(value: string | undefined): number | Refusal {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'active') return Status.Active;
  if (text === 'inactive') return Status.Inactive;
  return { field: 'status', code: 'import.unknownStatus', params: { value: value ?? '' } };
}

const CUSTOMER_FIELDS: Record<string, string> = {
  name: 'customer_name',
  billing_address: 'billing_address',
  phone: 'customer_phone',
  email: 'customer_email',
};

function fieldOfPath(path: PropertyKey[]): string | null {
  const [first, second] = path.map(String);
  if (first === 'customer') return CUSTOMER_FIELDS[second ?? ''] ?? null;
  if (first === 'service_address') return second ?? null;
  if (first === 'status_id') return 'status';
  return first ?? null;
}

const addressOf = (body: LocationBody) =>
  body.service_address ? formatServiceAddress(body.service_address) : '';

function columnsNow(row: typeof locations.$inferSelect): Record<string, unknown> {
  return {
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    statusId: row.statusId,
    street: row.street,
    municipality: row.municipality,
    county: row.county,
    state: row.state,
    zip: row.zip,
    addressIncomplete: row.addressIncomplete,
    customerName: row.customerName,
    billingAddress: row.billingAddress,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    notes: row.notes,
  };
}

function bodyOf(row: typeof locations.$inferSelect): LocationBody {
  return {
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    status_id: row.statusId as LocationBody['status_id'],
    customer: {
      name: row.customerName,
      billing_address: row.billingAddress,
      phone: row.customerPhone,
      email: row.customerEmail,
    },
    service_address: {
      street: row.street,
      municipality: row.municipality,
      county: row.county,
      state: row.state as NonNullable<LocationBody['service_address']>['state'],
      zip: row.zip,
    },
    notes: row.notes,
  };
}

/** Locations with their customer; a row whose name and service address match a live location updates it. */
export const locationsImport: ImportKindDef<LocationBody> = {
  entity: 'locations',
  label: (v) => v.name ?? '',
  parse(v) {
    const refusals: Refusal[] = [];
    const status = statusOf(v.status);
    if (typeof status !== 'number') refusals.push(status);
    const state = (v.state ?? '').trim().toUpperCase();
    // A state the list does not know is an unknown reference, named as such.
    if (state !== '' && !(US_STATE_CODES as string[]).includes(state)) {
      refusals.push({ field: 'state', code: 'import.unknownState', params: { value: v.state ?? '' } });
    }
    const parsed = locationBody.safeParse({
      name: v.name ?? '',
      latitude: v.latitude ?? '',
      longitude: v.longitude ?? '',
      status_id: typeof status === 'number' ? status : Status.Active,
      customer: {
        name: v.customer_name ?? '',
        billing_address: v.billing_address ?? '',
        phone: v.customer_phone ?? '',
        email: v.customer_email ?? '',
      },
      service_address: {
        street: v.street,
        municipality: v.municipality,
        county: v.county,
        state: state === '' || refusals.some((r) => r.field === 'state') ? null : state,
        zip: v.zip,
      },
      // A file without the column leaves the notes as they are.
      notes: v.notes,
    });
    if (!parsed.success) refusals.push(...schemaRefusals(parsed.error, fieldOfPath));
    return refusals.length > 0 ? { refusals } : { body: parsed.data, refusals };
  },
  key: (body) => `${body.name.toLowerCase()}\n${addressOf(body).toLowerCase()}`,
  async existing(tx, bodies) {
    const found = new Map<string, Existing<LocationBody>>();
    const names = [...new Set(bodies.map((b) => b.name.toLowerCase()))];
    for (const part of chunks(names)) {
      const rows = await tx
        .select()
        .from(locations)
        .where(and(isNull(locations.deletedAt), inArray(sql`lower(${locations.name})`, part)));
      for (const row of rows) {
        const key = `${row.name.toLowerCase()}\n${row.address.toLowerCase()}`;
        if (!found.has(key)) found.set(key, { id: row.id, body: bodyOf(row), columns: columnsNow(row) });
      }
    }
    return found;
  },
  check: async (_tx, rows) => rows.map(() => []),
  shown: (b) => ({
    name: b.name,
    street: b.service_address?.street ?? '',
    municipality: b.service_address?.municipality ?? '',
    county: b.service_address?.county ?? '',
    state: b.service_address?.state ?? '',
    zip: b.service_address?.zip ?? '',
    latitude: String(b.latitude),
    longitude: String(b.longitude),
    status: STATUS_NAMES[b.status_id],
    customer_name: b.customer?.name ?? '',
    billing_address: b.customer?.billing_address ?? '',
    customer_phone: b.customer?.phone ?? '',
    customer_email: b.customer?.email ?? '',
    // Absent when the file has no notes column: then they do not change.
    ...(b.notes !== undefined && { notes: b.notes }),
  }),
  create: async (tx, body) => (await createLocation(tx, body)).id,
  update: async (tx, existing, body) => void (await updateLocation(tx, existing.id, body)),
  async inUse(tx, ids) {
    for (const part of chunks(ids)) {
      const [used] = await tx
        .select({ name: locations.name })
        .from(jobs)
        .innerJoin(locations, eq(locations.id, jobs.locationId))
        .where(and(inArray(jobs.locationId, part), isNull(jobs.deletedAt)))
        .limit(1);
      if (used) return used.name;
    }
    return null;
  },
  async remove(tx, ids, actor) {
    for (const part of chunks(ids)) {
      await tx
        .update(locations)
        .set({ deletedAt: new Date(), deletedBy: actor.id })
        .where(and(inArray(locations.id, part), isNull(locations.deletedAt)));
    }
  },
  async restore(tx, id, columns) {
    await tx.update(locations).set(columns).where(eq(locations.id, id));
  },
};
