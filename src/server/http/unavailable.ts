import { errorText } from '@shared/error-codes';
import { DATABASE_UNAVAILABLE, SHUTTING_DOWN } from '@shared/unavailable-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeConnectionError, isDatabaseUnavailable } from '../db/connection-errors';

/** errors.ts: a database that cannot be reached is a 503 the client may retry, never a 500. */
export function replyIfDatabaseUnavailable(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (!isDatabaseUnavailable(error)) return undefined;
  // The message only: a pg error object can carry the connection's secret key.
  request.log.warn(`database unavailable: ${describeConnectionError(error)}`);
  return reply
    .status(503)
    .header('Retry-After', '5')
    .send({ code: DATABASE_UNAVAILABLE, message: errorText(DATABASE_UNAVAILABLE) });
}

/**
 * Clean shutdown behind a balancer (server.ts calls app.close() on SIGTERM). Fastify then stops
 * accepting, closes idle kept-alive connections and waits for requests in flight; a request that
 * still arrives on an open connection gets this 503 with `Connection: close`, so the balancer
 * sends it elsewhere. Registered before the auth hook, so no database work is started for it.
 */
export function registerDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    return reply
      .status(503)
      .header('Connection', 'close')
      .header('Retry-After', '1')
      .send({ code: SHUTTING_DOWN, message: errorText(SHUTTING_DOWN) });
  });
  // A request in flight when shutdown began ends its kept-alive connection with its answer; a
  // client holding that connection open would otherwise keep the process alive until the deadline.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
}
