import { FieldType, ReportStatus, type ReportStatusId, Role, Status } from '@shared/constants';
import { type ApplicationRecord } from '@shared/schemas/applications';
import { EMPTY_APPLICATION } from '@shared/schemas/application-values';
import { DEMO_CHEMICALS } from './demo-chemicals';
import { crewFor, type PlannedJob, staff } from './demo-jobs';
import { DEMO_LOCATIONS, DEMO_USERS } from './demo-people';
import { addDays, addMinutes, DAY_MS, daysAfter, daysBefore, isoDate, type Rng } from './demo-random';
import type { DemoField } from './demo-forms';
import { DEMO_TEMPLATES } from './demo-templates';

/** A demo application record, naming its product by index until it has an id. */
export type PlannedApplication = Omit<ApplicationRecord, 'chemical_id'> & { chemical: number };
/** An answer's JSON, except that a chemical application names its product by index until it has an id. */
export type PlannedValue = string | number | string[] | PlannedApplication[];

export interface PlannedAnswer {
  task: number;
  field: number;
  value: PlannedValue;
}

export interface PlannedTransition {
  from: ReportStatusId | null;
  to: ReportStatusId;
  /** Index into DEMO_USERS. */
  user: number;
  at: Date;
  reason: string | null;
}

export interface PlannedReport {
  job: number;
  template: number;
  user: number;
  statusId: ReportStatusId;
  startDate: Date;
  submittedAt: Date | null;
  finishedAt: Date | null;
  returnReason: string | null;
  answers: PlannedAnswer[];
  history: PlannedTransition[];
}

const RETURN_REASONS = [
  'The bait station count is missing for the loading dock.',
  'Please record the second product you used in the kitchen.',
  'The activity level does not match the photos; please check and resubmit.',
];

/** Fields a technician types or picks; signatures and photos need stored images, links take no answer. */
const answerable = (f: DemoField) =>
  f.type !== FieldType.Signature && f.type !== FieldType.Photo && f.type !== FieldType.Link;

function answerFor(field: DemoField, start: Date, rng: Rng): PlannedValue {
  const options = field.options ?? [];
  switch (field.type) {
    case FieldType.Text:
    case FieldType.Paragraph:
      return rng.pick(field.samples ?? ['Checked and documented.']);
    case FieldType.Number: {
      const [min, max, decimals = 0] = field.range ?? [1, 10];
      return Number((min + rng.next() * (max - min)).toFixed(decimals));
    }
    case FieldType.Date: {
      const [min, max] = field.days ?? [0, 0];
      return isoDate(addDays(start, rng.int(min, max)));
    }
    case FieldType.Checkboxes:
      return rng.sample(options, rng.int(1, Math.min(3, options.length)));
    case FieldType.Dropdown:
    case FieldType.Radio:
      return rng.pick(options);
    case FieldType.ChemicalApplication: {
      const products = field.products ?? DEMO_CHEMICALS.filter((c) => !c.isCategory).map((c) => c.name);
      const product = rng.pick(products);
      const chemical = DEMO_CHEMICALS.findIndex((c) => c.name === product);
      const use = DEMO_CHEMICALS[chemical]?.use;
      if (!use) throw new Error(`demo product without use: ${product}`);
      const amount = Number((use.amount[0] + rng.next() * (use.amount[1] - use.amount[0])).toFixed(2));
      const { chemical_id: _none, ...empty } = EMPTY_APPLICATION;
      return [
        {
          ...empty,
          chemical,
          amount,
          unit: use.unit,
          area: 250 * rng.int(2, 40),
          area_unit: 'sq ft',
          target_pests: rng.pick(use.pests),
          date: isoDate(start),
          // The demo's clock is UTC, like isoDate's day.
          start_time: start.toISOString().slice(11, 16),
        },
      ];
    }
    default:
      throw new Error(`field type ${field.type} takes no demo answer`);
  }
}

/**
 * Complete reports answer every required field and about half of the optional ones; a report in
 * progress has got through the first part of its form.
 */
export function planAnswers(template: number, complete: boolean, start: Date, rng: Rng): PlannedAnswer[] {
  const fields = (DEMO_TEMPLATES[template]?.tasks ?? []).flatMap((t, task) =>
    t.fields.map((f, field) => ({ f, task, field })).filter(({ f }) => answerable(f)),
  );
  const reached = complete ? fields.length : Math.floor(fields.length * (0.2 + rng.next() * 0.6));
  return fields
    .slice(0, reached)
    .filter(({ f }) => f.required || rng.chance(0.55))
    .map(({ f, task, field }) => ({ task, field, value: answerFor(f, start, rng) }));
}

interface Shape {
  status: ReportStatusId;
  daysAgo: [min: number, max: number];
  returned: boolean;
}

/** 23 finished, 9 submitted, 8 in progress; a few went back to the technician once. */
const SHAPES: Shape[] = [
  ...Array.from({ length: 23 }, (_, i): Shape => ({
    status: ReportStatus.Finished,
    daysAgo: [8, 150],
    returned: i % 11 === 5,
  })),
  ...Array.from({ length: 9 }, (): Shape => ({
    status: ReportStatus.Submitted,
    daysAgo: [2, 12],
    returned: false,
  })),
  ...Array.from({ length: 8 }, (_, i): Shape => ({
    status: ReportStatus.InProgress,
    daysAgo: i < 2 ? [3, 6] : [1, 5],
    returned: i < 2,
  })),
];

