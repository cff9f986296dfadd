import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceQrText } from '@shared/schemas/device-values';
import { decodeQr, prepareQrReader } from './qr-decode';

// In Node the app's wasm URL cannot be fetched: the same reader is given the package's own bytes.
beforeAll(() => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareQrReader({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) });
});

describe('decodeQr', { timeout: 20_000 }, () => {
  it('reads a device label from a real QR code PNG', async () => {
    const png = await QRCode.toBuffer(deviceQrText('k7f3q9'), { type: 'png', margin: 2, scale: 6 });
    expect(await decodeQr(new Blob([new Uint8Array(png)], { type: 'image/png' }))).toEqual(['FB-D:k7f3q9']);
  });

  it('finds nothing in an image without a code', async () => {
    const blank = await QRCode.toBuffer('x', {
      type: 'png',
      color: { dark: '#ffffffff', light: '#ffffffff' },
    });
    expect(await decodeQr(new Blob([new Uint8Array(blank)], { type: 'image/png' }))).toEqual([]);
  });
});
