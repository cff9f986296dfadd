/**
 * The end-to-end run's mail server: a real SMTP server (the API tests' smtp-server helper) that
 * the app sends to (SMTP_URL in playwright.config.ts), and a small HTTP server the specs read what
 * arrived from, since the specs run in other processes. Started as one of Playwright's web servers.
 *
 *   tsx e2e/mail-catcher.ts <smtp port> <http port>
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { startSmtpServer } from '../src/server/test/smtp-server';

/** A received mail as the specs read it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number; sha256: string; head: string }[];
}

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error('usage: tsx e2e/mail-catcher.ts <smtp port> <http port>');

const smtp = await startSmtpServer({ port: smtpPort });
const http = createServer((request, response) => {
  const mails: CaughtMail[] = smtp.received.map(({ to, parsed }) => ({
    to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      size: a.size,
      sha256: createHash('sha256').update(a.content).digest('hex'),
      // The first bytes say what the file is (%PDF-).
      head: a.content.subarray(0, 5).toString('latin1'),
    })),
  }));
  response.writeHead(request.url === '/mails' ? 200 : 404, { 'content-type': 'application/json' });
  response.end(request.url === '/mails' ? JSON.stringify(mails) : '{}');
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
