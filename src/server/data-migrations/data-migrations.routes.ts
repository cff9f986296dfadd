import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataMigrationsResponse } from '@shared/schemas/data-migrations';
import { ADMINS } from '../http/access';
import { dataMigrationProgress } from './data-migrations.repository';

/** How far the upgrades of stored rows have come, for the Admin's home (decision 0051). */
export async function dataMigrationsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/data-migrations', {
    config: { access: ADMINS },
    schema: {
      operationId: 'listDataMigrations',
      summary: 'List the upgrades of stored data and how far each has come',
      tags: ['data-migrations'],
      description:
        'After an upgrade, stored rows are rewritten in batches while the app serves: each one with the rows ' +
        'done of those there were to do, and when it finished (null while it runs).',
      response: { 200: dataMigrationsResponse },
    },
    handler: async () => dataMigrationProgress(app.db),
  });
}
