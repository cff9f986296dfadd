import type { VisitRow } from '@shared/schemas/visits';

/** A visit as the API answers it, for component tests; each test overrides what it is about. */
export function visitRow(over: Partial<VisitRow> & { id: number }): VisitRow {
  return {
    job_id: 40 + over.id,
    date: '2026-11-26',
    start_time: null,
    end_time: null,
    status: 'scheduled',
    skip_reason: null,
    occurrence: null,
    moved: false,
    technicians: [{ id: 7, name: 'Tom Tech' }],
    job: { id: 40 + over.id, name: `Job ${over.id}`, category: 'Pest Control' },
    location: { id: 5, name: 'Joe’s Diner', address: '1 Main St, Springfield' },
    report: null,
    ...over,
  };
}
