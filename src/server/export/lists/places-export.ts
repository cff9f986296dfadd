import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf } from '../../db/keyset';
import { locations } from '../../db/schema/locations';
import { templates } from '../../db/schema/templates';
import { LOCATIONS_KEYSET, locationsWhere, selectLocationRows } from '../../locations/locations.public';
import { selectTemplateRows, TEMPLATES_KEYSET, templatesWhere } from '../../templates/templates.public';
import type { ExportSource } from '../export-source';
import type { ExportColumn } from '../export-writer';

type Filter = { filter?: string; active?: 'active' | 'inactive' };
type LocationRow = Awaited<ReturnType<ReturnType<typeof selectLocationRows>['where']>>[number];
type TemplateRow = Awaited<ReturnType<ReturnType<typeof selectTemplateRows>['where']>>[number];

/**
 * The locations list's columns (Name, Latitude, Longitude, Status, Job Count, Created), the address
 * and customer. The service address also in its parts, named as the import reads them: the file
 * imports back with no mapping step (issue 33 item 8).
 */
export const locationsColumns: ExportColumn<LocationRow>[] = [
  { heading: 'Name', type: 'text', value: (r) => r.name },
  { heading: 'Address', type: 'text', value: (r) => r.address },
  { heading: 'Street', type: 'text', value: (r) => r.street },
  { heading: 'City', type: 'text', value: (r) => r.municipality },
  { heading: 'County', type: 'text', value: (r) => r.county },
  { heading: 'State', type: 'text', value: (r) => r.state },
  { heading: 'ZIP', type: 'text', value: (r) => r.zip },
  { heading: 'Latitude', type: 'number', value: (r) => r.latitude },
  { heading: 'Longitude', type: 'number', value: (r) => r.longitude },
  { heading: 'Status', type: 'text', value: (r) => r.statusName },
  { heading: 'Job Count', type: 'number', value: (r) => r.jobcount },
  { heading: 'Customer', type: 'text', value: (r) => r.customerName },
  { heading: 'Customer Phone', type: 'text', value: (r) => r.customerPhone },
  { heading: 'Customer Email', type: 'text', value: (r) => r.customerEmail },
  { heading: 'Billing Address', type: 'text', value: (r) => r.billingAddress },
  { heading: 'Notes', type: 'text', value: (r) => r.notes },
  { heading: 'Created', type: 'datetime', value: (r) => r.created_at },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

export function locationsSource(query: Filter): ExportSource<LocationRow> {
  return {
    table: locations,
    id: locations.id,
    where: locationsWhere(query),
    keyset: LOCATIONS_KEYSET,
    rows: (db: Db, ids) =>
      selectLocationRows(db)
        .where(inArray(locations.id, ids))
        .orderBy(...orderOf(LOCATIONS_KEYSET)),
  };
}

/** The templates list's columns: Name, Company Name, Status, Created. */
export const templatesColumns: ExportColumn<TemplateRow>[] = [
  { heading: 'Name', type: 'text', value: (r) => r.name },
  { heading: 'Company Name', type: 'text', value: (r) => r.company_name },
  { heading: 'Status', type: 'text', value: (r) => r.statusName },
  { heading: 'Created', type: 'datetime', value: (r) => r.created_at },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

export function templatesSource(query: Filter): ExportSource<TemplateRow> {
  return {
    table: templates,
    id: templates.id,
    where: templatesWhere(query),
    keyset: TEMPLATES_KEYSET,
    rows: (db: Db, ids) =>
      selectTemplateRows(db)
        .where(inArray(templates.id, ids))
        .orderBy(...orderOf(TEMPLATES_KEYSET)),
  };
}
