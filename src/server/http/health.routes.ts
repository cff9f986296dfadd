import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkHealth',
        summary: 'Check that the server and its database answer',
        tags: ['health'],
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    },
  );
}
