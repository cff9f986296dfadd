import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedSnapshot } from './pglite-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Migrates one in-memory PGlite and keeps its data folder as an archive; each test file starts
 * from a copy of it (test-app.ts). An empty PGlite and all migrations took 3–4 s a file, the copy
 * takes about half a second.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-pglite-'));
  const archive = await migratedSnapshot();
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
