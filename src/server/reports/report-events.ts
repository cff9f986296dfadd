import type { Db } from '../db/client';
import type { ReportRecord } from './report-detail.repository';

/**
 * What other modules do when a report moves, each in the move's own transaction, so that both
 * happen or neither (decision 0056). Reports name the moment; the modules that act on it register
 * at the composition root (app.ts), so reports imports none of them.
 */
export interface ReportEventMap {
  /**
   * Being submitted, after the required answers are checked and before the status changes: a
   * handler freezes what it copies from the shown answers, or refuses the submit with an HttpError.
   */
  submitting: {
    tx: Db;
    report: ReportRecord;
    answers: Map<number, unknown>;
    hiddenFields: ReadonlySet<number>;
    clock: { now: Date; timeZone: string };
  };
  /** Finished by the office: locked from now on. */
  finished: { tx: Db; reportId: number; now: Date };
  /** Returned to its technician: what was frozen at submit is taken back. */
  returned: { tx: Db; reportId: number };
}

export type ReportEventKind = keyof ReportEventMap;

/** A module's part: a handler for each moment it acts on. */
export type ReportEventHandlers = {
  [K in ReportEventKind]?: (event: ReportEventMap[K]) => Promise<void>;
};

export class ReportEvents {
  private readonly registered: ReportEventHandlers[] = [];

  /** Handlers run in the order their modules registered (app.ts lists them). */
  register(handlers: ReportEventHandlers) {
    this.registered.push(handlers);
  }

  async run<K extends ReportEventKind>(kind: K, event: ReportEventMap[K]): Promise<void> {
    for (const handlers of this.registered) await handlers[kind]?.(event);
  }
}
