import path from 'node:path';
import type { Config } from '../config';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { s3FileStore, type S3Settings } from './s3-file-store';

/** The settings that say where files are (the rest of the configuration is not needed). */
export type StoreConfig = Pick<Config, 'DATA_DIR'> &
  Partial<
    Pick<
      Config,
      | 'S3_URL'
      | 'S3_BUCKET'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;

/** The bucket the configuration names, or undefined for files in DATA_DIR (config.ts checks the set). */
export function s3Settings(config: StoreConfig): S3Settings | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    url: config.S3_URL,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION ?? 'us-east-1',
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
  };
}

/** `DATA_DIR/files`, the local store's folder (and where `storage:copy-to-s3` reads from). */
export const localFilesDir = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'files');

/** S3 when a bucket is configured, otherwise the folder `DATA_DIR/files`. */
export function openFileStore(config: StoreConfig): FileStore {
  const s3 = s3Settings(config);
  return s3 ? s3FileStore(s3) : localFileStore(localFilesDir(config));
}
