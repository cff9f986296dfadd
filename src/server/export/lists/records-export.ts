import { inArray } from 'drizzle-orm';
import type { ApplicationsFilter } from '@shared/schemas/applications';
import type { MailListFilter } from '@shared/schemas/mail';
import {
  APPLICATIONS_KEYSET,
  applicationsWhere,
  selectApplicationRows,
} from '../../applications/applications.public';
import type { SessionUser } from '../../auth/auth.public';
import type { Db } from '../../db/client';
import { orderOf } from '../../db/keyset';
import { applications } from '../../db/schema/applications';
import { mailMessages } from '../../db/schema/mail';
import { reports } from '../../db/schema/reports';
import { MAIL_KEYSET, mailWhere, selectMailRows } from '../../mail/mail.public';
import {
  REPORTS_KEYSET,
  type ReportsFilter,
  reportsWhere,
  selectReportRows,
} from '../../reports/reports.public';
import type { ExportSource } from '../export-source';
import type { ExportColumn } from '../export-writer';

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReportRows>['where']>>[number];
type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplicationRows>['where']>>[number];
type MailRow = Awaited<ReturnType<ReturnType<typeof selectMailRows>['where']>>[number];

/**
 * The reports list's columns: Name (the job), Location (the job's, issue 33), Company (the
 * template's), Started By, Status, Start Date, and the score's percent, result and flagged count.
 */
export const reportsColumns: ExportColumn<ReportRow>[] = [
  { heading: 'Name', type: 'text', value: (r) => r.jobName },
  { heading: 'Location', type: 'text', value: (r) => r.locationName },
  { heading: 'Company', type: 'text', value: (r) => r.companyName },
  { heading: 'Template', type: 'text', value: (r) => r.templateName },
  { heading: 'Started By', type: 'text', value: (r) => r.userName },
  { heading: 'Status', type: 'text', value: (r) => r.statusName },
  { heading: 'Start Date', type: 'datetime', value: (r) => r.start_date },
  // Issue 16: the stored score; a report without a pass mark (or nothing scored) leaves them empty.
  { heading: 'Score %', type: 'number', value: (r) => r.score_percent },
  {
    heading: 'Result',
    type: 'text',
    value: (r) => (r.passed === null ? null : r.passed ? 'Pass' : 'Fail'),
  },
  { heading: 'Flagged', type: 'number', value: (r) => r.flagged_count },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

export async function reportsSource(
  db: Db,
  actor: SessionUser,
  query: Omit<ReportsFilter, 'page'>,
  timezone: string,
): Promise<ExportSource<ReportRow>> {
  const { where } = await reportsWhere(db, query, actor, timezone);
  return {
    table: reports,
    id: reports.id,
    where,
    keyset: REPORTS_KEYSET,
    rows: (tx, ids) =>
      selectReportRows(tx)
        .where(inArray(reports.id, ids))
        .orderBy(...orderOf(REPORTS_KEYSET)),
  };
}

/** The Applications list's columns, each part in a cell of its own (numbers as numbers). */
export const applicationsColumns: ExportColumn<ApplicationRow>[] = [
  { heading: 'Date', type: 'date', value: (r) => r.row.appliedOn },
  { heading: 'Start Time', type: 'text', value: (r) => r.row.startTime },
  { heading: 'Product', type: 'text', value: (r) => r.row.productName },
  { heading: 'EPA Reg. No.', type: 'text', value: (r) => r.row.epaRegNo },
  { heading: 'Restricted Use', type: 'boolean', value: (r) => r.row.restrictedUse },
  { heading: 'Amount', type: 'number', value: (r) => r.row.amount },
  { heading: 'Unit', type: 'text', value: (r) => r.row.unit },
  { heading: 'Area', type: 'number', value: (r) => r.row.area },
  { heading: 'Area Unit', type: 'text', value: (r) => r.row.areaUnit },
  { heading: 'Where', type: 'text', value: (r) => r.row.locationName },
  { heading: 'Municipality', type: 'text', value: (r) => r.row.municipality },
  { heading: 'County', type: 'text', value: (r) => r.row.county },
  { heading: 'State', type: 'text', value: (r) => r.row.state },
  { heading: 'Applicator', type: 'text', value: (r) => r.row.applicatorName },
  { heading: 'Report', type: 'text', value: (r) => r.jobName },
  { heading: 'Report ID', type: 'number', value: (r) => r.row.reportId },
  { heading: 'ID', type: 'number', value: (r) => r.row.id },
];

export function applicationsSource(query: Omit<ApplicationsFilter, 'page'>): ExportSource<ApplicationRow> {
  return {
    table: applications,
    id: applications.id,
    where: applicationsWhere(query),
    keyset: APPLICATIONS_KEYSET,
    rows: (db, ids) =>
      selectApplicationRows(db)
        .where(inArray(applications.id, ids))
        .orderBy(...orderOf(APPLICATIONS_KEYSET)),
  };
}

/** The mail log's columns: Created, To, Subject, Kind, Status, Tries, and when it went. */
export const mailColumns: ExportColumn<MailRow>[] = [
  { heading: 'Created', type: 'datetime', value: (r) => r.created_at },
  { heading: 'To', type: 'text', value: (r) => r.recipients.join(', ') },
  { heading: 'Subject', type: 'text', value: (r) => r.subject },
  { heading: 'Kind', type: 'text', value: (r) => r.kind },
  { heading: 'Status', type: 'text', value: (r) => r.status },
  { heading: 'Tries', type: 'number', value: (r) => r.attempts },
  { heading: 'Sent', type: 'datetime', value: (r) => r.sent_at },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

export function mailSource(query: Omit<MailListFilter, 'page'>): ExportSource<MailRow> {
  return {
    table: mailMessages,
    id: mailMessages.id,
    where: mailWhere(query),
    keyset: MAIL_KEYSET,
    rows: (db, ids) =>
      selectMailRows(db)
        .where(inArray(mailMessages.id, ids))
        .orderBy(...orderOf(MAIL_KEYSET)),
  };
}
