import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the sender gave them to the server. */
  to: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** The SMTP_URL that points the app at this server. */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` mails have arrived in all, or fails after `ms`. */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/** A port nothing listens on at the moment: for a mail server that is down. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1, without TLS, keeping what it receives parsed by
 * mailparser; it asks for a login only when given one. `refuse` names recipients it refuses with 550, for good.
 */
export async function startSmtpServer(
  opts: {
    port?: number;
    refuse?: (address: string) => boolean;
    /** The one login it takes; without, no login is asked for. */
    login?: { user: string; pass: string };
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: !opts.login,
    // Plain-text logins over a connection without TLS, which only a test server allows.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const { login } = opts;
      if (login && auth.username === login.user && auth.password === login.pass) {
        return callback(null, { user: login.user });
      }
      callback(new Error('Invalid username or password'));
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.refuse?.(address.address)) {
        const refused = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
        return callback(refused);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = opts.port ?? 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as { port: number }).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    waitFor: async (count, ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
