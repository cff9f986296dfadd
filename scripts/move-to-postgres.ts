// `npm run db:move-to-postgres`: copies the embedded database in DATA_DIR into DATABASE_URL, files included.
import { moveToPostgres } from '../src/server/backup/move-to-postgres';
import { loadConfig } from '../src/server/config';
import { runCommand } from './backup-cli';

runCommand(async () => {
  const config = loadConfig();
  const manifest = await moveToPostgres(config, new Date());
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Moved ${rows} rows and ${manifest.files.length} files into DATABASE_URL; row counts and hashes match. ` +
      'Start the server with the same DATABASE_URL and DATA_DIR from now on. The embedded database in ' +
      `${config.DATA_DIR}/pglite is left as it was: remove it once you have checked the move.`,
  );
});
