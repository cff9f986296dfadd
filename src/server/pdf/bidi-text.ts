import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import { type FontKey, hasGlyph, withDirection } from './fonts';

/**
 * Line layout for mixed left-to-right and right-to-left text (Arabic, Persian) in pdfkit.
 *
 * pdfkit shapes text through fontkit (Arabic joining forms, ligatures), but it knows nothing of
 * the Unicode bidirectional algorithm: the words of a right-to-left sentence, and runs of mixed
 * direction, would come out in reading order. So each paragraph is broken into lines here
 * (greedy, at spaces), bidi-js (UAX #9) finds each line's runs and their visual order, and each
 * run is drawn left to right as one piece, shaped by fontkit in its own direction, with brackets
 * mirrored in right-to-left runs. A line of a right-to-left paragraph is drawn all in the Arabic
 * font, so PDF text extractors see it as one piece of text and read it back in reading order.
 */

const bidi = bidiFactory();

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export interface Piece {
  text: string;
  font: FontKey;
  rtl: boolean;
  width: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
  rtl: boolean;
}

/** Characters of the Arabic blocks and presentation forms. */
function isArabicChar(code: number): boolean {
  return (
    (code >= 0x0600 && code <= 0x06ff) ||
    (code >= 0x0750 && code <= 0x077f) ||
    (code >= 0x0870 && code <= 0x08ff) ||
    (code >= 0xfb50 && code <= 0xfdff) ||
    (code >= 0xfe70 && code <= 0xfeff)
  );
}

/** Any character of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, …). */
const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** Invisible format characters (bidi marks, zero-width space): they steer layout but draw nothing.
 * The zero-width (non-)joiners stay: fontkit shapes Persian words such as "می‌خواهم" by them. */
