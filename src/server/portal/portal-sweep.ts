import { isNotNull, lte, or } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { portalSessions, portalSignInLinks } from '../db/schema/portal';
import { type QueueWorker, startQueueWorker } from '../queue/queue-worker';

/** Each night at 03:30 in the office's time zone, when nobody is likely to be signing in. */
export const PORTAL_SWEEP_CRON = '30 3 * * *';

/**
 * Removes what can no longer open the portal (decision 0049, part 3): sessions past their expiry
 * and sign-in links used or expired, by `now`. A session or link still valid is left alone; the
 * sign-in limits count their own rows (login_failures), so nothing they read goes.
 */
export async function sweepPortal(db: Db, now: Date): Promise<{ sessions: number; links: number }> {
  return db.transaction(async (tx) => {
    const sessions = await tx
      .delete(portalSessions)
      .where(lte(portalSessions.expiresAt, now))
      .returning({ tokenHash: portalSessions.tokenHash });
    const links = await tx
      .delete(portalSignInLinks)
      .where(or(isNotNull(portalSignInLinks.usedAt), lte(portalSignInLinks.expiresAt, now)))
      .returning({ tokenHash: portalSignInLinks.tokenHash });
    return { sessions: sessions.length, links: links.length };
  });
}

/** The `portal-sweep` queue's daily cron, in the office's time zone. */
export async function schedulePortalSweep(boss: PgBoss, timeZone: string): Promise<void> {
  await boss.schedule('portal-sweep', PORTAL_SWEEP_CRON, {}, { tz: timeZone });
}

/** The `portal-sweep` queue's worker: each job sweeps by the clock given. */
export function startPortalSweepWorker(opts: {
  boss: PgBoss;
  db: Db;
  now: () => Date;
  log: {
    info(message: string): void;
    warn(obj: object, message: string): void;
    error(obj: object, message: string): void;
  };
  poll?: boolean;
}): QueueWorker {
  const { log } = opts;
  return startQueueWorker({
    boss: opts.boss,
    name: 'portal-sweep',
    log,
    poll: opts.poll,
    pollMs: 60_000,
    handle: async () => {
      const swept = await sweepPortal(opts.db, opts.now());
      if (swept.sessions + swept.links > 0) {
        log.info(
          `Portal sweep: ${swept.sessions} expired sessions, ${swept.links} used or expired links removed`,
        );
      }
    },
  });
}
