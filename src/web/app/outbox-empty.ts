/**
 * Whether anything is left to send, watched: a new version of the app is offered only while
 * nothing is (decision 0050), and withdrawn when something is again.
 *
 *   const stop = watchOutboxEmpty(outbox, (empty) => (empty ? offer() : withdraw()));
 */
export interface OutboxWatch {
  /** How many answers wait on the device, of every report. */
  count: () => Promise<number>;
  /** Calls the listener after each write; returns the unsubscribe. */
  onChange: (listener: () => void) => () => void;
}

export function watchOutboxEmpty(outbox: OutboxWatch, onState: (empty: boolean) => void): () => void {
  let stopped = false;
  let last: boolean | undefined;
  // Checks may overlap (writes come in bursts): only the newest one's answer counts.
  let latest = 0;
  const check = async () => {
    const mine = ++latest;
    const empty = (await outbox.count()) === 0;
    if (stopped || mine !== latest || empty === last) return;
    last = empty;
    onState(empty);
  };
  const unsubscribe = outbox.onChange(() => void check());
  void check();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
