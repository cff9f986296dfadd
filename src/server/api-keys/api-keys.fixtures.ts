import type { Db } from '../db/client';
import { apiKeys } from '../db/schema/api-keys';

let seq = 0;

/**
 * The CSRF test's real calls for the API key routes (http/csrf.api.test.ts): each changes
 * something when the token is right. Kept here so that file stays within its size.
 */
export function apiKeyCalls(
  db: Db,
  adminId: () => Promise<number>,
): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  return {
    'POST /api/api-keys': async () => ({
      url: '/api/api-keys',
      payload: { name: 'Csrf', scopes: { jobs: 'read' }, days: 1 },
    }),
    'POST /api/api-keys/:id/revoke': async () => {
      const [key] = await db
        .insert(apiKeys)
        .values({
          name: 'Csrf',
          prefix: 'fbk_csrf',
          secretHash: `csrf-${++seq}`,
          scopes: { jobs: 'read' },
          rateLimit: 1,
          createdBy: await adminId(),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: apiKeys.id });
      return { url: `/api/api-keys/${key!.id}/revoke` };
    },
  };
}
