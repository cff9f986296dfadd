import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { checkDataDirWritable } from './db/data-dir-writable';
import { startMailSender } from './mail/mail-sender';
import { startReportPdfWorker } from './reports/pdf/report-pdf-ahead';
import { pdfMakingOf } from './reports/pdf/finished-report-pdf';
import type { QueueWorker } from './queue/queue-worker';
import { scheduleVisitPlanning, startVisitPlanningWorker } from './visits/visit-planning';
import { scheduleFilingReminders, startFilingReminderWorker } from './compliance/filing-reminders';
import { schedulePortalNotices, startPortalNoticeWorker } from './portal/portal-notices';
import { schedulePortalSweep, startPortalSweepWorker } from './portal/portal-sweep';
import { startLedgerBackfill } from './ledger/ledger-backfill';
import { dataMigrationList } from './data-migration-list';
import { startDataMigrations } from './data-migrations/data-migrations';
import { startWebhookSender } from './webhooks/webhook-sender';

/**
 * How long a shutdown waits for requests in flight; below the 30 s after which Kubernetes and most
 * process managers send SIGKILL, so the database is still closed in order.
 */
const SHUTDOWN_GRACE_MS = 25_000;

async function main() {
  const config = loadConfig();
  // Uploads live in DATA_DIR with either database; a full or read-only disk is said plainly here.
  await checkDataDirWritable(config.DATA_DIR);
  const database = await bootstrap(
    config,
    {
      info: (m) => console.log(m),
      warn: (m) => console.warn(m),
    },
    new Date(),
  );
  if (database.kind === 'pglite') {
    console.warn(
      `Embedded database (PGlite) in ${config.DATA_DIR}: for trying Fieldbook and for a single small office. ` +
        'It does not flush writes to disk, so a power cut can lose the last saved work, and only this one ' +
        'process may use the folder. For more, run PostgreSQL and set DATABASE_URL (README: "Running against PostgreSQL").',
    );
  }
  const app = await buildApp({ config, database });
  // A bucket that cannot be used stops the start here, not at the first upload.
  await app.files.check().catch((error: unknown) => {
    throw new ConfigError((error as Error).message);
  });
  console.log(`Uploaded files are kept in the ${app.files.description}`);
  // The job queue's upkeep (a job held by a process that died is tried again after its expiry) and
  // its cron, which sends the hourly and daily jobs below from whichever process keeps time.
  app.boss.on('error', (error: Error) => app.log.error({ err: error }, 'job queue'));
  await app.boss.start();
  const mailSender = await startSender(app);
  // Finished reports' PDFs, made ahead of their first download and mail.
  const pdfMaker = startReportPdfWorker({
    boss: app.boss,
    making: pdfMakingOf(app, app.log.child({ module: 'report-pdf' })),
    log: app.log.child({ module: 'report-pdf' }),
    poll: true,
  });
  // Events are sent in the transaction of their change; this sends them on (decision 0044).
  const webhookSender = await startWebhookSender({
    db: app.db,
    config,
    boss: app.boss,
    log: app.log.child({ module: 'webhooks' }),
    poll: true,
    pollMs: 2_000,
  });
  // Recurring jobs' visits for the horizon, now and every hour (the clock given as bootstrap's is).
  const visitPlanner = startVisitPlanningWorker({
    boss: app.boss,
    db: app.db,
    now: () => app.clock(),
    timeZone: config.APP_TIMEZONE,
    horizonDays: config.VISIT_HORIZON_DAYS,
    log: app.log.child({ module: 'visits' }),
    poll: true,
  });
  await scheduleVisitPlanning(app.boss, config.APP_TIMEZONE);
  // Each morning, Admins are reminded of the state filings coming due or overdue.
  const filingReminders = startFilingReminderWorker({
    boss: app.boss,
    db: app.db,
    config,
    now: () => app.clock(),
    log: app.log.child({ module: 'filing-reminders' }),
    poll: true,
  });
  await scheduleFilingReminders(app.boss, config.APP_TIMEZONE);
  // The customer portal's notices the contacts chose: events as they come, tomorrow's visits each morning.
  const portalNotices = startPortalNoticeWorker({
    boss: app.boss,
    db: app.db,
    config,
    now: () => app.clock(),
    log: app.log.child({ module: 'portal-notices' }),
    poll: true,
  });
  await schedulePortalNotices(app.boss, config.APP_TIMEZONE);
  // Each night, portal sessions and sign-in links that can no longer open anything are removed.
  const portalSweep = startPortalSweepWorker({
    boss: app.boss,
    db: app.db,
    now: () => app.clock(),
    log: app.log.child({ module: 'portal-sweep' }),
    poll: true,
  });
  await schedulePortalSweep(app.boss, config.APP_TIMEZONE);
  // Records issued before the ledger existed are entered in it while the app serves (decision 0040).
  const ledgerBackfill = startLedgerBackfill({
    db: app.db,
    files: app.files,
    now: () => app.clock(),
    log: app.log.child({ module: 'ledger' }),
  });

  // Upgrades of stored rows, in batches while the app serves, from where the last start left them
  // (decision 0051): not awaited, so the app listens at once; the Admin's home shows their progress.
  const dataUpgrade = startDataMigrations(app.db, dataMigrationList(config.APP_TIMEZONE), {
    now: () => app.clock(),
    log: app.log.child({ module: 'data-migrations' }),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing open requests`);
    const deadline = setTimeout(() => {
      app.log.error(`requests still open after ${SHUTDOWN_GRACE_MS / 1000} s; exiting without them`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    // The mail in hand is finished; queued mail waits in the database for the next start.
    await mailSender?.stop();
    await pdfMaker.stop();
    await webhookSender.stop();
    // A planning run in progress finishes (or the database's closing would cut it short).
    await visitPlanner.stop();
    await filingReminders.stop();
    await portalNotices.stop();
    await portalSweep.stop();
    await ledgerBackfill.stop();
    await dataUpgrade.stop();
    await app.boss.stop({ graceful: false, close: false });
    // Stop accepting, close idle kept-alive connections, let in-flight requests finish (answering
    // late ones 503, http/unavailable.ts), then close the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(`Fieldbook is ready at http://${shownHost}:${config.PORT}`);
}

/** The mail queue's worker (mail/mail-sender.ts) with SMTP_URL; without it mail stays in the outbox. */
async function startSender(app: Awaited<ReturnType<typeof buildApp>>): Promise<QueueWorker | null> {
  const { config } = app;
  if (!config.SMTP_URL) {
    console.log('Mail is kept in the outbox, not sent (no SMTP_URL): Admins read it under Mail');
    return null;
  }
  // The address only: the URL may hold the server's password.
  const server = new URL(config.SMTP_URL);
  console.log(`Mail is sent through ${server.protocol}//${server.host} from ${config.MAIL_FROM}`);
  return startMailSender({
    config,
    db: app.db,
    attachments: app.mailAttachments,
    boss: app.boss,
    log: app.log.child({ module: 'mail' }),
    poll: true,
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
