/**
 * Writes src/shared/api-types.ts from the API's served document: the app is built on an empty
 * in-memory database (the document needs no data) and asked for /api/docs/json, as a client would.
 * `npm run api:types`; `npm run build` runs it first.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { API_TYPES_FILE, apiTypesOf } from '../src/server/http/api-types';

const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ config: testConfig(), database });
try {
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (answer.statusCode !== 200) throw new Error(`/api/docs/json answered ${answer.statusCode}`);
  const file = path.resolve(import.meta.dirname, '..', API_TYPES_FILE);
  await writeFile(file, await apiTypesOf(answer.json()));
  console.log(`Wrote ${API_TYPES_FILE}`);
} finally {
  await app.close();
  await database.close();
}
