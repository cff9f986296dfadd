import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { badRequest, HttpError } from '../http/errors';

/**
 * The most an XLSX may unpack to. A sheet of 20,000 rows (IMPORT_MAX_ROWS) and 30 columns is
 * about 40 MB of XML; a 1.5 MB file that unpacked to 1.5 GB kept an import busy for 90 s and the
 * server at 2.2 GB for good, and slowed every other request (issue 31).
 */
export const XLSX_MAX_UNPACKED = 64 * 1024 * 1024;
/** An XLSX has a dozen parts; a sheet with a picture per row a few thousand. */
const XLSX_MAX_PARTS = 10_000;

const tooLarge = () =>
  badRequest({ code: 'import.unpacksTooLarge', params: { megabytes: XLSX_MAX_UNPACKED / 1024 / 1024 } });

export function allEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/**
 * Refuses an XLSX that unpacks past XLSX_MAX_UNPACKED before anything parses it: at once by the
 * sizes its directory states, then by unpacking each part and counting the bytes, which are
 * dropped as they come (memory stays flat). yauzl stops a part at the first byte past the size the
 * directory states for it, so a directory that lies is caught as soon as it does.
 */
export async function checkXlsxArchive(data: Buffer): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(data);
  } catch {
    throw badRequest('import.fileUnreadable');
  }
  try {
    if (zip.entryCount > XLSX_MAX_PARTS) throw tooLarge();
    const entries = await allEntries(zip);
    const stated = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (stated > XLSX_MAX_UNPACKED) throw tooLarge();
    let unpacked = 0;
    const count = () =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          unpacked += chunk.length;
          done(unpacked > XLSX_MAX_UNPACKED ? tooLarge() : null);
        },
      });
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      await pipeline(await zip.openReadStreamPromise(entry), count());
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('import.fileUnreadable');
  } finally {
    zip.close();
  }
}
