import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's copy-and-paste would give it, one string per page, lines
 * joined by "\n" (pdf.js, the PDF engine of Firefox). For tests: it proves the PDF holds real,
 * selectable text, in reading order, and not pictures of letters.
 */
/**
 * One piece of drawn text: pdf.js gives a right-to-left one (`dir: 'rtl'`) in reading order, so
 * its drawn glyphs, left to right, are the reverse of `text`.
 */
export interface TextRun {
  text: string;
  dir: string;
  /** Where the run starts on the page, in points from its left edge, and its page (from 1). */
  x: number;
  page: number;
}

export async function pdfText(
  data: Uint8Array,
): Promise<{ pages: string[]; info: Record<string, unknown>; runs: TextRun[] }> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, disableFontFace: true })
    .promise;
  try {
    const pages: string[] = [];
    const runs: TextRun[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
        runs.push({ text: item.str, dir: item.dir, x: item.transform[4] as number, page: n });
      }
      pages.push(text);
    }
    const { info } = await doc.getMetadata();
    return { pages, info: info as Record<string, unknown>, runs };
  } finally {
    await doc.destroy();
  }
}
