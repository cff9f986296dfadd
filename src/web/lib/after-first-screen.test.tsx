import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_SCREEN_MARK, afterFirstScreen } from './after-first-screen';

// Other files of the worker's shared registry may have marked it already (src/web/test/isolated-files.ts).
beforeEach(() => performance.clearMarks(AFTER_FIRST_SCREEN_MARK));

afterEach(() => {
  vi.useRealTimers();
  performance.clearMarks(AFTER_FIRST_SCREEN_MARK);
});

describe('afterFirstScreen (decision 0067)', () => {
  it('runs the work a second after the page has loaded, marking the moment once for all of it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback'] });
    const first = vi.fn();
    const second = vi.fn();
    afterFirstScreen(first);
    afterFirstScreen(second);
    vi.advanceTimersByTime(999);
    expect(first).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(AFTER_FIRST_SCREEN_MARK)).toHaveLength(0);
    vi.advanceTimersByTime(3001);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(performance.getEntriesByName(AFTER_FIRST_SCREEN_MARK)).toHaveLength(1);
  });

  it('runs nothing once cancelled, as when the shell is left before then', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback'] });
    const work = vi.fn();
    const cancel = afterFirstScreen(work);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
  });
});
