import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { findPgBin, startCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateUrl: string;
  }
}

export const TEMPLATE_DB = 'fieldbook_template';

/** Starts a cluster once, migrates a template database; each test file copies it (test-app.ts). */
export default async function setup(project: TestProject) {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb/pg_ctl found)');
  const cluster = await startCluster(bin);
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const database = await openDatabase({ url: cluster.url(TEMPLATE_DB), dataDir: '' });
  await database.migrate();
  await database.close();
  project.provide('pgTemplateUrl', cluster.url(TEMPLATE_DB));
  return () => cluster.stop();
}
