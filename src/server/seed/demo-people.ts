import { parseAddressLine } from '@shared/addresses';
import { Role, type RoleId, Status, type StatusId } from '@shared/constants';

/** The fictitious demo company; `.example` is reserved (RFC 2606), so no address can reach a real inbox. */
export const DEMO_COMPANY = 'Greenleaf Pest & Lawn';
export const DEMO_DOMAIN = 'greenleaf.example';

/** Where a technician or supervisor normally works; picks assignees for a location's jobs. */
export type Crew = 'north' | 'south' | 'lawn' | 'office';

export interface DemoUser {
  name: string;
  typeId: RoleId;
  statusId: StatusId;
  crew: Crew;
  /** Days before the seed's base date the account was created. */
  joinedDaysAgo: number;
}

const A = Status.Active;
const I = Status.Inactive;

export const DEMO_USERS: DemoUser[] = [
  { name: 'Margaret Doyle', typeId: Role.SuperAdmin, statusId: A, crew: 'office', joinedDaysAgo: 540 },
  { name: 'Priya Raman', typeId: Role.Admin, statusId: A, crew: 'office', joinedDaysAgo: 530 },
  { name: 'Kevin Walsh', typeId: Role.Admin, statusId: A, crew: 'office', joinedDaysAgo: 410 },
  { name: 'Luis Ortega', typeId: Role.Supervisor, statusId: A, crew: 'north', joinedDaysAgo: 520 },
  { name: 'Danielle Brooks', typeId: Role.Supervisor, statusId: A, crew: 'south', joinedDaysAgo: 500 },
  { name: 'Tom Kowalski', typeId: Role.Supervisor, statusId: A, crew: 'lawn', joinedDaysAgo: 470 },
  { name: 'Aisha Rahman', typeId: Role.Supervisor, statusId: A, crew: 'south', joinedDaysAgo: 380 },
  { name: 'Brian Callahan', typeId: Role.Supervisor, statusId: A, crew: 'north', joinedDaysAgo: 300 },
  { name: 'Gary Stein', typeId: Role.Supervisor, statusId: I, crew: 'north', joinedDaysAgo: 535 },
  { name: 'Marcus Johnson', typeId: Role.Technician, statusId: A, crew: 'north', joinedDaysAgo: 515 },
  { name: 'Jake Morrison', typeId: Role.Technician, statusId: A, crew: 'north', joinedDaysAgo: 460 },
  { name: 'Kenji Watanabe', typeId: Role.Technician, statusId: A, crew: 'north', joinedDaysAgo: 390 },
  { name: "Ryan O'Neill", typeId: Role.Technician, statusId: A, crew: 'north', joinedDaysAgo: 210 },
  { name: 'Sofia Alvarez', typeId: Role.Technician, statusId: A, crew: 'south', joinedDaysAgo: 505 },
  { name: 'Tyrone Williams', typeId: Role.Technician, statusId: A, crew: 'south', joinedDaysAgo: 480 },
  { name: 'Emily Chen', typeId: Role.Technician, statusId: A, crew: 'south', joinedDaysAgo: 350 },
  { name: 'Carlos Mendez', typeId: Role.Technician, statusId: A, crew: 'south', joinedDaysAgo: 330 },
  { name: 'Nadia Petrova', typeId: Role.Technician, statusId: A, crew: 'south', joinedDaysAgo: 150 },
  { name: 'DeShawn Harris', typeId: Role.Technician, statusId: A, crew: 'lawn', joinedDaysAgo: 445 },
  { name: 'Megan Fitzgerald', typeId: Role.Technician, statusId: A, crew: 'lawn', joinedDaysAgo: 400 },
  { name: 'Anthony Russo', typeId: Role.Technician, statusId: A, crew: 'lawn', joinedDaysAgo: 120 },
  { name: 'Josh Turner', typeId: Role.Technician, statusId: I, crew: 'lawn', joinedDaysAgo: 525 },
];

/** `Ryan O'Neill` becomes `ryan.oneill@…` and `roneill`: addresses and logins stay plain ASCII. */
const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

export function demoEmail(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  return `${slug(first)}.${slug(rest.join(''))}@${DEMO_DOMAIN}`;
}

export function demoUsername(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  return `${slug(first).slice(0, 1)}${slug(rest.join(''))}`;
}

export interface DemoGroup {
  name: string;
  typeId: RoleId;
  statusId: StatusId;
  members: string[];
}

