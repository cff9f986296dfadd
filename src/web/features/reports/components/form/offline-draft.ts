import { ReportStatus } from '@shared/constants';
import type { StartForm } from '@shared/schemas/report-start';
import type { ReportDetail } from '@shared/schemas/reports';

/** What the device knows of the job a report starts on (My jobs, or Today's visit, as kept). */
export interface DraftJob {
  id: number;
  name: string;
  category: string;
  location: { name: string; address: string };
}

/**
 * The report form of a report started with no connection (issue 32): the template's form as kept
 * on the device, no answers, the technician's own and in progress. What only the server knows
 * (the location's devices and site plans, its state's applicators) is empty until the server has
 * the report; the form then opens from the server's copy.
 */
export function draftReport({
  localId,
  form,
  job,
  user,
  now,
}: {
  localId: number;
  form: StartForm;
  job: DraftJob;
  user: { id: number; name: string };
  now: Date;
}): ReportDetail {
  const at = now.toISOString();
  return {
    id: localId,
    status_id: ReportStatus.InProgress,
    status: { status: 'In Progress' },
    start_date: at,
    submitted_at: null,
    finished_at: null,
    updated_at: at,
    return_reason: null,
    job: { ...job, location: { id: 0, ...job.location } },
    template: form.template,
    user,
    pass_mark: form.pass_mark,
    tasks: form.tasks,
    files: [],
    chemicals: [],
    devices: [],
    site_plans: [],
    history: [],
    verification_code: null,
    applications: [],
    application_settings: {
      state: null,
      record_weather: false,
      rate_check_warn_only: false,
      applicators: [],
    },
    can: { edit: true, submit: true, finish: false, return: false, print: false, delete: false },
  };
}
