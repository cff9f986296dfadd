import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers are not worth the time: a list page is a few KB. */
export const COMPRESS_FROM_BYTES = 32 * 1024;

/**
 * Large JSON answers (the chemicals tree: about 1 MB for 5,000 nodes) go out brotli- or
 * gzip-compressed when the client accepts it, about a twentieth on the wire (decision 0023).
 * Quality 4 keeps brotli to a few milliseconds a megabyte; the built web app is precompressed
 * at build time instead (decision 0017).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  // The last large answer compressed, by encoding: the same text sent again (the chemicals' tree,
  // kept until the catalogue changes, decision 0082) is not compressed again. Compared by content,
  // so another answer of the same length is never mistaken for it.
  const last = new Map<string, { payload: string; body: Buffer }>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_FROM_BYTES) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    reply.header('vary', 'accept-encoding');
    if (!encoding) return payload;
    const kept = last.get(encoding);
    const body =
      kept?.payload === payload
        ? kept.body
        : encoding === 'br'
          ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : await gzipAsync(payload, { level: 4 });
    last.set(encoding, { payload, body });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
