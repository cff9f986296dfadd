import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { englishTexts } from './scripts/english-texts-plugin.ts';
import { findPgBin } from './src/server/test/postgres-cluster.ts';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

/**
 * The API suite runs twice: on in-memory PGlite and on a real PostgreSQL cluster that
 * global-setup.postgres.ts starts and stops. Without PostgreSQL installed, the second run is left
 * out with a notice, except in CI, where that is an error.
 */
const pgAvailable = Boolean(findPgBin());
if (!pgAvailable) {
  const msg =
    'PostgreSQL is not installed: the API suite runs on PGlite only (install postgresql to run it on both).';
  if (process.env.CI) throw new Error(msg);
  console.warn(msg);
}

const apiFiles = ['src/server/**/*.api.test.ts'];
/** API tests about PostgreSQL itself (outages, restarts): they start their own cluster. */
const postgresOnlyFiles = ['src/server/**/*.postgres.api.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    projects: [
      {
        resolve: { alias },
        plugins: [englishTexts(import.meta.dirname)],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: apiFiles,
        },
      },
      {
        resolve: { alias },
        plugins: [react(), englishTexts(import.meta.dirname)],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api-pglite',
          environment: 'node',
          include: apiFiles,
          exclude: postgresOnlyFiles,
          env: { DB_TARGET: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pgAvailable
        ? [
            {
              resolve: { alias },
              test: {
                name: 'api-postgres',
                environment: 'node' as const,
                include: apiFiles,
                env: { DB_TARGET: 'postgres' },
                globalSetup: ['src/server/test/global-setup.postgres.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
