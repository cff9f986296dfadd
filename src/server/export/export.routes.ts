import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationsQuery } from '@shared/schemas/applications';
import { actionsFilterQuery } from '@shared/schemas/corrective-actions';
import { dayIn } from '@shared/dates';
import { errorResponse } from '@shared/schemas/common';
import {
  chemicalsExportQuery,
  EXPORT_MEDIA_TYPES,
  type ExportFormat,
  type ExportList,
  exportQuery,
} from '@shared/schemas/export';
import { groupsFilterQuery } from '@shared/schemas/groups';
import { jobsFilterQuery } from '@shared/schemas/jobs';
import { locationsFilterQuery } from '@shared/schemas/locations';
import { mailListQuery } from '@shared/schemas/mail';
import { activityQuery } from '@shared/schemas/activity';
import { activityColumns, activitySource } from './lists/activity-export';
import { actionsColumns, actionsSource } from './lists/actions-export';
import { deviceTypesColumns, deviceTypesSource } from './lists/device-types-export';
import {
  expiringColumns,
  expiringSource,
  filingsColumns,
  filingsSource,
  trashColumns,
  trashSource,
} from './lists/short-lists-export';
import { reportsFilterQuery } from '@shared/schemas/report-list';
import { templatesFilterQuery } from '@shared/schemas/templates';
import { expiringQuery } from '@shared/schemas/certifications';
import { filingsQuery } from '@shared/schemas/compliance';
import { trashQuery } from '@shared/schemas/trash';
import { usersFilterQuery } from '@shared/schemas/users';
import { ADMINS, ANY_USER, STAFF, type Access } from '../http/access';
import type { ExportSource } from './export-source';
import type { ExportColumn } from './export-writer';
import { chemicalsColumns, chemicalsSource } from './lists/chemicals-export';
import { jobsColumns, jobsSource } from './lists/jobs-export';
import { groupsColumns, groupsSource, usersColumns, usersSource } from './lists/people-export';
import { locationsColumns, locationsSource, templatesColumns, templatesSource } from './lists/places-export';
import {
  applicationsColumns,
  applicationsSource,
  mailColumns,
  mailSource,
  reportsColumns,
  reportsSource,
} from './lists/records-export';
import { sendExport } from './send-export';

/** Each export's name and summary in the API's OpenAPI document. */
const exportOperations: Record<ExportList, { operationId: string; summary: string }> = {
  users: { operationId: 'exportUsers', summary: 'Export the filtered users list as CSV or XLSX' },
  groups: { operationId: 'exportGroups', summary: 'Export the filtered groups list as CSV or XLSX' },
  locations: { operationId: 'exportLocations', summary: 'Export the filtered locations list as CSV or XLSX' },
  jobs: { operationId: 'exportJobs', summary: 'Export the filtered jobs list as CSV or XLSX' },
  templates: { operationId: 'exportTemplates', summary: 'Export the filtered templates list as CSV or XLSX' },
  reports: { operationId: 'exportReports', summary: 'Export the filtered reports list as CSV or XLSX' },
  chemicals: {
    operationId: 'exportChemicals',
    summary: 'Export the chemicals, or those found, as CSV or XLSX',
  },
  applications: {
    operationId: 'exportApplications',
    summary: 'Export the filtered application records as CSV or XLSX',
  },
  mail: { operationId: 'exportMail', summary: 'Export the filtered mail log as CSV or XLSX' },
  activity: { operationId: 'exportActivity', summary: 'Export the filtered activity log as CSV or XLSX' },
  'corrective-actions': {
    operationId: 'exportCorrectiveActions',
    summary: 'Export the filtered corrective actions as CSV or XLSX',
  },
  'device-types': { operationId: 'exportDeviceTypes', summary: 'Export the device types as CSV or XLSX' },
  expiring: {
    operationId: 'exportExpiring',
    summary: 'Export the certifications and licences expired or expiring soon as CSV or XLSX',
  },
  trash: { operationId: 'exportTrash', summary: 'Export what the Trash holds as CSV or XLSX' },
  compliance: { operationId: 'exportFilings', summary: "Export a state's filing log as CSV or XLSX" },
};

