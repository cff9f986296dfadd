import path from 'node:path';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { Role } from '@shared/constants';
import {
  SITE_PLAN_MAX_BYTES,
  type SitePlanRow,
  type SitePlanType,
  sitePlanUpdateBody,
} from '@shared/schemas/devices';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { devices, sitePlans } from '../db/schema/devices';
import { jobs, jobUsers } from '../db/schema/jobs';
import { reports } from '../db/schema/reports';
import { fieldError, HttpError } from '../http/errors';
import type { StoredUpload, UploadKind } from '../storage/upload-store';

/** Floor-plan images under `site-plans/` in the file store: PNG or JPEG up to 20 MB. */
export const SITE_PLANS: UploadKind<SitePlanType> = {
  prefix: 'site-plans',
  types: { 'image/png': 'png', 'image/jpeg': 'jpg' },
  maxBytes: SITE_PLAN_MAX_BYTES,
  messages: {
    missing: 'device.planImage',
    one: 'device.planImage',
    broken: 'device.planImage',
    tooLarge: 'device.planImage',
    empty: 'device.planImage',
    type: 'device.planImage',
  },
};

export const planNotFound = () => new HttpError(404, 'device.planNotFound');

const planColumns = {
  id: sitePlans.id,
  location_id: sitePlans.locationId,
  name: sitePlans.name,
  width: sitePlans.width,
  height: sitePlans.height,
};

const asRow = (r: Omit<SitePlanRow, 'url'>): SitePlanRow => ({ ...r, url: `/api/site-plans/${r.id}/image` });

export async function listSitePlans(db: Db, locationId: number): Promise<SitePlanRow[]> {
  const rows = await db
    .select(planColumns)
    .from(sitePlans)
    .where(and(eq(sitePlans.locationId, locationId), isNull(sitePlans.deletedAt)))
    .orderBy(asc(sitePlans.position), asc(sitePlans.id));
  return rows.map(asRow);
}

export async function sitePlanById(db: Db, id: number): Promise<SitePlanRow> {
  const [row] = await db
    .select(planColumns)
    .from(sitePlans)
    .where(and(eq(sitePlans.id, id), isNull(sitePlans.deletedAt)));
  if (!row) throw planNotFound();
  return asRow(row);
}

/** The stored file of a plan not deleted. */
export async function sitePlanFile(db: Db, id: number) {
  const [row] = await db
    .select({ locationId: sitePlans.locationId, filepath: sitePlans.filepath, mime: sitePlans.mime })
    .from(sitePlans)
    .where(and(eq(sitePlans.id, id), isNull(sitePlans.deletedAt)));
  if (!row) throw planNotFound();
  return row;
}

/**
 * The plan's name: the `name` field as given, or else the file's own name without its extension
 * (cut to the longest name allowed), checked as a rename is.
 */
export function planName(given: string | undefined, filename: string): string {
  const fallback = path
    .parse(filename.split(/[/\\]/).pop() ?? '')
    .name.trim()
    .slice(0, 100)
    .trim();
  const parsed = sitePlanUpdateBody.safeParse({ name: given ?? (fallback || 'Site plan') });
  if (parsed.success) return parsed.data.name;
  const tooLong = parsed.error.issues.some((i) => i.code === 'too_big');
  throw fieldError(400, tooLong ? 'device.planNameTooLong' : 'device.planNameRequired', 'name');
}

/**
 * The most pixels a plan may have: a 16,000 × 16,000 plan (256 megapixels) was taken, which no
 * phone can decode (issue 31). Forty megapixels is an A0 sheet scanned at 200 dpi.
 */
export const PLAN_MAX_PIXELS = 40_000_000;

/**
 * Width and height of the stored image, read from its header; an image sharp cannot read, or of
 * more than PLAN_MAX_PIXELS, is refused before its pixels are decoded.
 */
export async function imageSize(data: Buffer): Promise<{ width: number; height: number }> {
  let size: { width: number; height: number };
  try {
    const { width, height } = await sharp(data).metadata();
    if (!width || !height) throw new Error('no size');
    size = { width, height };
  } catch {
    throw fieldError(400, 'device.planImage', 'file');
  }
  if (size.width * size.height > PLAN_MAX_PIXELS) {
    const refusal = {
      code: 'device.planTooManyPixels' as const,
      params: { width: size.width, height: size.height, megapixels: PLAN_MAX_PIXELS / 1_000_000 },
    };
    throw new HttpError(400, refusal, { file: refusal });
  }
  try {
    // Decoding the pixels proves the image is whole, not just a valid header.
    await sharp(data, { limitInputPixels: PLAN_MAX_PIXELS }).resize(8, 8, { fit: 'inside' }).toBuffer();
    return size;
  } catch {
    throw fieldError(400, 'device.planImage', 'file');
  }
}

export async function insertSitePlan(
  tx: Db,
  locationId: number,
  input: { name: string; stored: StoredUpload<SitePlanType>; width: number; height: number },
): Promise<number> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${sitePlans.position}), -1)::int` })
    .from(sitePlans)
    .where(and(eq(sitePlans.locationId, locationId), isNull(sitePlans.deletedAt)));
  const [row] = await tx
    .insert(sitePlans)
    .values({
      locationId,
      name: input.name,
      filepath: input.stored.name,
      mime: input.stored.type,
      size: input.stored.size,
      width: input.width,
      height: input.height,
      position: Number(last?.position ?? -1) + 1,
    })
    .returning({ id: sitePlans.id });
  return row!.id;
}

export async function renameSitePlan(tx: Db, id: number, name: string): Promise<void> {
  await sitePlanById(tx, id);
  await tx.update(sitePlans).set({ name, updatedAt: new Date() }).where(eq(sitePlans.id, id));
}

/** Deleted with the places on it: a device's place points at a plan that is shown. */
export async function softDeleteSitePlan(tx: Db, id: number, actorId: number): Promise<void> {
  await sitePlanById(tx, id);
  const now = new Date();
  await tx
    .update(devices)
    .set({ planId: null, planX: null, planY: null, updatedAt: now })
    .where(eq(devices.planId, id));
  await tx
    .update(sitePlans)
    .set({ deletedAt: now, deletedBy: actorId, updatedAt: now })
    .where(eq(sitePlans.id, id));
}

/** Office staff see every plan; a Technician those of locations they have a job or a report at. */
export async function mayReadPlansOf(db: Db, locationId: number, user: SessionUser): Promise<boolean> {
  if (user.typeId !== Role.Technician) return true;
  const [assigned] = await db
    .select({ one: sql`1` })
    .from(jobUsers)
    .innerJoin(jobs, eq(jobs.id, jobUsers.jobId))
    .where(and(eq(jobUsers.userId, user.id), eq(jobs.locationId, locationId), isNull(jobs.deletedAt)))
    .limit(1);
  if (assigned) return true;
  const [reported] = await db
    .select({ one: sql`1` })
    .from(reports)
    .innerJoin(jobs, eq(jobs.id, reports.jobId))
    .where(and(eq(reports.userId, user.id), eq(jobs.locationId, locationId), isNull(reports.deletedAt)))
    .limit(1);
  return reported !== undefined;
}
