import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, assertPrefix, type FileStore, type StoredObject } from './file-store';

export interface S3Settings {
  /** The endpoint (MinIO, R2, s3rver); unset for AWS itself. */
  url?: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2), shared by every app
 * process (decision 0018). Keys are the same as the local folder's paths under `files/`.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.url && { endpoint: settings.url }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    // The SDK's default checksums send bodies in aws-chunked encoding, which R2, older MinIO and
    // s3rver do not all take. Every PUT states its length, so a body that ends short is refused.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  /** The answer, or null when the bucket has no such key. */
  async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
    try {
      return await request;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
  const head = (key: string) =>
    unlessMissing(client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertKey(key) })));
  const get = (key: string) =>
    unlessMissing(client.send(new GetObjectCommand({ Bucket: bucket, Key: assertKey(key) })));

  async function* pages(prefix: string): AsyncGenerator<StoredObject> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    description: `S3 bucket ${bucket}${settings.url ? ` at ${settings.url}` : ''}`,

    async put(key, body, { size, contentType }) {
      // A PUT is all or nothing: the request is aborted when the body fails, so no object is made.
      // The SDK does not watch the body for errors itself and would wait for the rest for ever.
      const abort = new AbortController();
      const onError = (error: unknown) => abort.abort(error);
      body.once('error', onError);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: assertKey(key),
            Body: body,
            ContentLength: size,
            ContentType: contentType,
          }),
          { abortSignal: abort.signal },
        );
      } catch (error) {
        throw body.errored ?? error;
      } finally {
        body.off('error', onError);
      }
    },

    async open(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },

    async read(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async stat(key) {
      const object = await head(key);
      return object ? { size: object.ContentLength ?? 0 } : null;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertKey(key) }));
    },

    list: (prefix) => pages(assertPrefix(prefix)),

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = (error as S3ServiceException).$metadata?.httpStatusCode;
        const reason =
          status === 404
            ? 'it does not exist'
            : status === 403 || status === 401
              ? 'access was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : (error as Error).message;
        throw new Error(`S3_BUCKET ${bucket} cannot be used: ${reason}`, { cause: error });
      }
    },

    close() {
      client.destroy();
    },
  };
}
