import { and, eq } from 'drizzle-orm';
import type { ReportFile } from '@shared/schemas/reports';
import type { Db } from '../db/client';
import { reportFiles } from '../db/schema/reports';

/** The image a device already uploaded under this key for the report, if any (issue 32). */
export async function fileByClientKey(
  tx: Db,
  reportId: number,
  clientKey: string,
): Promise<ReportFile | null> {
  const [row] = await tx
    .select({
      id: reportFiles.id,
      field_id: reportFiles.fieldId,
      mime: reportFiles.mime,
      size: reportFiles.size,
    })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.clientKey, clientKey)));
  return row ?? null;
}
