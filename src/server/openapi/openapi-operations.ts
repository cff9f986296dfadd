import { keyMayCall } from '../api-keys/api-keys.public';
import type { Access } from '../http/access';
import { SAFE_METHODS } from '../http/safe-methods';

/** What the document needs of a route beyond its schemas (collected in openapi.ts). */
export interface RouteTraits {
  access: Access;
  /** The operation's one tag: the area an API key's scope names. */
  tag?: string;
  /** A route answering a file: the file's content types (`schema.produces`). */
  produces?: readonly string[];
  /** `multipart/form-data` for a route taking an upload (`schema.consumes`). */
  consumes?: readonly string[];
}

type Operation = Record<string, unknown> & {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

const ERROR = { $ref: '#/components/schemas/Error' };

/** What each error status means, wherever it is answered (decision 0020's codes say exactly why). */
const ERROR_MEANINGS: Record<string, string> = {
  '400': 'Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault',
  '401':
    'No session, or it has ended: log in (`auth.loginRequired`; a customer portal route: `portal.signInRequired`); an API key unknown, expired or revoked (`apiKey.*`)',
  '403':
    'Not for this role (`common.notAllowed`), the CSRF token is missing or wrong (`auth.csrf`), or outside the API key’s scopes or addresses (`apiKey.*`)',
  '404': 'Not found, or not one this user may see',
  '409': 'Refused by the state of the record (`code` says which rule)',
  '410': 'Gone: the link or the record has ended',
  '413': 'Too large: the body or the file is over its limit',
  '415': 'A content type this operation does not take',
  '429':
    'Too many tries, or the API key’s requests a minute are used up (`apiKey.rateLimited`): wait `Retry-After` seconds',
  '500': 'An unexpected failure: nothing was changed; the log has it under the request id',
  '503': 'The database is unavailable or the server is restarting: try again (`Retry-After`)',
  '507': 'The server’s disk or file store is full: nothing was kept',
};

/**
 * The errors every route of a kind can answer, beside those it declares: any route 500 (a
 * failure, rolled back) and 503 (the database is down, the server drains); a route behind a login
 * 401 and 403 (a role, or the CSRF token on a change); any input 400 (parameters, a query or a
 * body); a path with an id 404; a change 413 and 415 (its body) and 507 (a full disk).
 */
function standardErrors(operation: Operation, method: string, traits: RouteTraits) {
  const statuses = ['500', '503'];
  const isPrivate = traits.access !== 'public';
  const changes = !SAFE_METHODS.has(method.toUpperCase());
  if (isPrivate) statuses.push('401', '403');
  if (keyMayCall(traits.access, traits.tag)) statuses.push('429');
  if ((operation.parameters?.length ?? 0) > 0 || changes) statuses.push('400');
  if (operation.parameters?.some((p) => p.in === 'path')) statuses.push('404');
  if (changes) statuses.push('413', '415', '507');
  return statuses;
}

/** Completes one operation of the document from its route: security, errors, files. */
export function finishOperation(operation: Operation, method: string, traits: RouteTraits) {
  const changes = !SAFE_METHODS.has(method.toUpperCase());
  const session = changes ? { session: [], csrfCookie: [], csrf: [] } : { session: [] };
  const portal = changes ? { portalSession: [], portalCsrfCookie: [], csrf: [] } : { portalSession: [] };
  operation.security =
    traits.access === 'public'
      ? []
      : traits.access === 'portal'
        ? [portal]
        : [session, ...(keyMayCall(traits.access, traits.tag) ? [{ bearer: [] }] : [])];

  if (traits.consumes?.includes('multipart/form-data') && !operation.requestBody) {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: ['file'],
          },
        },
      },
    };
  }

  const responses = (operation.responses ??= {});
  if (traits.produces) {
    responses['200'] = {
      description: 'The file',
      content: Object.fromEntries(
        traits.produces.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    };
  }
  for (const status of standardErrors(operation, method, traits)) {
    responses[status] ??= { description: ERROR_MEANINGS[status]! };
  }
  const tooMany = responses['429'] as { headers?: unknown } | undefined;
  if (tooMany) {
    tooMany.headers ??= {
      'Retry-After': { description: 'Seconds to wait before the next try', schema: { type: 'integer' } },
    };
  }
  for (const [status, response] of Object.entries(responses)) {
    if (!/^[45]/.test(status)) continue;
    // An error is JSON whatever the route's files are; a route's own error schema stays.
    const declared = Object.values(response.content ?? {})[0]?.schema;
    response.content = { 'application/json': { schema: declared ?? ERROR } };
    if (!response.description || response.description === 'Default Response') {
      response.description = ERROR_MEANINGS[status] ?? 'Refused';
    }
  }
}
