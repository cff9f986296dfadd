import { deflateSync } from 'node:zlib';

/**
 * Small real images for tests and the PDF benchmark, made without an image library: a PNG is
 * zlib-compressed scanlines in CRC-checked chunks (RFC 2083).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG whose pixels `paint(x, y)` gives as [r, g, b, a]. */
export function makePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x++) rows.set(paint(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A drawn-looking signature: a dark wavy stroke on a transparent background. */
export function signaturePng(width = 480, height = 160): Buffer {
  return makePng(width, height, (x, y) => {
    const curve = height / 2 + Math.sin(x / 23) * (height / 4) + Math.cos(x / 7) * 6;
    return Math.abs(y - curve) < 3 ? [20, 30, 60, 255] : [0, 0, 0, 0];
  });
}

/** A photo-sized opaque picture: a colour gradient with a few shapes. */
export function photoPng(width = 640, height = 480): Buffer {
  return makePng(width, height, (x, y) => {
    const inCircle = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 4) ** 2;
    return inCircle ? [230, 200, 60, 255] : [(x * 255) / width, 120, (y * 255) / height, 255];
  });
}
