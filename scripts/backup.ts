// `npm run backup [-- <folder or file.tar.gz>]`: one archive of the database and every uploaded file.
import { parseArgs } from 'node:util';
import { createBackup } from '../src/server/backup/backup';
import { loadConfig } from '../src/server/config';
import { runCommand } from './backup-cli';

runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const config = loadConfig();
  const { file, manifest } = await createBackup(config, positionals[0] ?? 'backups', new Date());
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `Backup written: ${file} (${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files)`,
  );
});