/** What an export's source gets: the list's parsed filters, without page and format. */
type Filters<S extends z.ZodType> = Omit<z.output<S>, 'page' | 'format'>;

/**
 * GET /api/export/<list>: each takes its list's own query schema (its `page` ignored), the list
 * route's own `config.access`, and builds its WHERE with the list's own function, so an export
 * holds exactly what the list pages through for the same filters, in the same order.
 */
export async function exportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  function exportOf<S extends z.ZodType<object>, Row>(
    list: ExportList,
    access: Access,
    listQuery: S,
    columns: ExportColumn<Row>[],
    source: (query: Filters<S>, request: FastifyRequest) => ExportSource<Row> | Promise<ExportSource<Row>>,
  ) {
    api.get(`/api/export/${list}`, {
      config: { access },
      schema: {
        operationId: exportOperations[list].operationId,
        summary: exportOperations[list].summary,
        tags: ['export'],
        description:
          `Every ${list} row the list's own filters select (its query parameters; every page), in ` +
          "the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.",
        querystring: exportQuery(listQuery),
        produces: Object.values(EXPORT_MEDIA_TYPES),
        response: { 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const {
          format,
          page: _page,
          ...query
        } = request.query as Filters<S> & {
          format: ExportFormat;
          page?: number;
        };
        const now = app.clock();
        return sendExport(app.db, request, reply, {
          list,
          format,
          columns,
          source: await source(query as Filters<S>, request),
          timezone: app.config.APP_TIMEZONE,
          now,
        });
      },
    });
  }

  exportOf('users', ADMINS, usersFilterQuery, usersColumns, (q) => usersSource(q));
  exportOf('groups', ADMINS, groupsFilterQuery, groupsColumns, (q) => groupsSource(q));
  exportOf('locations', STAFF, locationsFilterQuery, locationsColumns, (q) => locationsSource(q));
  exportOf('jobs', STAFF, jobsFilterQuery, jobsColumns, (q, r) => jobsSource(app.db, r.user, q));
  exportOf('templates', STAFF, templatesFilterQuery, templatesColumns, (q) => templatesSource(q));
  exportOf('reports', ANY_USER, reportsFilterQuery, reportsColumns, (q, r) =>
    reportsSource(app.db, r.user, q, app.config.APP_TIMEZONE),
  );
  exportOf('chemicals', ANY_USER, chemicalsExportQuery, chemicalsColumns, (q) => chemicalsSource(q));
  exportOf('applications', STAFF, applicationsQuery, applicationsColumns, (q) => applicationsSource(q));
  exportOf('mail', ADMINS, mailListQuery, mailColumns, (q) => mailSource(q));
  exportOf('activity', ADMINS, activityQuery, activityColumns, (q) =>
    activitySource(q, app.config.APP_TIMEZONE),
  );
  exportOf('corrective-actions', STAFF, actionsFilterQuery, actionsColumns, (q) =>
    actionsSource(q, dayIn(app.clock(), app.config.APP_TIMEZONE)),
  );
  exportOf('device-types', ANY_USER, z.object({}), deviceTypesColumns, () => deviceTypesSource());
  exportOf('expiring', ADMINS, expiringQuery, expiringColumns, (q) =>
    expiringSource(q, dayIn(app.clock(), app.config.APP_TIMEZONE)),
  );
  exportOf('trash', ADMINS, trashQuery, trashColumns, (q) => trashSource(q, app.trash.all()));
  exportOf('compliance', ADMINS, filingsQuery, filingsColumns, (q) =>
    filingsSource(q, app.config.APP_TIMEZONE),
  );
}
