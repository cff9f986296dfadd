/**
 * The specification's routes keep their verb-named paths (`/api/get-users-filtered`,
 * `/api/delete-user`) for the client built to it; each is also served under its resource path
 * (`GET /api/users`, `DELETE /api/users/{id}`), which is the one new callers use (docs/architecture.md,
 * "Two styles of route"). No route is added under a verb-named path (spec-paths.api.test.ts).
 */

interface Operation {
  operationId: string;
  description?: string;
}

/** The document's entry for a spec path: deprecated, named after its resource twin, pointing at it. */
export function specOperation<S extends Operation>(schema: S, twin: string): S {
  const kept = `Kept under the specification's path for its client; new callers use ${twin}.`;
  return {
    ...schema,
    operationId: `${schema.operationId}Legacy`,
    deprecated: true,
    description: schema.description ? `${schema.description} ${kept}` : kept,
  };
}

/**
 * One definition served at both paths, when the two take the same input: the resource path with
 * the schema as written, the spec's with `specOperation`. `for (const at of bothPaths(…)) api.get(at.url, { schema: at.schema({…}) })`.
 */
export function bothPaths(method: 'GET' | 'DELETE', resource: string, spec: string) {
  const twin = `${method} ${resource.replace(/:(\w+)/g, '{$1}')}`;
  return [
    { url: resource, schema: <S extends Operation>(schema: S): S => schema },
    { url: spec, schema: <S extends Operation>(schema: S): S => specOperation(schema, twin) },
  ];
}
