import { Worker } from 'node:worker_threads';
import type { LegacyHighsOptions as HighsOptions, LegacyHighsSolution as HighsSolution } from 'highs';

/**
 * HiGHS on a thread of its own (highs-worker.mjs), one for the process, started on the first
 * solve: while it works through a day's model (up to SOLVE_SECONDS), the server goes on answering
 * everyone else. Solves queue on it one at a time. A thread that failed a solve ends (an aborted
 * WebAssembly instance answers nothing again); the next solve starts a new one.
 */
type Pending = { resolve: (s: HighsSolution) => void; reject: (e: Error) => void };
type Reply = { id: number; solution?: HighsSolution; error?: string };
type Thread = { worker: Worker; pending: Map<number, Pending> };

let current: Thread | undefined;
let nextId = 0;

function start(): Thread {
  const thread: Thread = {
    worker: new Worker(new URL('./highs-worker.mjs', import.meta.url)),
    pending: new Map(),
  };
  const retire = () => {
    if (current === thread) current = undefined;
  };
  // Never what keeps the process alive: a server closing, or a test file ending, is not held up.
  thread.worker.unref();
  thread.worker.on('message', ({ id, solution, error }: Reply) => {
    const p = thread.pending.get(id);
    thread.pending.delete(id);
    if (error === undefined && solution) return p?.resolve(solution);
    // The thread ends after a failed solve: what comes next goes to a new one.
    retire();
    p?.reject(new Error(error ?? 'The solver answered nothing.'));
  });
  const gone = (error: Error) => {
    retire();
    for (const p of thread.pending.values()) p.reject(error);
    thread.pending.clear();
  };
  thread.worker.on('error', gone);
  thread.worker.on('exit', (code) => gone(new Error(`The solver's thread ended (${code}).`)));
  return thread;
}

/** Solves a model in CPLEX LP format on the solver's thread. */
export function solveOnThread(model: string, options: HighsOptions): Promise<HighsSolution> {
  const thread = (current ??= start());
  return new Promise((resolve, reject) => {
    const id = nextId++;
    thread.pending.set(id, { resolve, reject });
    thread.worker.postMessage({ id, model, options });
  });
}
