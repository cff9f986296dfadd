import type { FrozenApplication } from '@shared/schemas/applications';
import { FieldType, ReportStatus } from '@shared/constants';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';

/** A record as the applications table holds it: the reverse of `frozen` (applications.repository.ts). */
export function rowOf(r: FrozenApplication, listed = true): typeof applications.$inferInsert {
  return {
    reportId: r.report_id,
    fieldId: r.field_id,
    position: r.position,
    listed,
    appliedOn: r.applied_on,
    startTime: r.start_time,
    endTime: r.end_time,
    customerName: r.customer_name,
    customerAddress: r.customer_address,
    customerPhone: r.customer_phone,
    locationId: r.location_id,
    locationName: r.location_name,
    street: r.street,
    municipality: r.municipality,
    county: r.county,
    state: r.state,
    zip: r.zip,
    chemicalId: r.chemical_id,
    productName: r.product_name,
    epaRegNo: r.epa_reg_no,
    stateRegNo: r.state_reg_no,
    restrictedUse: r.restricted_use,
    lot: r.lot,
    amount: r.amount,
    unit: r.unit,
    mixRate: r.mix_rate,
    totalMix: r.total_mix,
    area: r.area,
    areaUnit: r.area_unit,
    siteCode: r.site_code,
    place: r.place,
    method: r.method,
    targetPests: r.target_pests,
    applicatorId: r.applicator.id,
    applicatorName: r.applicator.name,
    applicatorCertification: r.applicator_certification,
    supervisorId: r.supervisor?.id ?? null,
    supervisorName: r.supervisor?.name ?? null,
    supervisorCertification: r.supervisor_certification,
    businessLicence: r.business_licence,
    businessLicenceExpiresOn: r.business_licence_expired_on,
  };
}

/** Finished records written straight into the table (the submit path has its own tests); their ids. */
export async function insertFinished(db: Db, records: FrozenApplication[]): Promise<number[]> {
  const rows = await db
    .insert(applications)
    .values(records.map((r) => rowOf(r)))
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

/** A finished report of `userId` with a chemical application field, for records to hang from. */
export async function insertFinishedReport(db: Db, userId: number): Promise<number> {
  const template = await insertTemplate(db, {
    tasks: [{ task: 'T', fields: [{ name: 'P', type: FieldType.ChemicalApplication }] }],
  });
  const jobId = await insertAssignedJob(db, { assignees: [userId] });
  return insertReport(db, { jobId, templateId: template.id, userId, statusId: ReportStatus.Finished });
}
