import { ConfigError } from '../src/server/config';
import { BackupError } from '../src/server/backup/backup-error';
import { DataDirInUseError } from '../src/server/db/data-dir-lock';

/**
 * Runs one backup command: a problem the operator can fix is printed as its sentence, anything
 * else with its stack trace; either way the exit code is 1. A command that found something wrong
 * (verify-ledger) answers its own exit code.
 */
export function runCommand(main: () => Promise<void | number>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      const known =
        error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirInUseError;
      console.error(known ? error.message : error);
      process.exit(1);
    },
  );
}
