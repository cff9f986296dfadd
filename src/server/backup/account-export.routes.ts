import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { dayIn } from '@shared/dates';
import { SUPER_ADMINS } from '../http/access';
import { writeAccountZip } from './account-export';

/**
 * `GET /api/account-export`: the whole account as one ZIP (issue 20). Super Admins only: it holds
 * every account's password hash, a Super Admin's included, which an Admin may not otherwise read.
 */
export async function accountExportRoutes(app: FastifyInstance) {
  app.get('/api/account-export', {
    config: { access: SUPER_ADMINS },
    schema: {
      operationId: 'exportAccount',
      summary: 'Download the whole account as one ZIP',
      tags: ['company'],
      description:
        'Every table as CSV and JSON lines, every uploaded file, a manifest and a README, as one ZIP that ' +
        '`npm run restore` rebuilds an empty Fieldbook from.',
      produces: ['application/zip'],
    },
    handler: async (request, reply) => {
      const now = app.clock();
      const dir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-zip-'));
      const file = path.join(dir, 'export.zip');
      try {
        await writeAccountZip({ db: app.db, kind: app.dbKind }, app.files, file, now);
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      const stream = createReadStream(file);
      stream.on('close', () => {
        rm(dir, { recursive: true, force: true }).catch((err: unknown) =>
          request.log.warn({ err }, 'could not remove an account export'),
        );
      });
      const name = `fieldbook-export-${dayIn(now, app.config.APP_TIMEZONE)}.zip`;
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  });
}