interface Timeline {
  submittedAt: Date | null;
  finishedAt: Date | null;
  returnReason: string | null;
  history: PlannedTransition[];
}

/** Start, submit, maybe a return and a resubmit, then finish, each by the person the rules allow. */
function planTimeline(shape: Shape, start: Date, technician: number, supervisor: number, rng: Rng): Timeline {
  const { InProgress, Submitted, Finished } = ReportStatus;
  const history: PlannedTransition[] = [
    { from: null, to: InProgress, user: technician, at: start, reason: null },
  ];
  const move = (
    from: ReportStatusId,
    to: ReportStatusId,
    user: number,
    at: Date,
    reason: string | null = null,
  ) => {
    history.push({ from, to, user, at, reason });
    return at;
  };
  if (shape.status === InProgress && !shape.returned) {
    return { submittedAt: null, finishedAt: null, returnReason: null, history };
  }
  let submittedAt = move(InProgress, Submitted, technician, addMinutes(start, rng.int(45, 240)));
  if (shape.returned) {
    const reason = rng.pick(RETURN_REASONS);
    const returnedAt = daysAfter(submittedAt, 1, rng.int(13, 16), rng.int(0, 59));
    move(Submitted, InProgress, supervisor, returnedAt, reason);
    if (shape.status === InProgress) {
      return { submittedAt: null, finishedAt: null, returnReason: reason, history };
    }
    submittedAt = move(InProgress, Submitted, technician, addMinutes(returnedAt, rng.int(60, 300)));
  }
  // A return reason is for the technician's next attempt; once resubmitted it no longer applies.
  if (shape.status === Submitted) return { submittedAt, finishedAt: null, returnReason: null, history };
  const finishedAt = daysAfter(submittedAt, rng.int(1, 2), rng.int(13, 20), rng.int(0, 59));
  move(Submitted, Finished, supervisor, finishedAt);
  return { submittedAt, finishedAt, returnReason: null, history };
}

/**
 * The visit happens within three weeks of the job's creation. Where the season left no job of that age
 * (lawn and mosquito work stops in autumn, and so on) the allowed age widens step by step, so a plan
 * exists for every base date; the job is chosen first and the day second, so no draw can come up empty.
 */
const MAX_JOB_AGES = [21, 45, 120, 400];

function placeVisit(
  base: Date,
  jobs: PlannedJob[],
  shape: Shape,
  rng: Rng,
  usable: (job: PlannedJob, index: number) => boolean,
): { jobIndex: number; startDate: Date } {
  const hour = rng.int(13, 19);
  const minute = rng.int(0, 59);
  const [minAgo, maxAgo] = shape.daysAgo;
  for (const maxAge of MAX_JOB_AGES) {
    // Days ago `d` such that the visit at that hour is between 1 and maxAge days after the job's creation.
    const options = jobs.flatMap((job, i) => {
      if (!usable(job, i)) return [];
      const sinceCreation = (daysBefore(base, 0, hour, minute).getTime() - job.createdAt.getTime()) / DAY_MS;
      const lo = Math.max(minAgo, Math.ceil(sinceCreation - maxAge));
      const hi = Math.min(maxAgo, Math.floor(sinceCreation - 1));
      return lo <= hi ? [{ i, lo, hi }] : [];
    });
    if (options.length === 0) continue;
    const { i, lo, hi } = rng.pick(options);
    return { jobIndex: i, startDate: daysBefore(base, rng.int(lo, hi), hour, minute) };
  }
  throw new Error(`demo seed: no job fits a report ${minAgo}–${maxAgo} days before ${isoDate(base)}`);
}

export function planReports(base: Date, jobs: PlannedJob[], rng: Rng): PlannedReport[] {
  const templateFor = (job: PlannedJob) =>
    DEMO_TEMPLATES.findIndex((t) => t.statusId === Status.Active && t.categories.includes(job.category));
  const technicianOf = (job: PlannedJob) =>
    job.assignees.find((u) => DEMO_USERS[u]?.typeId === Role.Technician);
  const supervisorOf = (job: PlannedJob) =>
    job.assignees.find((u) => DEMO_USERS[u]?.typeId === Role.Supervisor) ??
    rng.pick(staff(Role.Supervisor, crewFor(job.category, DEMO_LOCATIONS[job.location]?.crew ?? 'north')));
  const eligible = (job: PlannedJob) =>
    job.statusId === Status.Active &&
    DEMO_LOCATIONS[job.location]?.statusId === Status.Active &&
    technicianOf(job) !== undefined &&
    templateFor(job) >= 0;

  const used = new Set<number>();
  const reports: PlannedReport[] = [];
  for (const shape of SHAPES) {
    const { jobIndex, startDate } = placeVisit(
      base,
      jobs,
      shape,
      rng,
      (job, i) => !used.has(i) && eligible(job),
    );
    used.add(jobIndex);
    const job = jobs[jobIndex]!;
    const template = templateFor(job);
    const technician = technicianOf(job)!;
    const timeline = planTimeline(shape, startDate, technician, supervisorOf(job), rng);
    reports.push({
      job: jobIndex,
      template,
      user: technician,
      statusId: shape.status,
      startDate,
      ...timeline,
      answers: planAnswers(template, shape.status !== ReportStatus.InProgress, startDate, rng),
    });
  }
  return reports.sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}
