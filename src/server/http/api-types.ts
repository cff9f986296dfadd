import openapiTS, { astToString } from 'openapi-typescript';

export const API_TYPES_FILE = 'src/shared/api-types.ts';

const HEADER = `/**
 * The API's types, generated from its OpenAPI document (/api/docs/json) by openapi-typescript:
 * \`npm run api:types\` writes this file (the build does too); a test fails while it differs from
 * what the served document gives. Do not edit.
 */
`;

/** The TypeScript of the document's paths and schemas, for openapi-fetch's `createClient<paths>`. */
export async function apiTypesOf(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}
