import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Each axe violation on the page as one readable line (rule, element, what is wrong), within
 * `include` and outside `exclude` when given. It reads the page with reduced motion asked for and
 * once nothing on it is part way through a transition: a notification fading out, read half
 * transparent, fails the contrast rule (CI s44b). Endless animations (loaders) are not waited for.
 */
export async function axeViolations(page: Page, scope: { include?: string[]; exclude?: string[] } = {}) {
  // The app then starts no fade (the theme respects the setting), and what was fading ends.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
            .length,
      ),
    )
    .toBe(0);
  let builder = new AxeBuilder({ page });
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  await page.emulateMedia({ reducedMotion: null });
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}
