/**
 * The benchmark data's SQL pieces (bench-lists-data.ts, bench-visits-audit-data.ts): each row
 * draws its own values, as a real company's differ.
 */
import { performance } from 'node:perf_hooks';

/** A moment up to `days` days ago, drawn for each row. */
export const ago = (days: number) => `now() - random() * interval '${days} days'`;

/**
 * An id from 1 to n drawn with a skew, as real customers and technicians are: the square of a
 * uniform draw puts a tenth of the rows on the first 1 % of ids and half of them on the first quarter.
 */
export const skewed = (n: number) => `1 + floor(power(random(), 2) * ${n})::int`;

export const pick = (words: string[], expr: string) =>
  `(array[${words.map((w) => `'${w}'`).join(',')}])[1 + (${expr}) % ${words.length}]`;

export async function timed(label: string, fn: () => Promise<unknown>) {
  const start = performance.now();
  await fn();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}
