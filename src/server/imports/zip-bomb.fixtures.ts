import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

/**
 * A ZIP of one part named `name` that unpacks to `bytes` of one repeated XML row: a 1.5 GB part
 * packs into about 1.5 MB, the XLSX "bomb" of issue 31.
 */
export async function packedBomb(name: string, bytes: number): Promise<Buffer> {
  const row = Buffer.from('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'.repeat(20_000));
  async function* rows() {
    for (let sent = 0; sent < bytes; sent += row.length)
      yield row.subarray(0, Math.min(row.length, bytes - sent));
  }
  const zip = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => zip.on('end', resolve));
  zip.append(Readable.from(rows()), { name });
  await zip.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * The ZIP with its directory stating `stated` bytes for every part, whatever they unpack to: the
 * size in each central directory header (signature PK 1 2, the size at offset 24).
 */
export function understated(zip: Buffer, stated: number): Buffer {
  const out = Buffer.from(zip);
  for (
    let at = out.indexOf('PK\x01\x02', 0, 'latin1');
    at !== -1;
    at = out.indexOf('PK\x01\x02', at + 4, 'latin1')
  ) {
    out.writeUInt32LE(stated, at + 24);
  }
  return out;
}
