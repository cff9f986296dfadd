// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
import { buildWebIfStale } from './build-web.mjs';

const status = buildWebIfStale();
if (status !== 0) process.exit(status);

// The server runs in this same process, so SIGTERM reaches its graceful shutdown directly.
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/server.ts');
