import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

/**
 * The methods each API path takes, for a 405 with `Allow` where a path exists but not with the
 * method asked (RFC 9110 §15.5.6): Fastify's own router answers only "not found". The same
 * router library Fastify uses, so a path matches here exactly when it matches there.
 */
export function routeMethods(app: FastifyInstance) {
  const router = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat().map((m) => m.toUpperCase() as HTTPMethod)) {
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => undefined);
    }
  });
  /** The methods the path takes, HEAD with GET; empty where no route has the path. */
  return (url: string): string[] => {
    const path = url.split('?')[0]!;
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
    return methods.filter((m) => router.find(m, path) !== null);
  };
}
