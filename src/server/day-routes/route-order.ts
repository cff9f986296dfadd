import highsLoader from 'highs';
import { haversineKm } from '@shared/haversine';
import {
  latenessOf,
  legsOf,
  type RoutePlace,
  totalLateness,
  travelMinutes,
  type WorkDay,
} from './route-distance';

/** The solver gives up after this long and answers the best order found so far. */
const SOLVE_SECONDS = 2;
/** The latest a stop may start, in minutes after midnight: the day's last minute. */
const LATEST = 24 * 60 - 1;

type Highs = Awaited<ReturnType<typeof highsLoader>>;
let loading: Promise<Highs> | undefined;
/** HiGHS is WebAssembly: compiled once per process, on the first suggestion. */
const solver = () => (loading ??= highsLoader());

const num = (v: number) => (Math.round(v * 1e6) / 1e6).toString();
const term = (coefficient: number, name: string) =>
  `${coefficient < 0 ? '-' : '+'} ${num(Math.abs(coefficient))} ${name}`;

/**
 * The day as a mixed-integer program in HiGHS's LP format. Node 0 stands for "before the first
 * stop and after the last" (no depot is known: a technician starts from home), `x_i_j` is 1 when
 * stop j follows stop i, `t_i` is when stop i starts and `l_i` how late it is. A stop after
 * another starts no earlier than the first's end plus the drive (which also rules out sub-tours).
 * The objective puts lateness first (a weight per minute above any day's distance), so a day
 * that can be kept on time is, and the distance second.
 */
export function dayModel(places: readonly RoutePlace[], day: WorkDay): string {
  const n = places.length;
  const nodes = [...Array(n + 1).keys()];
  const km = (i: number, j: number) => (i === 0 || j === 0 ? 0 : haversineKm(places[i - 1]!, places[j - 1]!));
  const longest = Math.max(0, ...nodes.flatMap((i) => nodes.map((j) => km(i, j))));
  const latenessWeight = n * longest + 1;
  const arcs = nodes.flatMap((i) => nodes.filter((j) => j !== i).map((j) => [i, j] as const));
  const x = (i: number, j: number) => `x_${i}_${j}`;
  const earliest = (p: RoutePlace) => p.start ?? day.start;

  const objective = [
    ...arcs.filter(([i, j]) => i > 0 && j > 0).map(([i, j]) => term(km(i, j), x(i, j))),
    ...places.map((_, k) => term(latenessWeight, `l_${k + 1}`)),
  ];
  const rows: string[] = [];
  for (const i of nodes) {
    rows.push(
      `out_${i}: ${nodes
        .filter((j) => j !== i)
        .map((j) => `+ ${x(i, j)}`)
        .join(' ')} = 1`,
    );
    rows.push(
      `in_${i}: ${nodes
        .filter((j) => j !== i)
        .map((j) => `+ ${x(j, i)}`)
        .join(' ')} = 1`,
    );
  }
  for (const [i, j] of arcs) {
    if (i === 0 || j === 0) continue;
    const gap = places[i - 1]!.length + travelMinutes(km(i, j));
    // The least "big M" that frees t_j from t_i when j does not follow i: a tighter relaxation.
    const bigM = gap + LATEST - earliest(places[j - 1]!);
    rows.push(`seq_${i}_${j}: + t_${j} - t_${i} ${term(-bigM, x(i, j))} >= ${num(gap - bigM)}`);
  }
  places.forEach((p, k) => {
    const due = p.start ?? day.end - p.length;
    rows.push(`late_${k + 1}: + t_${k + 1} - l_${k + 1} <= ${num(due)}`);
  });
  const bounds = places.map((p, k) => `${num(earliest(p))} <= t_${k + 1} <= ${LATEST}`);
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
export async function suggestOrder(current: readonly RoutePlace[], day: WorkDay): Promise<OrderResult> {
  const score = (order: readonly RoutePlace[]) => {
    const late = latenessOf(order, day);
    return { late, minutes: totalLateness(late), km: legsOf(order).total };
  };
  const answer = (order: readonly RoutePlace[]) => ({
    order: [...order],
    late: [...score(order).late].filter(([, m]) => m > 0.5).map(([id]) => id),
  });
  if (current.length < 2) return answer(current);
  const highs = await solver();
  const solution = highs.solve(dayModel(current, day), {
    time_limit: SOLVE_SECONDS,
    mip_rel_gap: 0,
    output_flag: false,
  });
  const columns = solution.Columns as Record<string, { Primal?: number }>;
  const indexes = walk(current.length, (name) => columns[name]?.Primal ?? 0);
  if (indexes.length !== current.length) {
    if (solution.Status === 'Time limit reached') return answer(current);
    throw new Error(`HiGHS answered ${solution.Status} for a day route`);
  }
  const proposed = indexes.map((k) => current[k - 1]!);
  const before = score(current);
  const after = score(proposed);
  const better =
    after.minutes < before.minutes - 0.5 || (after.minutes <= before.minutes + 0.5 && after.km < before.km);
  return answer(better ? proposed : current);
}
