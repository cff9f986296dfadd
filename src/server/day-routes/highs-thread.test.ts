import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { solveOnThread } from './highs-thread';

const OPTIONS = { output_flag: false } as const;
/** The least x + y with x + 2y ≥ 4 and x, y whole: y = 2. */
const SMALL = 'Minimize\n obj: + x + y\nSubject To\n c: + x + 2 y >= 4\nGeneral\n x\n y\nEnd';

describe('solveOnThread', () => {
  it('solves on the solver’s thread while this one goes on', async () => {
    expect(isMainThread).toBe(true);
    let ticked = false;
    const solving = solveOnThread(SMALL, OPTIONS);
    // The answer comes back as a message: this thread runs its timers before it arrives.
    setImmediate(() => (ticked = true));
    const solution = await solving;
    expect(ticked).toBe(true);
    expect(solution.Status).toBe('Optimal');
    expect(solution.ObjectiveValue).toBe(2);
  });

  it('fails a model the solver refuses, and the next solve gets a new thread that answers', async () => {
    await expect(solveOnThread(SMALL, { ...OPTIONS, time_limit: -5 })).rejects.toThrow();
    const solution = await solveOnThread(SMALL, OPTIONS);
    expect(solution.ObjectiveValue).toBe(2);
  });
});
