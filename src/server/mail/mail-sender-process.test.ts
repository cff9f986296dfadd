import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { freePort } from '../test/postgres-cluster';
import { type ServerProcess, startServer, stopServer } from '../test/server-process';
import { startSmtpServer } from '../test/smtp-server';
import { queueMail } from './mail-queue';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fieldbook-mail-process-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

// A real server process: the sender starts with SMTP_URL and ends with the process on SIGTERM.
it(
  'sends mail queued before the start through SMTP_URL, never prints its password, and exits 0 on SIGTERM',
  { timeout: 120_000 },
  async () => {
    const smtp = await startSmtpServer({ login: { user: 'fieldbook', pass: 'smtp-secret-9' } });
    try {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      await queueMail(
        database.db,
        { SMTP_URL: 'smtp://queued', MAIL_FROM: 'office@greenleaf.example' },
        {
          kind: 'test',
          to: ['waiting@customer.example'],
          subject: 'Queued before the start',
          text: 'Hello',
        },
      );
      await database.close();

      const port = await freePort();
      server = await startServer(
        {
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: 'mail-process-password',
          SMTP_URL: `smtp://fieldbook:smtp-secret-9@127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'Greenleaf <office@greenleaf.example>',
        },
        port,
      );
      expect(server.output()).toContain(`Mail is sent through smtp://127.0.0.1:${smtp.port}`);
      const [mail] = await smtp.waitFor(1, 30_000);
      expect(mail!.to).toEqual(['waiting@customer.example']);
      expect(mail!.parsed.subject).toBe('Queued before the start');

      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // The sender's poll does not hold the process open.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(server.output()).not.toContain('smtp-secret-9');
    } finally {
      await smtp.stop();
    }
  },
);
