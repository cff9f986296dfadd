import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video file Chromium's fake camera plays in a loop (`--use-file-for-fake-video-capture`): the QR
 * code of `text` on white, as a phone camera held over a printed label would see it. Y4M is raw
 * frames: the grey image is the luma plane, and neutral chroma (128) makes it black and white.
 */
export async function writeQrVideo(file: string, text: string): Promise<void> {
  const qr = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, width: 360 });
  const luma = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' },
  })
    .composite([{ input: qr, gravity: 'center' }])
    .greyscale()
    .raw()
    .toColourspace('b-w')
    .toBuffer();
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  // A few identical frames: the fake camera loops them.
  await writeFile(file, Buffer.concat([header, frame, frame, frame]));
}
