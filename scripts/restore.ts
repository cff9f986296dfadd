// `npm run restore -- <archive> [--force]`: rebuilds DATABASE_URL or the embedded database in DATA_DIR, and its files.
import { parseArgs } from 'node:util';
import { BackupError } from '../src/server/backup/backup-error';
import { restoreBackup } from '../src/server/backup/restore';
import { loadConfig } from '../src/server/config';
import { runCommand } from './backup-cli';

runCommand(async () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const archive = positionals[0];
  if (!archive || positionals.length > 1)
    throw new BackupError('Usage: npm run restore -- <backup.tar.gz | account-export.zip> [--force]');
  const config = loadConfig();
  const manifest = await restoreBackup(config, archive, { force: values.force });
  const target = config.DATABASE_URL
    ? 'the PostgreSQL database (DATABASE_URL)'
    : `the embedded database in ${config.DATA_DIR}`;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${target}: every table's rows and every file's SHA-256 match it.`,
  );
});
