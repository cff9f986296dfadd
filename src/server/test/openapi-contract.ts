import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { documentPath } from '../openapi/openapi';

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
type Document = { paths: Record<string, Record<string, { responses?: Responses }>> };

/**
 * The API's served document (/api/docs/json) and a validator of each answer it describes. Made
 * once per test process from the first app that answers (app.swagger() takes most of a second,
 * and every app's document is the same), each validator compiled when first needed.
 */
let contract: { document: Document; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

function contractOf(app: FastifyInstance) {
  if (contract) return contract;
  const document = app.swagger() as unknown as Document;
  // The document's own keywords (openapi, paths, …) are not JSON Schema; its schemas are 2020-12.
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
  contract = { document, ajv, validators: new Map() };
  return contract;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => `/${p.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
const mediaType = (contentType: unknown) =>
  (typeof contentType === 'string' ? contentType : '').split(';')[0]!.trim().toLowerCase();

/**
 * What is wrong with an answer under the served document, or undefined: its status must be one
 * the operation lists, a JSON body valid against that status's schema, any other body of a
 * content type listed there. Answers of no operation (an unknown path, the web app's pages, the
 * document's own pages, a test's own routes) are not the document's to judge.
 */
export function openApiProblem(
  app: FastifyInstance,
  answer: {
    method: string;
    routeUrl: string | undefined;
    status: number;
    contentType: unknown;
    payload: unknown;
  },
): string | undefined {
  const { method, routeUrl, status } = answer;
  if (!routeUrl?.startsWith('/api/') || routeUrl.startsWith('/api/docs') || method === 'HEAD')
    return undefined;
  const { document, ajv, validators } = contractOf(app);
  const path = documentPath(routeUrl);
  const operation = document.paths[path]?.[method.toLowerCase()];
  // A test's own route (error-log.api.test.ts) is not the API's; the API's all are (openapi.api.test.ts).
  if (!operation) return undefined;
  const response = operation.responses?.[String(status)];
  if (!response) return `status ${status} is not listed`;
  if (status === 204 || status === 304 || answer.payload === undefined || answer.payload === '') {
    return undefined;
  }
  const type = mediaType(answer.contentType);
  const content = response.content ?? {};
  if (!(type in content)) return `content type ${type || '(none)'} is not listed for ${status}`;
  if (!type.endsWith('json') || typeof answer.payload !== 'string') return undefined;
  const ref = `openapi.json#${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', type, 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (validate(JSON.parse(answer.payload))) return undefined;
  const first = validate.errors?.[0];
  return `body off its schema for ${status}: ${first?.instancePath || '/'} ${first?.message ?? ''}`;
}
