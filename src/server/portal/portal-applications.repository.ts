import { sql } from 'drizzle-orm';
import { PORTAL_LIST_LIMIT } from '@shared/schemas/portal';
import type { PortalApplication } from '@shared/schemas/portal-actions';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { contactEmailIs } from './portal-sign-in.repository';
import { notTheirs } from './portal-view.repository';

/**
 * The location's application records (listed: their report was submitted), newest first, with
 * whether the product has a document. The caller has checked the location is the contact's.
 */
export async function locationApplications(db: Db, locationId: number): Promise<PortalApplication[]> {
  const rows = await queryRows<PortalApplication>(
    db,
    sql`select a.id, a.applied_on::text as applied_on, a.start_time, a.product_name, a.epa_reg_no,
        a.amount, a.unit, a.place, a.target_pests, a.applicator_name, a.chemical_id,
        (c.filepath is not null and c.deleted_at is null) as has_document
      from applications a left join chemicals c on c.id = a.chemical_id
      where a.location_id = ${locationId} and a.listed
      order by a.applied_on desc, a.start_time desc, a.id desc
      limit ${PORTAL_LIST_LIMIT}`,
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount), has_document: Boolean(r.has_document) }));
}

/**
 * The product's document, only to a contact of a live location where a listed application used
 * it (the right-to-know documents of their own site); 404 for any other product.
 */
export async function theirChemicalDocument(db: Db, email: string, chemicalId: number) {
  const [row] = await queryRows<{ filepath: string; file_mime: string; file_name: string | null }>(
    db,
    sql`select c.filepath, c.file_mime, c.file_name from chemicals c
      where c.id = ${chemicalId} and c.deleted_at is null and c.filepath is not null and c.file_mime is not null
        and exists (select 1 from applications a join locations l on l.id = a.location_id
          join location_contacts on location_contacts.location_id = l.id
          where a.chemical_id = c.id and a.listed and l.deleted_at is null and ${contactEmailIs(email)})`,
  );
  if (!row) throw notTheirs();
  return row;
}
