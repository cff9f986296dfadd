/**
 * `npm run storage:copy-to-s3`: copies every uploaded file of DATA_DIR/files into the S3 bucket
 * the S3_* settings name (README, "Configuration"), keeping their keys. Files already in the
 * bucket with the same size are skipped, so it can be run again after an interruption, and once
 * more right before the app is restarted with the S3 settings.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { copyFiles } from '../src/server/storage/copy-files';
import { localFileStore } from '../src/server/storage/local-file-store';
import { localFilesDir, s3Settings } from '../src/server/storage/open-file-store';
import { s3FileStore } from '../src/server/storage/s3-file-store';

async function main() {
  const config = loadConfig();
  const settings = s3Settings(config);
  if (!settings) {
    throw new ConfigError(
      'S3_BUCKET is not set: set S3_BUCKET (and S3_URL, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, ' +
        'S3_FORCE_PATH_STYLE as your storage needs) to the bucket to copy into.',
    );
  }
  const from = localFileStore(localFilesDir(config));
  const to = s3FileStore(settings);
  try {
    await to.check().catch((error: unknown) => {
      throw new ConfigError((error as Error).message);
    });
    console.log(`Copying the files of ${from.description} into the ${to.description}`);
    const counts = await copyFiles(from, to, (key, size) => console.log(`  copied ${key} (${size} bytes)`));
    console.log(
      `${counts.total} files: ${counts.copied} copied (${counts.copiedBytes} bytes), ` +
        `${counts.skipped} already in the bucket.`,
    );
  } finally {
    to.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