const INVISIBLE = /[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

const fontOf = (arabic: boolean, bold: boolean | undefined): FontKey =>
  `${arabic ? 'arabic' : 'latin'}${bold ? '-bold' : ''}`;

/**
 * Splits a run into pieces of one font: Arabic script in the Arabic font; other characters in the
 * Latin font, or, inside a right-to-left paragraph, in the Arabic font while it has the glyph.
 */
function fontRuns(text: string, preferArabic: boolean, bold: boolean | undefined) {
  const runs: { text: string; font: FontKey }[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const arabic = isArabicChar(code) || (preferArabic && hasGlyph(fontOf(true, bold), code));
    const font = fontOf(arabic, bold);
    const last = runs.at(-1);
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  return runs;
}

export class TextLayout {
  /**
   * `rtlPage`: the page reads right to left (an Arabic or Persian PDF, issue 35): every line starts
   * at the right, and a paragraph holding right-to-left script is a right-to-left paragraph even
   * when it opens with a Latin word or a number.
   */
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly rtlPage = false,
  ) {}

  private widthOf(text: string, font: FontKey, size: number, rtl: boolean): number {
    if (!text) return 0;
    return withDirection(rtl ? 'rtl' : 'ltr', () =>
      this.doc.font(font).fontSize(size).widthOfString(text, { features: [] }),
    );
  }

  /** The width of a word or two in reading order, for line breaking. */
  measure(text: string, style: TextStyle): number {
    const visible = text.replace(INVISIBLE, '');
    return fontRuns(visible, false, style.bold).reduce(
      // The default (space-split, cached) layout: measuring is per word, and fast.
      (w, r) => w + this.doc.font(r.font).fontSize(style.size).widthOfString(r.text),
      0,
    );
  }

  /** Distance between baselines, the same for every line of a style (both fonts fit in it). */
  lineHeight(style: TextStyle): number {
    return style.size * 1.55;
  }

  /** The lines of a text broken to a width; each paragraph ("\n") starts a line. */
  lines(text: string, width: number, style: TextStyle): Line[] {
    const out: Line[] = [];
    for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
      const mixed = RTL_SCRIPT.test(paragraph);
      const levels = mixed ? bidi.getEmbeddingLevels(paragraph, this.rtlPage ? 'rtl' : undefined) : null;
      const rtl = levels !== null && (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
      if (paragraph.trim() === '') {
        out.push({ pieces: [], width: 0, rtl });
        continue;
      }
      for (const [start, end] of this.breakLines(paragraph, width, style)) {
        out.push(
          levels
            ? this.visualLine(paragraph, levels, start, end, rtl, style)
            : this.plainLine(paragraph.slice(start, end), style),
        );
      }
    }
    return out;
  }

  /** Greedy line breaking at spaces; a word wider than the line is broken between characters. */
  private breakLines(text: string, width: number, style: TextStyle): [number, number][] {
    const lines: [number, number][] = [];
    let lineStart = -1;
    let lineEnd = 0;
    let used = 0;
    for (const m of text.matchAll(/(\S+)(\s*)/g)) {
      const wordStart = m.index;
      const word = m[1]!;
      const wordWidth = this.measure(word, style);
      const spaceWidth = this.measure(m[2]!, style);
      if (lineStart >= 0 && used + wordWidth > width) {
        lines.push([lineStart, lineEnd]);
        lineStart = -1;
        used = 0;
      }
      if (wordWidth <= width) {
        if (lineStart < 0) lineStart = wordStart;
        lineEnd = wordStart + word.length;
        used += wordWidth + spaceWidth;
        continue;
      }
      // A very long word (a URL, say): as many characters per line as fit.
      let pieceStart = wordStart;
      let pieceWidth = 0;
      for (let i = wordStart; i < wordStart + word.length;) {
        const ch = String.fromCodePoint(text.codePointAt(i)!);
        const w = this.measure(ch, style);
        if (pieceWidth + w > width && i > pieceStart) {
          lines.push([pieceStart, i]);
          pieceStart = i;
          pieceWidth = 0;
        }
        pieceWidth += w;
        i += ch.length;
      }
      lineStart = pieceStart;
      lineEnd = wordStart + word.length;
      used = pieceWidth + spaceWidth;
    }
    if (lineStart >= 0) lines.push([lineStart, lineEnd]);
    return lines;
  }

  private piece(text: string, font: FontKey, rtl: boolean, size: number): Piece {
    return { text, font, rtl, width: this.widthOf(text, font, size, rtl) };
  }

  /** A line with nothing right-to-left: pieces by font only. */
  private plainLine(text: string, style: TextStyle): Line {
    const pieces = fontRuns(text.replace(INVISIBLE, ''), false, style.bold).map((r) =>
      this.piece(r.text, r.font, false, style.size),
    );
    return { pieces, width: pieces.reduce((w, p) => w + p.width, 0), rtl: false };
  }

  private visualLine(
    text: string,
    levels: EmbeddingLevels,
    start: number,
    end: number,
    rtl: boolean,
    style: TextStyle,
  ): Line {
    // The line's characters in visual order (UAX #9, L2), as indices into the paragraph.
    const order = Array.from({ length: end - start }, (_, i) => start + i);
    for (const [a, b] of bidi.getReorderSegments(text, levels, start, end - 1)) {
      const part = order.slice(a - start, b - start + 1).reverse();
      order.splice(a - start, part.length, ...part);
    }
    // fontkit does not mirror: "(" read right to left must be drawn as ")". This call takes the
    // levels array itself (unlike getReorderSegments, which takes the whole result).
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
    // Runs: neighbours in visual order that are neighbours in reading order at the same level.
    const runs: number[][] = [];
    for (const i of order) {
      const run = runs.at(-1);
      const last = run?.at(-1);
      const odd = levels.levels[i]! % 2 === 1;
      if (
        run &&
        last !== undefined &&
        levels.levels[last] === levels.levels[i] &&
        i === last + (odd ? -1 : 1)
      ) {
        run.push(i);
      } else {
        runs.push([i]);
      }
    }
    const pieces: Piece[] = [];
    for (const run of runs) {
      const odd = levels.levels[run[0]!]! % 2 === 1;
      // Each piece is given in reading order; fontkit reverses a right-to-left one after shaping.
      const logical = odd ? [...run].reverse() : run;
      const chars = logical
        .map((i) => mirrored.get(i) ?? text[i]!)
        .join('')
        .replace(INVISIBLE, '');
      const parts = fontRuns(chars, rtl || odd, style.bold);
      for (const part of odd ? parts.reverse() : parts) {
        pieces.push(this.piece(part.text, part.font, odd, style.size));
      }
    }
    return { pieces, width: pieces.reduce((w, p) => w + p.width, 0), rtl };
  }

  /**
   * Draws a line with its baseline at `baseline`, from the start side of its direction (the right
   * on a right-to-left page), or against the side `align` names.
   */
  drawLine(
    line: Line,
    x: number,
    baseline: number,
    width: number,
    style: TextStyle,
    align?: 'left' | 'right',
  ): void {
    const right = align ? align === 'right' : line.rtl || this.rtlPage;
    let cx = right ? x + width - line.width : x;
    for (const piece of line.pieces) {
      withDirection(piece.rtl ? 'rtl' : 'ltr', () =>
        this.doc
          .font(piece.font)
          .fontSize(style.size)
          .fillColor(style.color ?? '#111111')
          // `features` makes pdfkit shape the piece whole, not word by word.
          .text(piece.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] }),
      );
      cx += piece.width;
    }
  }
}
