import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const run = promisify(execFile);
const GOLDEN = path.join(import.meta.dirname, 'golden');

/** One page of a PDF as poppler draws it at 50 dpi: a PNG small enough to keep in the repository. */
export async function renderPage(pdf: Buffer, page: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-golden-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    const out = path.join(dir, 'page');
    await run('pdftoppm', [
      '-r',
      '50',
      '-png',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      path.join(dir, 'in.pdf'),
      out,
    ]);
    return await readFile(`${out}.png`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * How far page `page` of `pdf` is from the reviewed image `golden/<name>.png` (issue 35): the share
 * of pixels pixelmatch sees as different (its anti-aliasing allowance on). `UPDATE_GOLDEN=1`
 * writes the page as the new image instead, to be looked at before it is committed.
 */
export async function goldenDifference(pdf: Buffer, page: number, name: string): Promise<number> {
  if (process.env.UPDATE_GOLDEN === '1') {
    await writeFile(path.join(GOLDEN, `${name}.png`), await renderPage(pdf, page));
    return 0;
  }
  return differenceFrom(pdf, page, name);
}

/** The same comparison, never writing: for a page that must differ from a reviewed one. */
export async function differenceFrom(pdf: Buffer, page: number, name: string): Promise<number> {
  const drawn = await renderPage(pdf, page);
  const file = path.join(GOLDEN, `${name}.png`);
  const actual = PNG.sync.read(drawn);
  const expected = PNG.sync.read(await readFile(file));
  if (actual.width !== expected.width || actual.height !== expected.height) return 1;
  const { width, height } = actual;
  const different = pixelmatch(actual.data, expected.data, null, width, height, { threshold: 0.1 });
  return different / (width * height);
}
