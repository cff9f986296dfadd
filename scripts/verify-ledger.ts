// `npm run verify-ledger`: checks the whole ledger of issued records (decision 0040): every entry
// chained to the one before, and every record as its latest entry says. Exit 1 names the first
// broken link. Reads only: PostgreSQL may keep serving; the embedded database needs the server stopped.
import { openSource } from '../src/server/backup/backup';
import { loadConfig } from '../src/server/config';
import { describeBroken, verifyLedger } from '../src/server/ledger/ledger-verify';
import { openFileStore } from '../src/server/storage/open-file-store';
import { runCommand } from './backup-cli';

runCommand(async () => {
  const config = loadConfig();
  const database = await openSource(config);
  const store = openFileStore(config);
  try {
    const check = await verifyLedger(database.db, store);
    if (check.broken) {
      console.error(describeBroken(check.broken));
      return 1;
    }
    console.log(
      `The ledger holds: ${check.entries} entries, each chained to the one before, and ${check.records} ` +
        'records, each as its latest entry says.',
    );
    return 0;
  } finally {
    store.close();
    await database.close();
  }
});
