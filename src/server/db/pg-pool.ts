import pg from 'pg';
import { describeConnectionError, isDatabaseUnavailable } from './connection-errors';

export interface PoolLog {
  warn(msg: string): void;
}

/** A plain statement that only reads: running it twice gives the same answer and changes nothing. */
function isRead(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

/**
 * The PostgreSQL pool, made to live through restarts, failovers, pg_terminate_backend and proxies'
 * idle timeouts (docs/decisions/0016-database-outages-and-shutdown.md).
 */
export function createPool(url: string, log: PoolLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // An unreachable host (a firewall dropping packets) fails the request in seconds instead of hanging it.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    // JIT compiling pays off for long analytic queries, not for list pages: a reports filter whose
    // estimated cost crossed jit_above_cost spent 90 ms compiling a 16 ms query (decision 0023).
    options: '-c jit=off',
  });
  // Without a listener, an idle connection closed by the server is an unhandled 'error' event: Node
  // exits and prints the client object, its secret key included. The pool has already dropped it.
  pool.on('error', (error) => {
    log.warn(
      `PostgreSQL closed an idle connection (${describeConnectionError(error)}); new ones open as needed.`,
    );
  });
  // pg-pool takes its own listener off a checked-out client; a drop then fails the running query,
  // which reports it, and this keeps the client's event from being unhandled too.
  pool.on('connect', (client) => client.on('error', () => undefined));

  // Statements outside a transaction reach the pool's query (drizzle's non-transaction path). A read
  // that met a dropped connection (a pooled socket the server closed a moment ago) runs once more
  // on a new connection of its own: the pool's other idle ones may be just as dead, their error not
  // read yet. A write is never repeated, since it may have been applied before the drop.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => {
    if (args.some((a) => typeof a === 'function')) return query(...args);
    return query(...args).catch((error: unknown) => {
      if (!isRead(args[0]) || !isDatabaseUnavailable(error)) throw error;
      return onNewConnection(url, args);
    });
  }) as unknown as pg.Pool['query'];
  return pool;
}

async function onNewConnection(url: string, args: unknown[]): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await (client.query.bind(client) as (...a: unknown[]) => Promise<unknown>)(...args);
  } finally {
    await client.end().catch(() => undefined);
  }
}
