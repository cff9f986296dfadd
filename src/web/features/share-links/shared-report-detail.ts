import { ReportStatus } from '@shared/constants';
import type { ReportScore } from '@shared/schemas/checklist-logic';
import type { ReportDeviceRow, SitePlanRow } from '@shared/schemas/devices';
import type { ReportDetail } from '@shared/schemas/reports';
import type { SharedReport } from '@shared/schemas/share-links';

const NOTHING_ALLOWED: ReportDetail['can'] = {
  edit: false,
  submit: false,
  finish: false,
  return: false,
  print: false,
  delete: false,
};

/**
 * A shared report in the shape the report view's read-only parts read (ReportHeader, ReportTasks),
 * so the customer sees the report as the office does. What the link leaves out (ids of other
 * entities, history, who may supervise) is empty here and none of those parts shows it. The
 * tasks' and fields' `hidden`, scoring and follow-ups pass through as the link sent them.
 */
export function asReportDetail(shared: SharedReport): ReportDetail {
  // Issue 16: the score the link shows (tasks and fields carry their `hidden` and follow-up as sent).
  const { score, pass_mark } = shared as SharedReport & { score?: ReportScore; pass_mark?: number | null };
  // Issue 17: the devices (without their label codes) and site plans (read through the link).
  const { devices, site_plans } = shared as SharedReport & {
    devices?: Omit<ReportDeviceRow, 'code'>[];
    site_plans?: SitePlanRow[];
  };
  return {
    ...(score ? { score, pass_mark: pass_mark ?? null } : {}),
    id: shared.id,
    status_id: ReportStatus.Finished,
    status: { status: shared.status },
    start_date: shared.start_date,
    submitted_at: shared.submitted_at,
    finished_at: shared.finished_at,
    updated_at: shared.finished_at ?? shared.start_date,
    return_reason: null,
    job: {
      id: 0,
      name: shared.job.name,
      category: shared.job.category,
      location: { id: 0, ...shared.job.location },
    },
    template: { id: 0, ...shared.template },
    user: { id: 0, name: shared.technician.name },
    tasks: shared.tasks.map((task) => ({
      ...task,
      weight: 0,
      fields: task.fields.map((f) => ({ ...f, required: 0, weight: 0 })),
    })),
    files: [],
    chemicals: shared.chemicals.map(({ document: _document, ...c }) => c),
    history: [],
    applications: shared.applications.map((a) => ({
      ...a,
      report_id: shared.id,
      location_id: 0,
      applicator: { id: 0, name: a.applicator.name },
      supervisor: a.supervisor ? { id: 0, name: a.supervisor.name } : null,
      corrections: a.corrections.map((c) => ({ ...c, by: { id: null, name: c.by.name } })),
    })),
    application_settings: {
      state: null,
      record_weather: false,
      rate_check_warn_only: false,
      applicators: [],
    },
    can: NOTHING_ALLOWED,
    // The views never show a label's code; the link keeps it from whoever holds the link.
    ...(devices ? { devices: devices.map((d) => ({ ...d, code: '' })) } : {}),
    ...(site_plans ? { site_plans } : {}),
  };
}
