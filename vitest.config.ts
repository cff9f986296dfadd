import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { webTexts } from './scripts/web-texts-plugin.ts';
import { CROSS_DATABASE, OWN_MODULES, PGLITE_ONLY, POSTGRES_ONLY } from './src/server/test/cross-database.ts';
import { findPgBin } from './src/server/test/postgres-cluster.ts';
import { WEB_ISOLATED } from './src/web/test/isolated-files.ts';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
  // As in vite.config.ts: the schedule header's parts, each its own module (week-board-header.tsx).
  '@mantine-schedule-header': path.resolve(
    import.meta.dirname,
    'node_modules/@mantine/schedule/esm/components/ScheduleHeader',
  ),
};

/**
 * API tests run on PostgreSQL (a cluster global-setup.postgres.ts starts) and on in-memory PGlite,
 * each file where it earns its time (src/server/test/cross-database.ts, decision 0037). Without
 * PostgreSQL installed, every API file runs on PGlite instead, with a notice, except in CI, where
 * that is an error.
 */
const pgAvailable = Boolean(findPgBin());
if (!pgAvailable) {
  const msg =
    'PostgreSQL is not installed: the whole API suite runs on PGlite (install postgresql to run it on both).';
  if (process.env.CI) throw new Error(msg);
  console.warn(msg);
}

const apiFiles = ['src/server/**/*.api.test.ts'];
const crossDatabase = CROSS_DATABASE.map((f) => f.file);
const pgliteFiles = pgAvailable ? [...crossDatabase, ...PGLITE_ONLY] : apiFiles;
const pgliteOwnModules = pgAvailable ? OWN_MODULES.filter((f) => crossDatabase.includes(f)) : OWN_MODULES;

/**
 * The files of one database: those that mock a module (OWN_MODULES) each in a module registry of
 * their own, the others sharing one per worker, which spares importing the app for every file.
 */
function apiProjects(db: 'pglite' | 'postgres', include: string[], exclude: string[], own: string[]) {
  const project = (isolated: boolean): TestProjectInlineConfiguration => ({
    resolve: { alias },
    test: {
      name: isolated ? `api-${db}-isolated` : `api-${db}`,
      environment: 'node',
      include: isolated ? own : include,
      exclude: isolated ? [] : [...exclude, ...OWN_MODULES],
      isolate: isolated,
      env: { DB_TARGET: db },
      globalSetup: [`src/server/test/global-setup.${db}.ts`],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return [project(false), project(true)];
}

/**
 * Component tests in happy-dom (decision 0037): most files share one module registry per worker (`isolate: false`),
 * which takes the web part from about 180 s to 70 s on two cores; src/web/test/setup.ts puts back
 * what a module keeps after each test. The files of WEB_ISOLATED run each in a fresh registry.
 */
function webProjects(): TestProjectInlineConfiguration[] {
  const project = (isolated: boolean): TestProjectInlineConfiguration => ({
    resolve: { alias },
    plugins: [react(), webTexts(import.meta.dirname)],
    test: {
      name: isolated ? 'web-isolated' : 'web',
      environment: 'happy-dom',
      include: isolated ? WEB_ISOLATED : ['src/web/**/*.test.tsx'],
      exclude: isolated ? [] : WEB_ISOLATED,
      isolate: isolated,
      setupFiles: ['src/web/test/setup.ts'],
      // A component test types key by key in the test DOM: 1–5 s on a quiet machine, and past the
      // default 5 s when the machine is busy (13 of them failed so on a loaded run of main).
      testTimeout: 20_000,
    },
  });
  return [project(false), project(true)];
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest leaves a core to itself by default (one worker on a 2-core machine); its main process
    // is mostly idle while the files run, so every core gets a worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        plugins: [webTexts(import.meta.dirname)],
        test: {
          name: 'unit',
          environment: 'node',
          // Some unit tests compute a lot (the demo plan of 730 days: 4 s alone, past 5 s beside
          // another worker); the ceiling is for a test that hangs, not a measure of speed.
          testTimeout: 20_000,
          include: ['src/**/*.test.ts'],
          exclude: apiFiles,
        },
      },
      ...webProjects(),
      ...apiProjects('pglite', pgliteFiles, POSTGRES_ONLY, pgliteOwnModules),
      ...(pgAvailable ? apiProjects('postgres', apiFiles, PGLITE_ONLY, OWN_MODULES) : []),
    ],
  },
});
