import { FieldType, Status } from '@shared/constants';
import { ACTIVITY_LEVELS, type DeviceAction, type DeviceCondition } from '@shared/schemas/devices';
import type { DemoTemplate } from './demo-forms';
import { DEMO_COMPANY } from './demo-people';
import { addMinutes, createRng, daysBefore } from './demo-random';

/**
 * The demo restaurant's device program (issue 17), planned from the demo's day alone: twelve
 * devices on a drawn floor plan and six monthly visits before that day. Activity is low, as in a
 * well-kept kitchen, except bait station 3 by the dumpsters, whose activity rises visit by visit
 * (the trend the office should notice).
 */

/** A template of its own: the other demo templates stay as the e2e tests fill them. */
export const DEMO_DEVICE_TEMPLATE: DemoTemplate = {
  name: 'Device program inspection',
  companyName: DEMO_COMPANY,
  statusId: Status.Active,
  categories: ['Pest Control'],
  createdDaysAgo: 200,
  tasks: [
    {
      task: 'Device program',
      fields: [
        // full_coverage is set on its task_fields row (demo-devices.ts).
        { name: 'Devices', type: FieldType.DeviceInspection, required: true },
        { name: 'Notes for the customer', type: FieldType.Paragraph },
      ],
    },
  ],
};
export const DEMO_DEVICE_VISITS = 6;
export const RISING_DEVICE = 3;

export interface DemoDevice {
  number: number;
  type: 'Bait station' | 'Multi-catch trap' | 'Insect light trap';
  zone: string;
  placement: string;
  /** Place on the plan, fractions of its width and height. */
  x: number;
  y: number;
}

export const DEMO_DEVICES: DemoDevice[] = [
  { number: 1, type: 'Bait station', zone: 'Exterior', placement: 'Front entrance, left', x: 0.3, y: 0.05 },
  { number: 2, type: 'Bait station', zone: 'Exterior', placement: 'Front entrance, right', x: 0.7, y: 0.05 },
  { number: 3, type: 'Bait station', zone: 'Exterior', placement: 'Dumpster enclosure', x: 0.95, y: 0.35 },
  {
    number: 4,
    type: 'Bait station',
    zone: 'Exterior',
    placement: 'Rear door, delivery side',
    x: 0.95,
    y: 0.75,
  },
  { number: 5, type: 'Bait station', zone: 'Exterior', placement: 'Back wall, grease trap', x: 0.5, y: 0.95 },
  { number: 6, type: 'Bait station', zone: 'Exterior', placement: 'West wall, gas meter', x: 0.05, y: 0.6 },
  {
    number: 7,
    type: 'Multi-catch trap',
    zone: 'Kitchen',
    placement: 'Under the dish machine',
    x: 0.62,
    y: 0.3,
  },
  {
    number: 8,
    type: 'Multi-catch trap',
    zone: 'Kitchen',
    placement: 'Behind the cook line',
    x: 0.8,
    y: 0.22,
  },
  {
    number: 9,
    type: 'Multi-catch trap',
    zone: 'Storage',
    placement: 'Dry storage, back corner',
    x: 0.66,
    y: 0.78,
  },
  {
    number: 10,
    type: 'Multi-catch trap',
    zone: 'Storage',
    placement: 'Walk-in cooler door',
    x: 0.84,
    y: 0.7,
  },
  {
    number: 11,
    type: 'Insect light trap',
    zone: 'Kitchen',
    placement: 'Above the back door',
    x: 0.88,
    y: 0.5,
  },
  { number: 12, type: 'Insect light trap', zone: 'Storage', placement: 'Receiving area', x: 0.6, y: 0.62 },
];

/** The types' pests as migration 0019 makes them, for the capture counts. */
const PESTS: Record<DemoDevice['type'], string[]> = {
  'Bait station': [],
  'Multi-catch trap': ['Mice'],
  'Insect light trap': ['House flies', 'Small flies', 'Moths', 'Other flying insects'],
};

