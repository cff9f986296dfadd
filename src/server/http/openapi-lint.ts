import { createConfig, lintFromString } from '@redocly/openapi-core';

/**
 * Redocly's recommended rules, less two the spec's API cannot meet: its paths are fixed (a
 * static segment beside a parameter, `/api/jobs/assignees-available-users/{id}` and
 * `/api/jobs/{id}/overview`, which the router resolves static first), and a route that takes no
 * input and needs no login (`/api/health`, `/api/app-config`) has no 4xx to answer.
 */
const RULES = {
  'no-ambiguous-paths': 'off',
  'operation-4xx-response': 'off',
} as const;

/** Every problem the linter finds in the document, as `severity rule: message (where)`. */
export async function lintProblems(document: unknown): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'], rules: RULES });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? 'document'})`,
  );
}
