import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const database = await bootstrap(
    config,
    {
      info: (m) => console.log(m),
      warn: (m) => console.warn(m),
    },
    new Date(),
  );
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing open requests`);
    // Stop accepting, let in-flight requests finish, then close the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(`Fieldbook is ready at http://${shownHost}:${config.PORT}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
