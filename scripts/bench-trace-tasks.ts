/**
 * A Chromium performance trace (a benchmark's TRACE=file.json) as a timeline a person can read:
 * the renderer main thread's tasks from the navigation, each with its time in script, style,
 * layout, paint, parsing and garbage collection, and React's commits between them.
 *
 *   tsx scripts/bench-trace-tasks.ts trace.json [--min 4]   # tasks of 4 ms and more (default)
 *
 * Figures for a person to read, never a test assertion.
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; frame?: string; functionName?: string } };
}

const [file, ...rest] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx scripts/bench-trace-tasks.ts trace.json [--min ms]');
const minIndex = rest.indexOf('--min');
const MIN_MS = minIndex >= 0 ? Number(rest[minIndex + 1]) : 4;
const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

// The page's renderer main thread: the busiest one (the trace also holds the tab closed before).
const count = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid).length;
const main = events
  .filter((e) => e.name === 'thread_name' && (e.args as { name?: string }).name === 'CrRendererMain')
  .sort((a, b) => count(b) - count(a))[0];
if (!main) throw new Error('no renderer main thread in the trace');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const navigation = events.find((e) => e.pid === main.pid && e.name === 'navigationStart');
const zero = navigation?.ts ?? Math.min(...onMain.map((e) => e.ts));
const ms = (us: number) => us / 1000;

const KINDS: [string, RegExp][] = [
  [
    'script',
    /^(FunctionCall|EvaluateScript|v8\.compile|v8\.evaluateModule|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|v8\.run|V8\.ParseFunction|v8\.produceModuleCache|v8\.compileModule)$/,
  ],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/],
  [
    'layout',
    /^(Layout|UpdateLayerTree|PrePaint|IntersectionObserverController::computeIntersections|ResizeObserverController::dispatch)$/,
  ],
  ['paint', /^(Paint|Layerize|Commit|CompositeLayers|RasterTask)$/],
  ['html', /^(ParseHTML)$/],
  [
    'gc',
    /^(MinorGC|MajorGC|V8\.GC_SCAVENGER|BlinkGC\.AtomicPhase|V8\.GCScavenger|V8\.GCFinalizeMC|V8\.GC_MARK_COMPACTOR)$/,
  ],
];

const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= MIN_MS * 1000);
console.log(`tasks of ${MIN_MS} ms and more on the main thread, ms from the navigation:`);
let busy = 0;
for (const task of tasks) {
  const end = task.ts + task.dur!;
  const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
  // Each kind's outermost events only: a layout inside a script's call counts once, as layout.
  const parts: Record<string, number> = {};
  for (const [kind, pattern] of KINDS) {
    const own = inside.filter((e) => pattern.test(e.name));
    let covered = 0;
    let until = 0;
    for (const e of own.sort((a, b) => a.ts - b.ts)) {
      const from = Math.max(e.ts, until);
      const to = e.ts + (e.dur ?? 0);
      if (to > from) covered += to - from;
      until = Math.max(until, to);
    }
    if (covered > 0) parts[kind] = covered;
  }
  const urls = [
    ...new Set(
      inside
        .filter(
          (e) => e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'FunctionCall',
        )
        .map((e) => e.args?.data?.url?.split('/').pop() ?? '')
        .filter(Boolean),
    ),
  ].slice(0, 3);
  busy += task.dur!;
  const partText = Object.entries(parts)
    .map(([k, v]) => `${k} ${ms(v).toFixed(0)}`)
    .join(', ');
  console.log(
    `${ms(task.ts - zero)
      .toFixed(0)
      .padStart(
        6,
      )} +${ms(task.dur!).toFixed(0).padStart(4)}  ${partText}${urls.length ? `  [${urls.join(' ')}]` : ''}`,
  );
}
console.log(`busy in those tasks: ${ms(busy).toFixed(0)} ms`);
