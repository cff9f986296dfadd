import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { PDF_RETRY_AFTER_SECONDS, pdfQueue } from './pdf-queue';

/** A job the test finishes when it wants, whether it has started, and the moment it does. */
function heldJob() {
  let finish = () => {};
  let begin = () => {};
  const state = { started: false };
  const done = new Promise<void>((resolve) => (finish = resolve));
  const started = new Promise<void>((resolve) => (begin = resolve));
  return {
    state,
    started,
    finish,
    run: async () => ((state.started = true), begin(), await done, 'made'),
  };
}

describe('pdfQueue', () => {
  it('runs as many at once as allowed, lets the next ones wait, and refuses one more with 503', async () => {
    const queue = pdfQueue({ concurrency: 2, waiting: 1 });
    const jobs = [heldJob(), heldJob(), heldJob()];
    const results = jobs.map((job) => queue.run(job.run));
    await Promise.resolve();
    expect(jobs.map((j) => j.state.started)).toEqual([true, true, false]);
    expect([queue.active, queue.waiting]).toEqual([2, 1]);

    const refused = await queue.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      code: 'report.pdfBusy',
      headers: { 'Retry-After': String(PDF_RETRY_AFTER_SECONDS) },
    });

    // The waiting job starts when a place frees (it would never start otherwise: the test times out).
    jobs[0]!.finish();
    await results[0];
    await jobs[2]!.started;
    expect([queue.active, queue.waiting]).toEqual([2, 0]);
    jobs[1]!.finish();
    jobs[2]!.finish();
    expect(await Promise.all(results)).toEqual(['made', 'made', 'made']);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
    // Room again once the queue has drained.
    expect(await queue.run(async () => 'again')).toBe('again');
  });

  it('frees the place of a job that failed', async () => {
    const queue = pdfQueue({ concurrency: 1, waiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('broken image')))).rejects.toThrow(
      'broken image',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
