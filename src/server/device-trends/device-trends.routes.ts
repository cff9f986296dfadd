import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@shared/schemas/common';
import { deviceHistoryQuery, deviceHistoryResponse } from '@shared/schemas/device-history';
import { trendReportQuery, trendsQuery, trendsResponse } from '@shared/schemas/devices';
import { STAFF } from '../http/access';
import { pdfLanguage } from '../pdf/pdf-language';
import { languageFor } from '../texts/texts';
import { accountLanguage } from '../users/users.public';
import { deviceHistory } from './device-history.repository';
import { deviceTrends } from './device-trends.repository';
import { trendReportPdf } from './trend-report-pdf';
import { trendReportData } from './trend-report.repository';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

/** Trends of a location's devices, the quarterly trend report and a device's history (issue 17). */
export async function deviceTrendsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tz = () => app.config.APP_TIMEZONE;

  api.get('/api/locations/:id/device-trends', {
    config: { access: STAFF },
    schema: {
      operationId: 'getDeviceTrends',
      summary: "Get the activity of a location's devices per month",
      tags: ['devices'],
      description:
        'Activity per device, zone and pest per month (YYYY-MM in APP_TIMEZONE) from the inspections of ' +
        'reports not deleted, `from`–`to` as whole days in APP_TIMEZONE, at most 5 years; a device whose ' +
        'highest visit reaches `threshold` is above_threshold.',
      params: idParam,
      querystring: trendsQuery,
      response: { 200: trendsResponse, ...refusals },
    },
    handler: async (request) => deviceTrends(app.db, request.params.id, request.query, tz()),
  });

  api.get('/api/locations/:id/device-trends.pdf', {
    config: { access: STAFF },
    schema: {
      operationId: 'downloadDeviceTrendReportPdf',
      summary: "Download a location's device trend report as a PDF",
      tags: ['devices'],
      description:
        'The trend report PDF of the same range: site plans with each device coloured by its peak ' +
        'activity, charts per month, the findings table and the corrective notes and actions.',
      params: idParam,
      querystring: trendReportQuery,
      produces: ['application/pdf'],
    },
    handler: async (request, reply) => {
      const q = request.query;
      const data = await trendReportData(app.db, app.files, request.log, request.params.id, q, tz());
      const language = languageFor(q.lang, await accountLanguage(app.db, request.user.id));
      const pdf = await trendReportPdf(data, pdfLanguage(language, tz()), app.clock());
      return reply
        .header('Content-Type', 'application/pdf')
        .header(
          'Content-Disposition',
          contentDisposition(`device-trends-${data.location.name}-${q.from}-${q.to}.pdf`),
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  api.get('/api/devices/:id/inspections', {
    config: { access: STAFF },
    schema: {
      operationId: 'listDeviceInspections',
      summary: "List a device's inspections, a page at a time",
      tags: ['devices'],
      description:
        "A device's inspections from reports not deleted, newest first, 25 a page; a removed device keeps them.",
      params: idParam,
      querystring: deviceHistoryQuery,
      response: { 200: deviceHistoryResponse, ...refusals },
    },
    handler: async (request) => deviceHistory(app.db, request.params.id, request.query.page),
  });
}
