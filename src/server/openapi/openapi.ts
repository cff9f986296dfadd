import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CSRF_COOKIE, PORTAL_CSRF_COOKIE } from '@shared/constants';
import { SESSION_COOKIE } from '../auth/auth.public';
import { PORTAL_COOKIE } from '../portal/portal.public';
import { finishOperation, type RouteTraits } from './openapi-operations';

/** The document's version of the API: the paths are the spec's, so it changes only with them. */
export const API_VERSION = '1.0.0';

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'Set by `POST /api/auth/login`; ends at logout or after a time without use.',
  },
  csrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: CSRF_COOKIE,
    description: 'Set by `POST /api/auth/login` beside the session: sent back as it came.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'The value of the `XSRF-TOKEN` cookie, on every call that changes something (POST, PUT, ' +
      'PATCH, DELETE): without it the answer is 403 `auth.csrf`.',
  },
  portalSession: {
    type: 'apiKey',
    in: 'cookie',
    name: PORTAL_COOKIE,
    description:
      'A customer portal session (decision 0048), set by `POST /api/portal/sessions`: opens the ' +
      '`portal` routes only, as the office session opens none of them.',
  },
  portalCsrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: PORTAL_CSRF_COOKIE,
    description: 'Set beside the portal session; its value goes in `X-CSRF-Token` on a portal change.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key an Admin made under API keys (`fbk_…`): acts as that Admin within its scopes, ' +
      'an area (the tag) read (GET) or write; no CSRF token. 401 `apiKey.*` when unknown, expired ' +
      'or revoked, 403 outside its scopes or addresses, 429 `apiKey.rateLimited` with `Retry-After`.',
  },
} as const;

/** Matches an operation of the document to its route: `GET /api/jobs/{id}`. */
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
/** A route's URL as the document writes it: `/api/jobs/:id` → `/api/jobs/{id}`. */
export const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * @fastify/swagger's options: OpenAPI 3.1 (JSON Schema 2020-12, so `null` is a type, not
 * `nullable`), the session and CSRF described as security schemes, and each operation completed
 * from its route (openapi-operations.ts): who may call it, the errors every route of its kind
 * can answer, uploads and downloads.
 */
export function openApiOptions(): SwaggerOptions {
  const routes = new Map<string, RouteTraits>();
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fieldbook API',
        version: API_VERSION,
        description:
          'The API of the Fieldbook web app, the same calls the app makes. Quick start, sessions, CSRF ' +
          'and errors: docs/api.md in the repository.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server answering this document' }],
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ session: [] }],
    },
    transform: (input) => {
      const schema = input.schema as FastifySchema | undefined;
      const access = input.route.config?.access;
      const methods = [input.route.method].flat();
      for (const method of methods) {
        routes.set(keyOf(method, documentPath(input.url)), {
          access: access ?? 'public',
          tag: schema?.tags?.[0],
          produces: schema?.produces,
          consumes: schema?.consumes,
        });
      }
      return jsonSchemaTransform(input);
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as {
        paths?: Record<string, Record<string, Record<string, unknown>>>;
        components?: { schemas?: Record<string, unknown> };
      };
      for (const [path, operations] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          const traits = routes.get(keyOf(method, path));
          if (traits) finishOperation(operation, method, traits);
        }
      }
      dropUnusedSchemas(document);
      return document;
    },
  };
}

/** A named schema nothing else refers to (the input copy of an answer's schema) is left out. */
function dropUnusedSchemas(document: { components?: { schemas?: Record<string, unknown> } }) {
  const schemas = document.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) {
    const own = schemas[name];
    delete schemas[name];
    // Its own recursion does not count as a use.
    if (JSON.stringify(document).includes(`"#/components/schemas/${name}"`)) schemas[name] = own;
  }
}