export const DEMO_GROUPS: DemoGroup[] = [
  { name: 'Office Administrators', typeId: Role.Admin, statusId: A, members: ['Priya Raman', 'Kevin Walsh'] },
  {
    name: 'Supervisors',
    typeId: Role.Supervisor,
    statusId: A,
    members: [
      'Luis Ortega',
      'Danielle Brooks',
      'Tom Kowalski',
      'Aisha Rahman',
      'Brian Callahan',
      'Gary Stein',
    ],
  },
  {
    name: 'North Route Technicians',
    typeId: Role.Technician,
    statusId: A,
    members: ['Marcus Johnson', 'Jake Morrison', 'Kenji Watanabe', "Ryan O'Neill"],
  },
  {
    name: 'South Route Technicians',
    typeId: Role.Technician,
    statusId: A,
    members: ['Sofia Alvarez', 'Tyrone Williams', 'Emily Chen', 'Carlos Mendez', 'Nadia Petrova'],
  },
  {
    name: 'Lawn Care Crew',
    typeId: Role.Technician,
    statusId: A,
    members: ['Tom Kowalski', 'DeShawn Harris', 'Megan Fitzgerald', 'Anthony Russo'],
  },
  {
    name: 'Seasonal Mosquito Crew',
    typeId: Role.Technician,
    statusId: I,
    members: ['Josh Turner', 'DeShawn Harris'],
  },
];

/** What kind of site a location is; decides which services its jobs are for. */
export type SiteKind =
  | 'restaurant'
  | 'school'
  | 'warehouse'
  | 'hotel'
  | 'office'
  | 'healthcare'
  | 'residential'
  | 'senior'
  | 'park';

export interface DemoLocation {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  kind: SiteKind;
  crew: 'north' | 'south';
  statusId: StatusId;
  /** Roughly how many jobs the account had over the year. */
  jobs: number;
}

type Row = [name: string, address: string, lat: number, lng: number, kind: SiteKind, jobs: number];

// Business names are invented; towns, streets, ZIP codes and coordinates are real.
const NORTH: Row[] = [
  [
    'Bella Napoli Trattoria',
    '214 Mamaroneck Ave, White Plains, NY 10601',
    41.0301,
    -73.7649,
    'restaurant',
    14,
  ],
  ['Ridgeview Elementary School', '120 Post Rd, Scarsdale, NY 10583', 41.0051, -73.7846, 'school', 10],
  [
    'Hudson Valley Cold Storage',
    '700 Saw Mill River Rd, Yonkers, NY 10710',
    40.9634,
    -73.8672,
    'warehouse',
    11,
  ],
  ['Tarrytown Harbor Hotel', '49 Main St, Tarrytown, NY 10591', 41.0768, -73.8612, 'hotel', 13],
  [
    'Port Chester Family Dental',
    '300 Westchester Ave, Port Chester, NY 10573',
    41.004,
    -73.67,
    'healthcare',
    7,
  ],
  ['Mount Kisco Medical Plaza', '90 S Bedford Rd, Mount Kisco, NY 10549', 41.201, -73.728, 'healthcare', 9],
  ['Rye Country Estates HOA', '400 Purchase St, Rye, NY 10580', 40.984, -73.685, 'residential', 10],
  ['Summer Street Office Center', '400 Summer St, Stamford, CT 06901', 41.056, -73.54, 'office', 9],
  ['Greenwich Avenue Bistro', '180 Greenwich Ave, Greenwich, CT 06830', 41.03, -73.626, 'restaurant', 12],
  ['Norwalk Distribution Warehouse', '45 Meadow St, Norwalk, CT 06854', 41.093, -73.421, 'warehouse', 10],
  ['Candlewood Senior Living', '22 Hospital Ave, Danbury, CT 06810', 41.404, -73.445, 'senior', 11],
  ['Saugatuck Shores Residence', '12 Canal Rd, Westport, CT 06880', 41.1152, -73.3551, 'residential', 8],
  ['Sasco Hill Day School', '1200 Post Rd, Fairfield, CT 06824', 41.142, -73.256, 'school', 9],
  ['New Haven Harbor Seafood', '85 Water St, New Haven, CT 06511', 41.301, -72.918, 'restaurant', 10],
  ['Nyack Riverside Cafe', '90 Main St, Nyack, NY 10960', 41.0905, -73.92, 'restaurant', 4],
  ['Peekskill Riverfront Green', '1 Hudson Ave, Peekskill, NY 10566', 41.286, -73.929, 'park', 4],
];

const SOUTH: Row[] = [
  [
    'Hoboken Brownstone Apartments',
    '812 Washington St, Hoboken, NJ 07030',
    40.747,
    -74.029,
    'residential',
    11,
  ],
  ['Journal Square Deli', '2850 Kennedy Blvd, Jersey City, NJ 07306', 40.733, -74.063, 'restaurant', 11],
  ['Ironbound Grill', '75 Ferry St, Newark, NJ 07105', 40.728, -74.163, 'restaurant', 12],
  [
    'Meadowlands Logistics Center',
    '600 Meadowlands Pkwy, Secaucus, NJ 07094',
    40.78,
    -74.072,
    'warehouse',
    12,
  ],
  ['Hackensack Pediatrics Group', '200 Main St, Hackensack, NJ 07601', 40.883, -74.044, 'healthcare', 8],
  ['Palisades Senior Residence', '2000 Lemoine Ave, Fort Lee, NJ 07024', 40.851, -73.97, 'senior', 10],
  ['Montclair Grammar School', '55 Bloomfield Ave, Montclair, NJ 07042', 40.816, -74.211, 'school', 9],
  ['Morristown Green Offices', '10 South St, Morristown, NJ 07960', 40.796, -74.481, 'office', 8],
  [
    'Raritan Valley Food Distributors',
    '300 Raritan Center Pkwy, Edison, NJ 08837',
    40.519,
    -74.35,
    'warehouse',
    11,
  ],
  ['George Street Noodle House', '350 George St, New Brunswick, NJ 08901', 40.496, -74.445, 'restaurant', 9],
  ['Park Slope Bakery', '210 7th Ave, Brooklyn, NY 11215', 40.67, -73.979, 'restaurant', 10],
  ['Ditmars Pizzeria', '31-10 Ditmars Blvd, Astoria, NY 11105', 40.775, -73.912, 'restaurant', 10],
  ['Huntington Village Inn', '300 New York Ave, Huntington, NY 11743', 40.871, -73.426, 'hotel', 11],
  ['Paramus Commons Shopping Center', '150 Route 17 N, Paramus, NJ 07652', 40.944, -74.072, 'office', 4],
  [
    'Port Elizabeth Container Depot',
    '1000 North Ave E, Elizabeth, NJ 07201',
    40.676,
    -74.186,
    'warehouse',
    4,
  ],
];

