import { Role, Status, type StatusId } from '@shared/constants';
import { type Crew, DEMO_LOCATIONS, DEMO_USERS, type SiteKind } from './demo-people';
import { daysBefore, type Rng } from './demo-random';

export const JOB_CATEGORIES = [
  'Pest Control',
  'Rodent Control',
  'Termite Inspection',
  'Lawn Care',
  'Mosquito Treatment',
  'Facility Hygiene',
  'Bed Bug Treatment',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export interface PlannedJob {
  name: string;
  category: JobCategory;
  /** Index into DEMO_LOCATIONS. */
  location: number;
  statusId: StatusId;
  createdAt: Date;
  /** Indexes into DEMO_USERS: the technician first, then possibly a supervisor. */
  assignees: number[];
}

/** Repeated entries make a service more frequent at that kind of site. */
const SERVICES: Record<SiteKind, JobCategory[]> = {
  restaurant: ['Pest Control', 'Pest Control', 'Rodent Control', 'Rodent Control', 'Facility Hygiene'],
  school: [
    'Pest Control',
    'Pest Control',
    'Termite Inspection',
    'Lawn Care',
    'Mosquito Treatment',
    'Rodent Control',
  ],
  warehouse: ['Rodent Control', 'Rodent Control', 'Pest Control', 'Termite Inspection'],
  hotel: [
    'Bed Bug Treatment',
    'Bed Bug Treatment',
    'Pest Control',
    'Facility Hygiene',
    'Lawn Care',
    'Mosquito Treatment',
  ],
  office: ['Pest Control', 'Facility Hygiene', 'Rodent Control', 'Lawn Care'],
  healthcare: ['Pest Control', 'Facility Hygiene', 'Facility Hygiene'],
  residential: [
    'Lawn Care',
    'Lawn Care',
    'Mosquito Treatment',
    'Mosquito Treatment',
    'Termite Inspection',
    'Pest Control',
  ],
  senior: ['Pest Control', 'Bed Bug Treatment', 'Facility Hygiene', 'Lawn Care', 'Mosquito Treatment'],
  park: ['Mosquito Treatment', 'Lawn Care', 'Rodent Control'],
};

/** Months (0-11) in which the work is done in the Northeast. */
const SEASONS: Partial<Record<JobCategory, number[]>> = {
  'Lawn Care': [3, 4, 5, 6, 7, 8, 9],
  'Mosquito Treatment': [4, 5, 6, 7, 8],
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const month = (d: Date) => `${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`;
const quarter = (d: Date) => `Q${Math.floor(d.getUTCMonth() / 3) + 1} ${d.getUTCFullYear()}`;
const lawnRound = (d: Date) => Math.min(4, Math.max(1, Math.ceil((d.getUTCMonth() - 2) / 2)));
const room = (rng: Rng) => `${rng.int(1, 4)}${String(rng.int(1, 28)).padStart(2, '0')}`;

type Namer = (d: Date, rng: Rng) => string;

/** The first name of each list is the recurring service, the others one-off work. */
const NAMES: Record<JobCategory, Namer[]> = {
  'Pest Control': [
    (d) => `Monthly pest service (${month(d)})`,
    (d) => `Quarterly pest service (${quarter(d)})`,
    () => 'Cockroach cleanout',
    () => 'Ant callback',
    () => 'Fly light maintenance',
  ],
  'Rodent Control': [
    (d) => `Rodent bait station service (${month(d)})`,
    () => 'Rodent exclusion work',
    (d) => `Snap trap monitoring (${month(d)})`,
  ],
  'Termite Inspection': [
    (d) => `Annual termite inspection ${d.getUTCFullYear()}`,
    () => 'WDI inspection for refinance',
    (d) => `Termite bait station monitoring (${quarter(d)})`,
  ],
  'Lawn Care': [
    (d) => `Lawn fertilization ${d.getUTCFullYear()}, round ${lawnRound(d)}`,
    () => 'Grub control application',
    () => 'Core aeration and overseeding',
    () => 'Broadleaf weed control',
  ],
  'Mosquito Treatment': [
    (d) => `Mosquito barrier treatment (${month(d)})`,
    (d) => `Catch basin larvicide (${month(d)})`,
  ],
  'Facility Hygiene': [
    (d) => `Restroom hygiene service (${month(d)})`,
    (d) => `Drain line foam treatment (${month(d)})`,
    () => 'Kitchen deep sanitation',
  ],
  'Bed Bug Treatment': [
    (_, rng) => `Bed bug inspection, room ${room(rng)}`,
    (_, rng) => `Bed bug heat treatment, room ${room(rng)}`,
    () => 'Canine bed bug inspection',
  ],
};

/** Lawn and mosquito work goes to the lawn crew wherever the site is. */
export const crewFor = (category: JobCategory, locationCrew: Crew): Crew =>
  category === 'Lawn Care' || category === 'Mosquito Treatment' ? 'lawn' : locationCrew;

/** Active users of a role and crew, as indexes into DEMO_USERS; only active users can be assigned. */
export function staff(typeId: number, crew?: Crew): number[] {
  return DEMO_USERS.flatMap((u, i) =>
    u.typeId === typeId && u.statusId === Status.Active && (!crew || u.crew === crew) ? [i] : [],
  );
}

function chooseCategory(kind: SiteKind, createdAt: Date, rng: Rng): JobCategory {
  const inSeason = (c: JobCategory) => SEASONS[c]?.includes(createdAt.getUTCMonth()) ?? true;
  const choice = rng.pick(SERVICES[kind]);
  return inSeason(choice) ? choice : rng.pick(SERVICES[kind].filter(inSeason));
}

/** About 300 jobs over the last year, oldest first so ids grow with time as they would in real use. */
export function planJobs(base: Date, rng: Rng): PlannedJob[] {
  const jobs: PlannedJob[] = [];
  DEMO_LOCATIONS.forEach((location, locationIndex) => {
    // Ended accounts stopped a few months ago; the others run up to last week.
    const [newest, oldest] = location.statusId === Status.Active ? [1, 362] : [120, 362];
    const span = (oldest - newest) / location.jobs;
    for (let k = 0; k < location.jobs; k++) {
      const daysAgo = Math.round(oldest - (k + rng.next()) * span);
      const createdAt = daysBefore(base, daysAgo, rng.int(13, 20), rng.int(0, 59));
      const category = chooseCategory(location.kind, createdAt, rng);
      const namers = NAMES[category];
      const namer = rng.chance(0.55) ? namers[0] : rng.pick(namers);
      const name = `${(namer ?? rng.pick(namers))(createdAt, rng)} – ${location.name}`;
      const statusId =
        location.statusId === Status.Inactive || (daysAgo > 45 && rng.chance(0.07))
          ? Status.Inactive
          : Status.Active;
      const crew = crewFor(category, location.crew);
      const assignees: number[] = [];
      if (!rng.chance(0.07)) {
        assignees.push(rng.pick(staff(Role.Technician, crew)));
        if (rng.chance(0.45)) assignees.push(rng.pick(staff(Role.Supervisor, crew)));
      }
      jobs.push({ name, category, location: locationIndex, statusId, createdAt, assignees });
    }
  });
  return jobs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
