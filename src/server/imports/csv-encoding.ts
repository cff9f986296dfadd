import chardet from 'chardet';
import iconv from 'iconv-lite';
import type { ImportEncoding } from '@shared/schemas/imports';
import { badRequest } from '../http/errors';

/** Multi-byte encodings of other scripts, which no Windows single-byte reading gets right. */
const OTHER_SCRIPTS = /^(Shift_JIS|EUC-JP|EUC-KR|GB18030|Big5|ISO-2022-\w+|UTF-(16|32)\w*)$/i;

/**
 * Arabic or Persian in Windows-1256 writes each letter of a word as a byte of 0x80 and up, so
 * those bytes come in runs; Western text in Windows-1252 has them alone ("Café", "Niño"). chardet
 * cannot tell the two apart in a file of mostly digits and Latin headings (it took a list of
 * Arabic names for Latin, and "Niño Pérez" for Polish), so the runs decide.
 */
function mostlyInRuns(data: Buffer): boolean {
  let high = 0;
  let inRun = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i]! < 0x80) continue;
    high += 1;
    if ((data[i - 1] ?? 0) >= 0x80 || (data[i + 1] ?? 0) >= 0x80) inRun += 1;
  }
  return inRun > high / 2;
}

const decode = (data: Buffer, encoding: string, fatal = false) =>
  new TextDecoder(encoding, { fatal }).decode(data);
// Node's TextDecoder reads windows-1252 as Latin-1, losing € ’ “ ” – — Œ (bytes 0x80–0x9F).
const decodeWindows = (data: Buffer, encoding: 'windows-1252' | 'windows-1256') =>
  iconv.decode(data, encoding);

/**
 * A CSV file's text: UTF-8 (with or without the byte order mark), UTF-16 by its byte order mark,
 * else the Windows encoding of a Western or an Arabic and Persian Excel. A file in another
 * script's multi-byte encoding is refused with how to save it: it is never read with the wrong
 * letters ("Café Müller" once became "Caf� M�ller", issue 31). The encoding goes back to the
 * person with the samples to check (decision 0039).
 */
export function csvText(data: Buffer): { text: string; encoding: ImportEncoding } {
  if (data[0] === 0xff && data[1] === 0xfe) return { text: decode(data, 'utf-16le'), encoding: 'utf-16' };
  if (data[0] === 0xfe && data[1] === 0xff) return { text: decode(data, 'utf-16be'), encoding: 'utf-16' };
  try {
    // TextDecoder drops a UTF-8 byte order mark.
    return { text: decode(data, 'utf-8', true), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: one of the Windows encodings below, or refused.
  }
  const guess = chardet.analyse(data)[0];
  if (guess && guess.confidence >= 50 && OTHER_SCRIPTS.test(guess.name)) {
    throw badRequest('import.encodingUnknown');
  }
  const encoding = mostlyInRuns(data) ? 'windows-1256' : 'windows-1252';
  return { text: decodeWindows(data, encoding), encoding };
}