/** The real county of each demo town: state filings are by county. */
export const DEMO_COUNTIES: Record<string, string> = {
  'White Plains': 'Westchester',
  Scarsdale: 'Westchester',
  Yonkers: 'Westchester',
  Tarrytown: 'Westchester',
  'Port Chester': 'Westchester',
  'Mount Kisco': 'Westchester',
  Rye: 'Westchester',
  Peekskill: 'Westchester',
  Nyack: 'Rockland',
  Stamford: 'Fairfield',
  Greenwich: 'Fairfield',
  Norwalk: 'Fairfield',
  Danbury: 'Fairfield',
  Westport: 'Fairfield',
  Fairfield: 'Fairfield',
  'New Haven': 'New Haven',
  Hoboken: 'Hudson',
  'Jersey City': 'Hudson',
  Secaucus: 'Hudson',
  Newark: 'Essex',
  Montclair: 'Essex',
  Hackensack: 'Bergen',
  'Fort Lee': 'Bergen',
  Paramus: 'Bergen',
  Morristown: 'Morris',
  Edison: 'Middlesex',
  'New Brunswick': 'Middlesex',
  Brooklyn: 'Kings',
  Astoria: 'Queens',
  Huntington: 'Suffolk',
  Elizabeth: 'Union',
};

/**
 * The demo location's address as records need it: parts with the county, and its customer (the
 * business billed, at the same address, with a reserved 555-01xx phone number).
 */
export function demoAddress(l: DemoLocation, i: number) {
  const parts = parseAddressLine(l.address);
  if (!parts?.municipality || !DEMO_COUNTIES[parts.municipality]) {
    throw new Error(`demo seed: no county for ${l.address}`);
  }
  const slug = l.name.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    address: l.address,
    ...parts,
    county: DEMO_COUNTIES[parts.municipality],
    addressIncomplete: false,
    customerName: `${l.name} LLC`,
    billingAddress: l.address,
    customerPhone: `555-01${String(i % 100).padStart(2, '0')}`,
    customerEmail: `accounts@${slug}.example`,
    notes: DEMO_NOTES[i % DEMO_NOTES.length],
  };
}

/** What a technician is told before arriving: some places have nothing to say (decision 0073). */
const DEMO_NOTES = [
  'Gate code 4512#. Park behind the building, not in the customer spaces.',
  '',
  'Ask for the manager on duty at the front desk; no treatment in public areas 11:00–14:00.',
  'Dog in the back yard: call the office before going round.',
  '',
  'Key in the lockbox by the loading door (code from the office).',
];

const CONTACT_NAMES = [
  'Dana Ruiz',
  'Sam Okafor',
  'Priya Nair',
  'Luis Ortega',
  'Mei Chen',
  'Tom Walsh',
  'Ana Costa',
];

/**
 * The manager at the demo customer, who receives its finished reports: with no mail server set up
 * they wait in the outbox, so a newcomer sees what the customer would get.
 */
export function demoContact(l: DemoLocation, i: number) {
  const slug = l.name.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    name: CONTACT_NAMES[i % CONTACT_NAMES.length]!,
    email: `manager@${slug}.example`,
    phone: `555-01${String((i + 50) % 100).padStart(2, '0')}`,
    role: 'Facility manager',
    receivesReports: true,
  };
}

/** Accounts that ended: their jobs are all inactive, as a location with active jobs cannot be retired. */
const ENDED = new Set([
  'Peekskill Riverfront Green',
  'Paramus Commons Shopping Center',
  'Nyack Riverside Cafe',
]);

const toLocation =
  (crew: 'north' | 'south') =>
  ([name, address, latitude, longitude, kind, jobs]: Row): DemoLocation => ({
    name,
    address,
    latitude,
    longitude,
    kind,
    crew,
    jobs,
    statusId: ENDED.has(name) ? I : A,
  });

export const DEMO_LOCATIONS: DemoLocation[] = [
  ...NORTH.map(toLocation('north')),
  ...SOUTH.map(toLocation('south')),
];
