// The HiGHS solver's own thread (highs-thread.ts): a solve runs for up to seconds of WebAssembly
// that cannot yield, so it must not run on the thread that answers every other request. Plain
// JavaScript, so that the same file runs under tsx, Vitest and a bare Node.js alike.
import { parentPort } from 'node:worker_threads';
import highsLoader from 'highs';

const highs = await highsLoader();

parentPort.on('message', ({ id, model, options }) => {
  try {
    parentPort.postMessage({ id, solution: highs.solve(model, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    // An aborted WebAssembly instance answers nothing again: the thread ends, the next solve starts
    // a new one.
    process.exit(1);
  }
});
