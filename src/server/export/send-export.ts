import type { FastifyReply, FastifyRequest } from 'fastify';
import { dayIn } from '@shared/dates';
import { EXPORT_MEDIA_TYPES } from '@shared/schemas/export';
import type { Db } from '../db/client';
import { countRows } from '../db/list-count';
import { loggableError } from '../http/errors';
import { type ExportSource, readAll } from './export-source';
import { type ExportColumn, type ExportFormat, exportWriter } from './export-writer';

export interface ExportJob<Row> {
  /** The list's name: the file's name and the sheet's. */
  list: string;
  format: ExportFormat;
  source: ExportSource<Row>;
  columns: ExportColumn<Row>[];
  timezone: string;
  /** The clock, read once by the handler: the file is named after the office's day. */
  now: Date;
}

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: `${EXPORT_MEDIA_TYPES.csv}; charset=utf-8`,
  xlsx: EXPORT_MEDIA_TYPES.xlsx,
};

/** `<list>-YYYY-MM-DD.csv|xlsx`, the day in the office's time zone. */
export const exportFileName = (list: string, format: ExportFormat, now: Date, timezone: string) =>
  `${list}-${dayIn(now, timezone)}.${format}`;

/**
 * Streams the export as the reply. Everything that can refuse (filters, roles, named records) has
 * run before this is called, so a refusal is the usual JSON 4xx. The total goes in X-Total-Count
 * when it is exact (up to 10,000, counted cheaply); the web then shows rows, else bytes. A client
 * that closes the request stops the reading between two batches; a failure after the first byte
 * can only cut the download short (and is logged).
 */
export async function sendExport<Row>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  job: ExportJob<Row>,
): Promise<FastifyReply> {
  const { source } = job;
  const count =
    'page' in source
      ? { total: (await source.page(db, 1)).total, estimated: false }
      : await countRows(db, source.table, source.where);
  const writer = exportWriter(job.format, job.columns, job.timezone, job.list);
  let closed = false;
  reply.raw.on('close', () => {
    closed = true;
  });
  const pump = async () => {
    let rows = 0;
    for await (const batch of readAll(db, job.source, () => closed)) {
      await writer.write(batch);
      rows += batch.length;
    }
    if (closed) {
      request.log.info({ list: job.list, rows }, 'export stopped: the request was closed');
      writer.destroy();
      return;
    }
    await writer.end();
  };
  pump().catch((error: unknown) => {
    request.log.error({ err: loggableError(error), list: job.list }, 'export failed after it started');
    writer.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  const name = exportFileName(job.list, job.format, job.now, job.timezone);
  reply
    .header('content-type', CONTENT_TYPE[job.format])
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store');
  if (!count.estimated) reply.header('x-total-count', String(count.total));
  return reply.send(writer.stream);
}
