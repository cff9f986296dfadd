/**
 * The task editor with checklist logic on every question (issue 16): 200 tasks × 10 fields, each
 * field after a task's first shown on a rule, each task after the first too, every first field
 * scored and flagged.
 *
 *   npm run bench:task-editor:logic          (TASKS=… FIELDS=… RUNS=… to change the size)
 *
 * Renders the editor in happy-dom with @testing-library/react through vitest's node API (the web tests'
 * setup: i18n, Mantine, the fetch stand-in), so it needs no build and no browser; bench:task-editor
 * times the built app in Chromium. Prints the median of RUNS (wall time, and this process's CPU
 * time, the steadier figure on a busy machine) of:
 *   - open a field's form: click on "Edit field" to the form (its rule editor) in the DOM;
 *   - a keystroke in that form: the change event to the DOM updated, and React's own time for it;
 *   - save a rename to screen: click on "Update Field" until the table shows the new name (the
 *     stand-in server answers at once), the rules that name it described again;
 *   - of it the list's update: the server's answer put in the cache (one task replaced, a question
 *     renamed that rules of two tasks name) until the table shows it;
 *   - describing all rules: what the list would spend on every render without its per-task memo.
 * happy-dom does no layout or paint, but its getComputedStyle and querySelector are slower than a
 * browser's (Mantine's menus call both as they mount): the figures are the app's work in React's
 * development build plus that, not what Chromium shows.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { startVitest } from 'vitest/node';
import { webTexts } from './web-texts-plugin.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'bench-task-editor-'));
const out = path.join(dir, 'figures.json');
process.env.BENCH_OUT = out;

const vitest = await startVitest(
  'test',
  [],
  {
    config: false,
    root,
    watch: false,
    reporters: ['dot'],
    include: ['scripts/bench-task-editor-logic.run.tsx'],
    environment: 'happy-dom',
    setupFiles: ['src/web/test/setup.ts'],
  },
  {
    resolve: {
      alias: { '@shared': path.join(root, 'src/shared'), '@web': path.join(root, 'src/web') },
    },
    plugins: [react(), webTexts(root)],
  },
);
await vitest.close();

interface Took {
  wall: number;
  cpu: number;
}
interface Figures {
  tasks: number;
  fields: number;
  runs: number;
  rowsDrawn: number;
  firstRender: number;
  openForm: Took;
  keystroke: Took;
  keystrokeCommit: number;
  saveToScreen: Took;
  listUpdate: Took;
  describeAll: number;
}
let figures: Figures;
try {
  figures = JSON.parse(readFileSync(out, 'utf8')) as Figures;
} catch {
  console.error('The benchmark did not finish; see the test output above.');
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const ms = (v: number) => `${v.toFixed(1).padStart(8)} ms`;
const took = (v: Took) => `${ms(v.wall)}   (CPU ${v.cpu.toFixed(1)} ms)`;
console.log(
  `\ntask editor with rules, ${figures.tasks} tasks × ${figures.fields} fields (happy-dom, ${figures.rowsDrawn} rows drawn), median of ${figures.runs}:`,
);
console.log(`first render (data at once)     ${ms(figures.firstRender)}   (one run)`);
console.log(`open a field's form             ${took(figures.openForm)}`);
console.log(
  `keystroke in the form           ${took(figures.keystroke)}   React: ${figures.keystrokeCommit.toFixed(1)} ms`,
);
console.log(`save a rename to screen         ${took(figures.saveToScreen)}`);
console.log(`  of it the list's update       ${took(figures.listUpdate)}`);
console.log(`describing all rules (no memo)  ${ms(figures.describeAll)}`);
