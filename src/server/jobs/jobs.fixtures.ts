import { Status } from '@shared/constants';
import type { Db } from '../db/client';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';

/** Test data written straight to the database, so a test sets up dozens of rows in one insert. */

let seq = 0;

export async function insertLocation(
  db: Db,
  input: Partial<{
    name: string;
    address: string;
    latitude: number;
    longitude: number;
    statusId: number;
    deletedAt: Date;
  }> = {},
): Promise<number> {
  seq += 1;
  const [row] = await db
    .insert(locations)
    .values({
      name: input.name ?? `Site ${seq}`,
      address: input.address ?? `${seq} Main Street`,
      latitude: input.latitude ?? 40.7,
      longitude: input.longitude ?? -74,
      statusId: input.statusId ?? Status.Active,
      deletedAt: input.deletedAt,
    })
    .returning({ id: locations.id });
  return row!.id;
}

export interface JobInput {
  name?: string;
  category?: string;
  locationId: number;
  statusId?: number;
  createdAt?: Date;
  deletedAt?: Date;
  assignees?: number[];
}

/** Inserts the jobs in the given order and returns their ids in that order. */
export async function insertJobs(db: Db, inputs: JobInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      inputs.map((j) => {
        seq += 1;
        return {
          name: j.name ?? `Job ${seq}`,
          category: j.category ?? 'General',
          locationId: j.locationId,
          statusId: j.statusId ?? Status.Active,
          createdAt: j.createdAt ?? new Date(),
          deletedAt: j.deletedAt,
        };
      }),
    )
    .returning({ id: jobs.id });
  const ids = rows.map((r) => r.id);
  const links = inputs.flatMap((j, i) => (j.assignees ?? []).map((userId) => ({ jobId: ids[i]!, userId })));
  if (links.length > 0) await db.insert(jobUsers).values(links);
  return ids;
}

export async function insertJob(db: Db, input: JobInput): Promise<number> {
  const [id] = await insertJobs(db, [input]);
  return id!;
}

/** `n` minutes before a fixed instant, so "newest first" is predictable. */
export const minutesAgo = (n: number) => new Date(Date.UTC(2026, 0, 15, 12, 0) - n * 60_000);
