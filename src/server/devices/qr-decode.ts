import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let ready: Promise<unknown> | undefined;

/**
 * The texts of the QR codes in a PNG, read by zxing (the scanner library the web app serves).
 * For tests. zxing's loader fetches its .wasm by URL, which Node cannot do for a file: it is given
 * the bytes from node_modules instead.
 */
export async function decodeQrCodes(png: Buffer, max = 1): Promise<{ text: string; ecLevel: string }[]> {
  ready ??= Promise.resolve(
    prepareZXingModule({
      overrides: {
        wasmBinary: new Uint8Array(
          readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')),
        ).buffer,
      },
      fireImmediately: true,
    }),
  );
  await ready;
  const results = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], maxNumberOfSymbols: max });
  return results.map((r) => ({ text: r.text, ecLevel: r.ecLevel }));
}
