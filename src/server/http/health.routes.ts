import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkHealth',
        summary: 'Check that the server and its database answer',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' };
    },
  );
}
