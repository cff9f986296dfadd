import type { ReportDeviceRow } from '@shared/schemas/devices';

const BAIT_STATION = { id: 1, name: 'Bait station', activity: 'level' as const, pests: [], bait: true };
const GLUE_BOARD = {
  id: 2,
  name: 'Glue board',
  activity: 'count' as const,
  pests: ['Mice', 'Cockroaches'],
  bait: false,
};

const device = (id: number, number: number, type: ReportDeviceRow['type'], zone: string, active = true) => ({
  id,
  number,
  code: `code${id}`,
  zone,
  placement: `Placement ${number}`,
  type,
  place: null,
  active,
});

/** A location's devices for the form's tests: a level type with bait, a count type, one removed. */
export const DEVICES: ReportDeviceRow[] = [
  device(101, 1, BAIT_STATION, 'Exterior'),
  device(102, 2, GLUE_BOARD, 'Kitchen'),
  device(103, 3, BAIT_STATION, 'Exterior'),
  device(104, 4, BAIT_STATION, 'Exterior', false),
];
