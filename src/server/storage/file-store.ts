import { Readable } from 'node:stream';

/** One stored object: its key (`chemicals/<name>`) and size in bytes. */
export interface StoredObject {
  key: string;
  size: number;
}

/**
 * Where uploaded files live: a folder on this machine or an S3-compatible bucket that every app
 * process reaches (decision 0018). Keys are `<kind prefix>/<generated name>`; what goes in is
 * already checked by upload-store.ts, so a store only keeps bytes.
 */
export interface FileStore {
  /** Where the files are, for log lines and messages (never a secret). */
  readonly description: string;
  /** Stores the whole stream under the key; on failure nothing is left under it. */
  put(key: string, body: Readable, opts: { size: number; contentType: string }): Promise<void>;
  /** A read stream and the size, or null when there is no such object. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; one already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with the prefix (a folder, `chemicals/`, or '' for all). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Checks at start-up that the store can be reached, with a message naming what is wrong. */
  check(): Promise<void>;
  close(): void;
}

/**
 * Files the app made and can make again (report PDFs): backups and copies between stores leave
 * them out.
 */
export const CACHE_PREFIX = 'cache/';
export const isCacheKey = (key: string) => key.startsWith(CACHE_PREFIX);

/**
 * Keeps `data` under `key` as the one file of its folder: a made file (a report's PDF, an image's
 * scaled copy) is kept under a key naming how it was made, and the copies made another way go.
 */
export async function keepAsOnly(
  store: FileStore,
  folder: string,
  key: string,
  data: Buffer,
  contentType: string,
) {
  await store.put(key, Readable.from([data]), { size: data.length, contentType });
  for await (const object of store.list(folder)) {
    if (object.key !== key) await store.delete(object.key);
  }
}

/** Folder names and file names of letters, digits, dots, dashes and underscores, no dot first. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Refuses a key that could leave the store's folder or name a hidden (partial) file. Callers pass
 * keys they made; this is the last line should one ever come from elsewhere.
 */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.length > 512) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A list prefix: '' or a key-like folder path ending in '/'. */
export function assertPrefix(prefix: string): string {
  if (prefix !== '' && !(prefix.endsWith('/') && KEY.test(prefix.slice(0, -1)))) {
    throw new Error(`Not a storage prefix: ${JSON.stringify(prefix)}`);
  }
  return prefix;
}