export interface PlannedFinding {
  number: number;
  at: Date;
  scanned: boolean;
  activity: (typeof ACTIVITY_LEVELS)[number] | null;
  captures: Record<string, number> | null;
  bait: number | null;
  condition: DeviceCondition;
  action: DeviceAction;
  note: string;
}

export interface PlannedDeviceVisit {
  start: Date;
  submittedAt: Date;
  finishedAt: Date;
  findings: PlannedFinding[];
  notes: string;
}

const RISING: (typeof ACTIVITY_LEVELS)[number][] = ['none', 'none', 'low', 'low', 'medium', 'high'];

/** Six visits, a month apart, the last 18 days before the demo's day; oldest first. */
export function planDeviceVisits(base: Date): PlannedDeviceVisit[] {
  const rng = createRng(170017);
  return Array.from({ length: DEMO_DEVICE_VISITS }, (_, v) => {
    const start = daysBefore(base, (DEMO_DEVICE_VISITS - v) * 30 - 12, 14, 5);
    const findings = DEMO_DEVICES.map((d, i): PlannedFinding => {
      const at = addMinutes(start, 3 + i * 2);
      const scanned = rng.next() > 0.15;
      if (d.type === 'Bait station') {
        const level = d.number === RISING_DEVICE ? RISING[v]! : rng.next() < 0.85 ? 'none' : 'low';
        const index = ACTIVITY_LEVELS.indexOf(level);
        return {
          number: d.number,
          at,
          scanned,
          activity: level,
          captures: null,
          bait: index === 0 ? Math.round(rng.next() * 2) * 5 : 20 + index * 20,
          condition: 'good',
          action: index >= 2 ? 'bait_replaced' : 'none',
          note:
            d.number === RISING_DEVICE && index >= 2
              ? 'Fresh gnawing on the bait; burrow by the enclosure.'
              : '',
        };
      }
      const captures = Object.fromEntries(
        PESTS[d.type].map((pest) => [pest, rng.next() < 0.85 ? 0 : 1 + Math.floor(rng.next() * 2)]),
      );
      const damaged = d.number === 9 && v === 2;
      return {
        number: d.number,
        at,
        scanned,
        activity: null,
        captures,
        bait: null,
        condition: damaged ? 'damaged' : 'good',
        action: damaged
          ? 'replaced'
          : Object.values(captures).some((n) => n > 0)
            ? 'captures_removed'
            : 'none',
        note: damaged ? 'Lid cracked by a pallet jack; trap replaced.' : '',
      };
    });
    const rising = findings[RISING_DEVICE - 1]!.activity;
    return {
      start,
      submittedAt: addMinutes(start, 45),
      finishedAt: addMinutes(start, 24 * 60 + 90),
      findings,
      notes:
        rising === 'medium' || rising === 'high'
          ? 'Rodent activity rising at the dumpster enclosure (station 3); asked the manager to keep the lids closed.'
          : 'Device program serviced; no concerns.',
    };
  });
}

/** The drawn floor plan: walls, rooms and their names, as an SVG for sharp to render. */
export const PLAN_WIDTH = 1200;
export const PLAN_HEIGHT = 800;
export function floorPlanSvg(): string {
  const room = (x: number, y: number, w: number, h: number, name: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff" stroke="#343a40" stroke-width="6"/>` +
    `<text x="${x + w / 2}" y="${y + h / 2}" font-family="sans-serif" font-size="30" fill="#495057" text-anchor="middle">${name}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}">
    <rect width="100%" height="100%" fill="#e9ecef"/>
    ${room(120, 100, 560, 600, 'Dining room')}
    ${room(680, 100, 300, 380, 'Kitchen')}
    ${room(680, 480, 300, 220, 'Storage')}
    ${room(120, 100, 160, 160, 'Restrooms')}
    <rect x="1060" y="220" width="100" height="120" fill="#ced4da" stroke="#343a40" stroke-width="3"/>
    <text x="1110" y="290" font-family="sans-serif" font-size="20" fill="#343a40" text-anchor="middle">Dumpsters</text>
    <text x="600" y="50" font-family="sans-serif" font-size="26" fill="#343a40" text-anchor="middle">Main Street entrance</text>
  </svg>`;
}
