import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What pdf.js's own canvas factory makes on Node (a @napi-rs/canvas canvas, pdf.js's own dependency). */
interface NodeCanvas {
  canvas: { toBuffer(type: 'image/png'): Buffer };
  context: CanvasRenderingContext2D;
}

/**
 * A page of a PDF drawn as a PNG by pdf.js (the PDF engine of Firefox) at `scale` (1 = 72 dpi).
 * For tests: what a printer would put on paper, for a scanner to read back.
 */
export async function pdfPagePng(data: Uint8Array, page: number, scale: number): Promise<Buffer> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, disableFontFace: true })
    .promise;
  try {
    const pdfPage = await doc.getPage(page);
    const viewport = pdfPage.getViewport({ scale });
    const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): NodeCanvas } })
      .canvasFactory;
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await pdfPage.render({ canvas: null, canvasContext: context, viewport, background: '#ffffff' }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await doc.destroy();
  }
}
