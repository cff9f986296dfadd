import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import { registerAuth } from './auth/auth.plugin';
import { authenticateApiKey, bearerOf } from './api-keys/api-key-auth';
import { authenticatePortal } from './portal/portal-auth';
import { registerJsonCompression } from './http/compress-json';
import { authRoutes } from './auth/auth.routes';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { sessionsRoutes } from './auth/sessions.routes';
import { twoFactorLoginRoutes } from './auth/two-factor-login.routes';
import { twoFactorRoutes } from './auth/two-factor.routes';
import { accountExportRoutes } from './backup/account-export.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { chemicalsRoutes } from './chemicals/chemicals.routes';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { errorBody, errorHandler } from './http/errors';
import { healthRoutes } from './http/health.routes';
import { openApiOptions } from './openapi/openapi';
import { routeMethods } from './http/method-not-allowed';
import { pageShell } from './http/page-shell';
import { staticCacheHeaders } from './http/static-cache';
import { answerClientError } from './http/client-errors';
import { registerDraining } from './http/unavailable';
import { jobsRoutes } from './jobs/jobs.routes';
import { recurrenceRoutes } from './visits/recurrence.routes';
import { locationContactsRoutes } from './locations/location-contacts.routes';
import { locationOverviewRoutes } from './locations/location-overview.routes';
import { locationsRoutes } from './locations/locations.routes';
import { createBoss } from './queue/job-queue';
import { TrashRegistry } from './trash/trash.registry';
import { ReportEvents } from './reports/report-events';
import { applicationReportHandlers } from './applications/applications.repository';
import { deviceReportHandlers } from './devices/device-inspections.repository';
import { reportMailHandlers } from './share-links/report-mail';
import { reportMailRoutes } from './share-links/report-mail.routes';
import { tasksRoutes } from './templates/tasks.routes';
import { templatesRoutes } from './templates/templates.routes';
import { trashRoutes } from './trash/trash.routes';
import { usersRoutes } from './users/users.routes';
import { accountRoutes } from './users/account.routes';
import { groupsRoutes } from './groups/groups.routes';
import { reportsRoutes } from './reports/reports.routes';
import { companyRoutes } from './company/company.routes';
import { certificationsRoutes } from './users/certifications.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { complianceRoutes } from './compliance/compliance.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { shareLinksRoutes } from './share-links/share-links.routes';
import { mailRoutes } from './mail/mail.routes';
import { queueRoutes } from './queue/queue.routes';
import { dataMigrationsRoutes } from './data-migrations/data-migrations.routes';
import { webhooksRoutes } from './webhooks/webhooks.routes';
import { listenToEvents } from './webhooks/webhook-events';
import { passwordLoginOff } from './sso/sso.repository';
import type { AttachmentResolver } from './mail/mail-sender';
import type { MailAttachment } from './db/schema/mail';
import { resolveReportAttachments } from './reports/report-attachments';
import { pdfMakingOf } from './reports/pdf/finished-report-pdf';
import { queuePortalNotice } from './portal/portal-notices';
import { activityRoutes } from './activity/activity.routes';
import { importsRoutes } from './imports/imports.routes';
import { exportRoutes } from './export/export.routes';
import { searchRoutes } from './search/search.routes';
import { reportsBulkRoutes } from './reports/reports-bulk.routes';
import { correctiveActionsRoutes } from './corrective-actions/corrective-actions.routes';
import { devicesRoutes } from './devices/devices.routes';
import { visitsRoutes } from './visits/visits.routes';
import { dayRoutesRoutes } from './day-routes/day-routes.routes';
import { dayReassignmentRoutes } from './visits/day-reassignment.routes';
import { visitRequestRoutes } from './portal/visit-requests.routes';
import { deviceTrendsRoutes } from './device-trends/device-trends.routes';
import { ledgerRoutes } from './ledger/ledger.routes';
import { ssoRoutes } from './sso/sso.routes';
import { portalRoutes } from './portal/portal.routes';
import { type PdfQueue, pdfQueue } from './pdf/pdf-queue';
import type { FileStore } from './storage/file-store';
import { openFileStore } from './storage/open-file-store';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Which database `db` is: the account export's manifest says so. */
    dbKind: Database['kind'];
    config: Config;
    trash: TrashRegistry;
    /** What other modules do when a report is submitted, finished or returned (decision 0056). */
    reportEvents: ReportEvents;
    /** Uploaded files: DATA_DIR/files or an S3 bucket (storage/, decision 0018). */
    files: FileStore;
    /** Waits before checking a password of an account under attack (auth.routes.ts). */
    loginDelay(ms: number): Promise<void>;
    /**
     * Whether single sign-on refuses this account a password login (sso/, decision 0045): the
     * login route asks it here, so auth/ does not import sso/, which builds on auth (decision 0056).
     */
    passwordLoginOff(db: Db, user: { email: string; typeId: number }): Promise<boolean>;
    /** Report PDFs made at once and waiting (pdf/pdf-queue.ts). */
    pdfQueue: PdfQueue;
    /** A queued mail's attachments, made when it is sent (the mail sender's, decision 0056). */
    mailAttachments: AttachmentResolver;
    /**
     * The time now, read by every route that needs "today" or a moment to print (visits, Today, the
     * dashboard, what expires, is overdue or due, a file's date); tests set the moment they need.
     */
    clock: () => Date;
    /**
     * The job queue (queue/, decision 0042) on this database: the Admin's Background jobs page reads
     * and retries through it; server.ts starts its upkeep and the workers.
     */
    boss: PgBoss;
  }
}

