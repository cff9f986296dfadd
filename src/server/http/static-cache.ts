import type { FastifyReply } from 'fastify';

/**
 * Vite names what it builds into assets/ after its content (`jobs-page-B4x9Qa1z.js`, and its .br
 * and .gz beside it): such a file never changes, so a returning browser keeps it a year without
 * asking again. Anything else the build holds (icons, the manifest, the service worker) keeps its
 * name across deploys and is asked again each time, so a new version reaches it.
 */
const CONTENT_NAMED = /[/\\]assets[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function staticCacheHeaders(reply: FastifyReply, filePath: string) {
  void reply.header('cache-control', CONTENT_NAMED.test(filePath) ? IMMUTABLE : 'no-cache');
}
