import type { LegacyHighsOptions, LegacyHighsSolution } from 'highs';
import { haversineKm } from '@shared/haversine';
import { solveOnThread } from './highs-thread';
import {
  latenessOf,
  legsOf,
  type RoutePlace,
  totalLateness,
  travelMinutes,
  type WorkDay,
} from './route-distance';

/**
 * The solver stops after this many branch-and-bound nodes and answers the best order found: a
 * count, not a time, so a day gets the same answer on a busy machine as on an idle one. The time
 * limit only guards against a machine so slow that even those nodes take long.
 */
const SOLVE_NODES = 1000;
const SOLVE_SECONDS = 5;
/** The latest a stop may start, in minutes after midnight: the day's last minute. */
const LATEST = 24 * 60 - 1;

/** How a model is solved: on the solver's own thread (highs-thread.ts), or a test's stand-in. */
type Solve = (model: string, options: LegacyHighsOptions) => Promise<LegacyHighsSolution>;

const num = (v: number) => (Math.round(v * 1e6) / 1e6).toString();
const term = (coefficient: number, name: string) =>
  `${coefficient < 0 ? '-' : '+'} ${num(Math.abs(coefficient))} ${name}`;

/**
 * The day as a mixed-integer program in HiGHS's LP format. Node 0 stands for "before the first
 * stop and after the last" (no depot is known: a technician starts from home), `x_i_j` is 1 when
 * stop j follows stop i and `t_i` is when stop i starts. A stop after another starts no earlier
 * than the first's end plus the drive (which also rules out sub-tours).
 *
 * `onTime`: the order read keeps every time, so every stop must start by its due time (a hard
 * window); an arc no start time can make is left out, and each "big M" is as small as the windows
 * allow, which is what keeps the solve short. Otherwise `l_i` is how late stop i is, and the
 * objective puts lateness first (a weight per minute above any day's distance), the distance second.
 */
export function dayModel(places: readonly RoutePlace[], day: WorkDay, onTime: boolean): string {
  const n = places.length;
  const nodes = [...Array(n + 1).keys()];
  const km = (i: number, j: number) => (i === 0 || j === 0 ? 0 : haversineKm(places[i - 1]!, places[j - 1]!));
  const longest = Math.max(0, ...nodes.flatMap((i) => nodes.map((j) => km(i, j))));
  const latenessWeight = n * longest + 1;
  const earliest = (k: number) => places[k - 1]!.start ?? day.start;
  const due = (k: number) => places[k - 1]!.start ?? day.end - places[k - 1]!.length;
  // Half a minute of slack: the order read counts as on time within it (totalLateness).
  const latest = (k: number) => (onTime ? due(k) + 0.5 : LATEST);
  const gap = (i: number, j: number) => places[i - 1]!.length + travelMinutes(km(i, j));
  const possible = (i: number, j: number) =>
    i === 0 || j === 0 || earliest(i) + gap(i, j) <= latest(j) + 1e-6;
  const arcs = nodes.flatMap((i) =>
    nodes.filter((j) => j !== i && possible(i, j)).map((j) => [i, j] as const),
  );
  const x = (i: number, j: number) => `x_${i}_${j}`;
  const stops = nodes.slice(1);

  const objective = [
    ...arcs.filter(([i, j]) => i > 0 && j > 0).map(([i, j]) => term(km(i, j), x(i, j))),
    ...(onTime ? [] : stops.map((k) => term(latenessWeight, `l_${k}`))),
  ];
  const rows: string[] = [];
  for (const k of nodes) {
    rows.push(
      `out_${k}: ${arcs
        .filter(([i]) => i === k)
        .map(([i, j]) => `+ ${x(i, j)}`)
        .join(' ')} = 1`,
    );
    rows.push(
      `in_${k}: ${arcs
        .filter(([, j]) => j === k)
        .map(([i, j]) => `+ ${x(i, j)}`)
        .join(' ')} = 1`,
    );
  }
  for (const [i, j] of arcs) {
    if (i === 0 || j === 0) continue;
    // The least "big M" that frees t_j from t_i when j does not follow i: a tighter relaxation.
    const bigM = gap(i, j) + latest(i) - earliest(j);
    rows.push(`seq_${i}_${j}: + t_${j} - t_${i} ${term(-bigM, x(i, j))} >= ${num(gap(i, j) - bigM)}`);
  }
  if (!onTime) for (const k of stops) rows.push(`late_${k}: + t_${k} - l_${k} <= ${num(due(k))}`);
  const bounds = stops.map((k) => `${num(earliest(k))} <= t_${k} <= ${num(latest(k))}`);
  return [
    'Minimize',
    ` obj: ${objective.join(' ') || '0 t_1'}`,
    'Subject To',
    ...rows.map((r) => ` ${r}`),
    'Bounds',
    ...bounds.map((b) => ` ${b}`),
    'Binary',
    ...arcs.map(([i, j]) => ` ${x(i, j)}`),
    'End',
  ].join('\n');
}

/** The stops in the order the solved arcs walk them, from node 0 back to it. */
function walk(n: number, value: (name: string) => number): number[] {
  const order: number[] = [];
  let at = 0;
  for (let step = 0; step < n; step++) {
    const next = [...Array(n + 1).keys()].find((j) => j !== at && j !== 0 && value(`x_${at}_${j}`) > 0.5);
    if (next === undefined || order.includes(next)) break;
    order.push(next);
    at = next;
  }
  return order;
}

export interface OrderResult {
  order: RoutePlace[];
  late: number[];
}

/**
 * The order of least distance that makes no stop later than it must be (decision 0062). Never
 * worse than `current` on either count: should the solver stop at its time limit with a worse
 * order or none, the current one is answered.
 */
export async function suggestOrder(
  current: readonly RoutePlace[],
  day: WorkDay,
  solve: Solve = solveOnThread,
): Promise<OrderResult> {
  const score = (order: readonly RoutePlace[]) => {
    const late = latenessOf(order, day);
    return { late, minutes: totalLateness(late), km: legsOf(order).total };
  };
  const answer = (order: readonly RoutePlace[]) => ({
    order: [...order],
    late: [...score(order).late].filter(([, m]) => m > 0.5).map(([id]) => id),
  });
  if (current.length < 2) return answer(current);
  const before = score(current);
  let solution: LegacyHighsSolution;
  try {
    solution = await solve(dayModel(current, day, before.minutes === 0), {
      time_limit: SOLVE_SECONDS,
      mip_max_nodes: SOLVE_NODES,
      mip_rel_gap: 0,
      output_flag: false,
    });
  } catch {
    // A failed solve (an aborted WebAssembly instance: its thread is replaced on the next one) is
    // the day as it is, not a server error.
    return answer(current);
  }
  const columns = solution.Columns as Record<string, { Primal?: number }>;
  const indexes = walk(current.length, (name) => columns[name]?.Primal ?? 0);
  // No whole order from the solver (out of time before a first one): the day as it is.
  if (indexes.length !== current.length) return answer(current);
  const proposed = indexes.map((k) => current[k - 1]!);
  const after = score(proposed);
  const better =
    after.minutes < before.minutes - 0.5 || (after.minutes <= before.minutes + 0.5 && after.km < before.km);
  return answer(better ? proposed : current);
}
