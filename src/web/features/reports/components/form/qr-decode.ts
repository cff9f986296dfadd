/*
 * QR decoding for the device scanner (issue 17): zxing-wasm's reader, its WebAssembly served by the
 * app itself (Vite copies the .wasm into the build and names it here), never a CDN. Only the
 * scanner's lazy chunk imports this file.
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Decodes an image (a photo's file or a camera frame) to the texts of the QR codes in it. */
export type QrDecoder = (image: Blob | ImageData) => Promise<string[]>;

/** What the app sets of the reader's Emscripten module (whose global types the app does not load). */
export interface ReaderOverrides {
  locateFile?: (path: string, prefix: string) => string;
  wasmBinary?: ArrayBuffer;
}

const APP_WASM: ReaderOverrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

let prepared = false;

/** Where the reader's WebAssembly comes from: the app's copy unless told otherwise (a Node test). */
export function prepareQrReader(overrides: ReaderOverrides = APP_WASM) {
  prepareZXingModule({ overrides });
  prepared = true;
}

export const decodeQr: QrDecoder = async (image) => {
  if (!prepared) prepareQrReader();
  const results = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 4 });
  return results.filter((r) => r.isValid).map((r) => r.text);
};
