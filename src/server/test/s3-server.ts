import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { testConfig, type Config } from '../config';
import type { FileStore } from '../storage/file-store';
import { localFileStore } from '../storage/local-file-store';
import { openFileStore } from '../storage/open-file-store';

export interface TestS3Server {
  /** The S3_* settings that point the app at this server's bucket. */
  config: Pick<
    Config,
    'S3_URL' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
  >;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port, keeping its objects in a temporary folder,
 * with one empty bucket. It knows one access key id and refuses others (it does not verify
 * SigV4 signatures themselves).
 */
export async function startS3Server(bucket = 'fieldbook-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      S3_URL: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's one built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface TestStores {
  s3: TestS3Server;
  /** A temporary folder; the local store keeps its files in `files/` inside it. */
  dir: string;
  local: FileStore;
  bucket: FileStore;
  /** The two by name, for tests that run on each. */
  stores: Record<'local' | 's3', FileStore>;
  stop(): Promise<void>;
}

/** Both file stores side by side: a local folder and a bucket on a fresh s3rver. */
export async function startTestStores(): Promise<TestStores> {
  const s3 = await startS3Server();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-stores-'));
  const bucket = openFileStore(testConfig(s3.config));
  const local = localFileStore(path.join(dir, 'files'));
  return {
    s3,
    dir,
    local,
    bucket,
    stores: { local, s3: bucket },
    stop: async () => {
      bucket.close();
      await s3.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
