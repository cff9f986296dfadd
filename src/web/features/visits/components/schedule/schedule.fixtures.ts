import type { ScheduleVisit } from '@shared/schemas/visits';

export const TESS = { id: 3, name: 'Tess Tech', daily_capacity_hours: 8 };
export const OMAR = { id: 4, name: 'Omar Field', daily_capacity_hours: 8 };
export const LENA = { id: 5, name: 'Lena Route', daily_capacity_hours: 8 };

/** A scheduled visit of 25 November 2026 (a Wednesday), 08:00 to 10:00, with Tess, as the schedule reads it. */
export function visitRow(id: number, over: Partial<ScheduleVisit> = {}): ScheduleVisit {
  return {
    id,
    job_id: 100 + id,
    date: '2026-11-25',
    start_time: '08:00',
    end_time: '10:00',
    status: 'scheduled',
    skip_reason: null,
    occurrence: null,
    moved: false,
    technicians: [TESS],
    job: { id: 100 + id, name: `Job ${id}`, category: 'Pest control' },
    location: { id: 200 + id, name: `Location ${id}`, address: `${id} Main St` },
    report: null,
    change_requested: false,
    ...over,
  };
}