/** The route table: every module of the API, in one place. */
const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  twoFactorLoginRoutes,
  twoFactorRoutes,
  sessionsRoutes,
  passwordResetRoutes,
  usersRoutes,
  accountRoutes,
  groupsRoutes,
  jobsRoutes,
  recurrenceRoutes,
  locationsRoutes,
  locationContactsRoutes,
  locationOverviewRoutes,
  templatesRoutes,
  tasksRoutes,
  chemicalsRoutes,
  reportsRoutes,
  reportMailRoutes,
  companyRoutes,
  certificationsRoutes,
  applicationsRoutes,
  complianceRoutes,
  shareLinksRoutes,
  mailRoutes,
  queueRoutes,
  dataMigrationsRoutes,
  activityRoutes,
  importsRoutes,
  exportRoutes,
  reportsBulkRoutes,
  searchRoutes,
  correctiveActionsRoutes,
  devicesRoutes,
  deviceTrendsRoutes,
  visitsRoutes,
  dayRoutesRoutes,
  dayReassignmentRoutes,
  // The customers' requests to move a visit (decision 0049, part 3), read on the visit.
  visitRequestRoutes,
  trashRoutes,
  accountExportRoutes,
  dashboardRoutes,
  ledgerRoutes,
  apiKeysRoutes,
  webhooksRoutes,
  portalRoutes,
  ssoRoutes,
];

const builtWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front. */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

export async function buildApp(opts: {
  config: Config;
  database: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Stands in for the login delay's timer (tests record the delays instead of waiting). */
  loginDelay?: (ms: number) => Promise<void>;
  /** The built web app (dist/web); tests serve a folder of their own. */
  webRoot?: string;
  /** Stands in for the system clock (tests pick the day). */
  clock?: () => Date;
}): Promise<FastifyInstance> {
  const { config, database } = opts;
  const webRoot = opts.webRoot ?? builtWebRoot;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(opts.logStream && { stream: opts.logStream }) },
    bodyLimit: 1024 * 1024,
    // Late arrivals during shutdown get the app's own 503 (http/unavailable.ts), not Fastify's.
    return503OnClosing: false,
    // Requests Node refuses before they reach Fastify (431, 408) are answered in the app's shape.
    clientErrorHandler: answerClientError,
    // request.ip and request.protocol come from X-Forwarded-* only when sent by a trusted proxy.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // A request (headers and body) that has not fully arrived in time gets 408: a stalled upload
    // must not hold a connection for ever. Node reads these when the server is created (set
    // later they do not start the check) and looks every connectionsCheckingInterval.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: Math.min(30_000, config.REQUEST_TIMEOUT_SECONDS * 250),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The spec's client sends a JSON content type on every call, bodiless DELETEs included: an empty
  // body is no body, not a syntax error. Everything else goes to Fastify's own (safe) parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    // Fastify's own parser answers through `done`; it returns nothing to wait for.
    void parseJson(request, text, done);
  });
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  // Upkeep and cron (`supervise`, `schedule`) run only once started, which server.ts does and tests do not.
  app.decorate('boss', createBoss(database.raw, { supervise: true, schedule: true, migrate: false }));
  app.decorate('config', config);
  app.decorate('trash', new TrashRegistry());
  const reportEvents = new ReportEvents();
  // In this order: a submit refused for its application records says so before its devices.
  reportEvents.register(applicationReportHandlers);
  reportEvents.register(deviceReportHandlers);
  reportEvents.register(reportMailHandlers(config));
  app.decorate('reportEvents', reportEvents);
  // The portal's notices hear every event, in its transaction (decision 0049, part 3).
  listenToEvents(queuePortalNotice);
  const files = openFileStore(config);
  app.decorate('files', files);
  app.addHook('onClose', async () => files.close());
  app.decorate('loginDelay', opts.loginDelay ?? ((ms: number) => sleep(ms)));
  app.decorate('passwordLoginOff', passwordLoginOff);
  app.decorate('clock', opts.clock ?? (() => new Date()));
  app.decorate('pdfQueue', pdfQueue({ concurrency: config.PDF_CONCURRENCY, waiting: config.PDF_QUEUE }));
  app.decorate('mailAttachments', (wanted: MailAttachment[], maxMb: number) =>
    resolveReportAttachments(pdfMakingOf(app, app.log.child({ module: 'mail' })), wanted, maxMb),
  );

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The device scanner's QR reader is WebAssembly, served by the app itself (issue 17).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine sets inline styles on elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The locations map draws OpenStreetMap's tiles (components/locations-map.tsx).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(swagger, openApiOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerDraining(app);
  registerAuth(app, database.db, {
    portal: authenticatePortal,
    bearerOf,
    apiKey: authenticateApiKey,
  });
  const methodsOf = routeMethods(app);
  registerJsonCompression(app);
  for (const module of modules) await app.register(module);

  const hasWebApp = existsSync(path.join(webRoot, 'index.html'));
  if (hasWebApp) {
    // The build writes .br and .gz beside each asset (vite.config.ts); they go out when accepted.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: staticCacheHeaders,
    });
  }
  const page = hasWebApp ? pageShell(webRoot, { clock: app.clock, timezone: config.APP_TIMEZONE }) : null;
  app.setNotFoundHandler((request, reply) => {
    // A missing /assets/ file (a tab built before a deploy asks for a chunk that is gone) is a 404:
    // the page shell in its place would be refused as a script anyway, and a 200 could be cached.
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    // The web app routes in the browser; every page URL serves its shell.
    if (wantsPage && page) {
      const sent = page(request, reply);
      if (sent) return sent;
    }
    // An API path asked with a method it does not take: 405, naming those it does.
    const allowed = request.url.startsWith('/api/') ? methodsOf(request.url) : [];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send(errorBody({ code: 'common.methodNotAllowed' }));
    }
    return reply.status(404).send(errorBody({ code: 'common.notFound' }));
  });
  return app;
}
