import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, assertPrefix, type FileStore, type StoredObject } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a folder of this machine, `DATA_DIR/files/<key>` (the embedded default). The layout is
 * the one uploads always had, so existing data keeps working. Only one process can see it: a
 * second machine needs the S3 store.
 */
export function localFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const file = (key: string) => path.join(base, ...assertKey(key).split('/'));

  async function* walk(dir: string, prefix: string): AsyncGenerator<StoredObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      // Hidden names are uploads still being written.
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full, `${prefix}${entry.name}/`);
      else if (entry.isFile()) {
        // Another request may delete it between the folder's read and this (two imports clearing
        // the same stale upload): a file gone is simply not listed.
        const size = await stat(full).then(
          (found) => found.size,
          (error: unknown) => {
            if (isMissing(error)) return null;
            throw error;
          },
        );
        if (size !== null) yield { key: `${prefix}${entry.name}`, size };
      }
    }
  }

  return {
    description: `folder ${base}`,

    async put(key, body: Readable) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written under a hidden name and renamed once whole: a reader never sees half a file.
      const partial = path.join(path.dirname(target), `.${randomBytes(8).toString('hex')}.part`);
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },

    async open(key) {
      // Opened before answering, so a file deleted meanwhile is still read whole (or is a null).
      const handle = await open(file(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        return { stream: handle.createReadStream(), size: (await handle.stat()).size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async read(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      try {
        return { size: (await stat(file(key))).size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await unlink(file(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    list(prefix) {
      const folder = assertPrefix(prefix);
      return walk(folder ? path.join(base, ...folder.slice(0, -1).split('/')) : base, folder);
    },

    // The folders are made by the first upload into them, as they always were.
    async check() {},

    close() {},
  };
}
