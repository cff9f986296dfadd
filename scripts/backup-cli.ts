import { ConfigError } from '../src/server/config';
import { BackupError } from '../src/server/backup/backup-error';
import { DataDirInUseError } from '../src/server/db/data-dir-lock';

/**
 * Runs one backup command: a problem the operator can fix is printed as its sentence, anything
 * else with its stack trace; either way the exit code is 1.
 */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const known =
        error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError;
      console.error(known ? error.message : error);
      process.exit(1);
    },
  );
}
