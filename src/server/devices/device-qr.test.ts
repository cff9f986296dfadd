import { describe, expect, it } from 'vitest';
import { deviceQrText } from '@shared/schemas/devices';
import { newDeviceCode } from './devices.repository';
import { QR_QUIET_MODULES, qrMatrix, qrPng } from '../pdf/qr-code';
import { decodeQrCodes } from './qr-decode';

describe('the QR code of a device label', () => {
  it('decodes (zxing) to the device’s QR text, for many random codes', async () => {
    for (let i = 0; i < 10; i++) {
      const text = deviceQrText(newDeviceCode());
      const png = await qrPng(qrMatrix(text), 3);
      expect(await decodeQrCodes(png, 2)).toEqual([{ text, ecLevel: 'M' }]);
    }
  });

  it('is small enough to print an inch high: at most version 3 (29 modules) for a device code', () => {
    const matrix = qrMatrix(deviceQrText(newDeviceCode()));
    expect(matrix.size).toBeLessThanOrEqual(29);
    // 66 points for the code with its quiet zone: a module is over half a millimetre.
    expect(66 / (matrix.size + 2 * QR_QUIET_MODULES)).toBeGreaterThan(1.6);
  });

  it('still reads with a smudge: error correction M', async () => {
    const text = deviceQrText(newDeviceCode());
    const clean = qrMatrix(text);
    const smudged = {
      size: clean.size,
      dark: (x: number, y: number) =>
        x >= 10 && x <= 12 && y >= 10 && y <= 12 ? !clean.dark(x, y) : clean.dark(x, y),
    };
    expect((await decodeQrCodes(await qrPng(smudged, 3))).map((r) => r.text)).toEqual([text]);
  });
});
