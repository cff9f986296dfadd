import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { type ErrorCode, errorText } from '@shared/error-codes';

/** Node's refusals before a request exists, by its parser's code: status and the app's code. */
const REFUSALS: Record<string, [status: number, code: ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'common.headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'common.timeout'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node refused before Fastify saw it (headers or an
 * address past 16 KB, a request that stalled, one that is not HTTP) gets the app's `{code,
 * message}` and `Connection: close`. Fastify's own answer left that out and reset the socket, so a
 * client or proxy that kept the connection sent its next request into a reset (issue 31).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = REFUSALS[error.code ?? ''] ?? [400, 'common.badRequest'];
  const body = JSON.stringify({ code, message: errorText(code) });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  // What the client still sends is read and dropped, so the answer is not lost to a reset; a
  // client that neither reads nor closes is cut off.
  socket.resume();
  socket.setTimeout(5_000, () => socket.destroy());
}
