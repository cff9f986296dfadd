import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportDetail } from '@shared/schemas/reports';
import type { Db } from '../db/client';
import { sitePlans } from '../db/schema/devices';
import { sitePlanPdfImage } from '../devices/devices.public';
import type { FileStore } from '../storage/file-store';
import { plansWithDevices } from './pdf/device-table';
import type { PdfImage } from '../pdf/scaled-images';

/**
 * The site plans the report PDF draws (those of its location with a placed device), by plan id,
 * each scaled once and kept (pdf/scaled-images.ts). One missing or unreadable is logged and left
 * out; the PDF then draws the plan's box as not available.
 */
export async function loadPlanImages(
  db: Db,
  store: FileStore,
  report: Pick<ReportDetail, 'id' | 'devices' | 'site_plans' | 'job'>,
  log: FastifyBaseLogger,
): Promise<{ images: Map<number, PdfImage>; wanted: number }> {
  const ids = plansWithDevices(report).map((p) => p.id);
  if (ids.length === 0) return { images: new Map(), wanted: 0 };
  const rows = await db
    .select({ id: sitePlans.id, filepath: sitePlans.filepath })
    .from(sitePlans)
    .where(and(inArray(sitePlans.id, ids), eq(sitePlans.locationId, report.job.location.id)));
  const images = new Map<number, PdfImage>();
  // One after another: each holds a decoded plan while it is scaled, and a kept copy is quick.
  for (const row of rows) {
    const image = await sitePlanPdfImage(store, row, log.child({ reportId: report.id }));
    if (image) images.set(row.id, image);
  }
  return { images, wanted: ids.length };
}
