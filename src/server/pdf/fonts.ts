import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The PDF's fonts: Noto Sans for Latin, Greek and Cyrillic text, Vazirmatn for Arabic and Persian
 * (with the shaping tables fontkit applies). Embedded as subsets of the glyphs used. Vazirmatn
 * draws each letter form as a glyph of its own, so a PDF text extractor reads every letter back;
 * Noto Sans Arabic builds letters from a shared base glyph plus dots, which extractors misread.
 */
const FILES = {
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'latin-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  arabic: '@expo-google-fonts/vazirmatn/400Regular/Vazirmatn_400Regular.ttf',
  'arabic-bold': '@expo-google-fonts/vazirmatn/700Bold/Vazirmatn_700Bold.ttf',
} as const;

export type FontKey = keyof typeof FILES;
export const FONT_KEYS = Object.keys(FILES) as FontKey[];

/** The part of a fontkit glyph read here. */
interface FontkitGlyph {
  codePoints: number[];
}

/** The part of a fontkit font used here; fontkit is pdfkit's own font engine. */
interface FontkitFont {
  getGlyph(id: number, characters?: number[]): FontkitGlyph | null;
  /** fontkit's glyph objects, by glyph id, made on first use. */
  _glyphs: Record<number, FontkitGlyph | undefined>;
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): unknown;
  createSubset(): unknown;
  hasGlyphForCodePoint(codePoint: number): boolean;
}
interface Fontkit {
  create(data: Buffer): FontkitFont;
}

/** pdfkit's embedded font object: its fontkit font, subset, and glyph-to-text map. */
interface EmbeddedFont {
  font: FontkitFont;
  subset: unknown;
  unicode: number[][];
}

let loaded: { data: Record<FontKey, Buffer>; parsed: Record<FontKey, FontkitFont> } | undefined;

/** Reads and parses the fonts once per process; their shaping tables are built on first use. */
function fonts() {
  if (!loaded) {
    const fontkit = require('fontkit') as Fontkit;
    const data = Object.fromEntries(
      FONT_KEYS.map((key) => [key, readFileSync(require.resolve(FILES[key]))]),
    ) as Record<FontKey, Buffer>;
    const parsed = Object.fromEntries(
      FONT_KEYS.map((key) => {
        const font = fontkit.create(data[key]);
        nameGlyphsByCharacters(font);
        // Builds the GSUB/GPOS lookups now, not in the middle of someone's download.
        font.layout('Report سلام ۱۲');
        return [key, directed(font)];
      }),
    ) as Record<FontKey, FontkitFont>;
    loaded = { data, parsed };
  }
  return loaded;
}

/**
 * fontkit keeps one object per glyph, named by the characters it was first asked for, and pdfkit
 * writes that name into each document's text map. A glyph first made without characters, as a
 * part of another one while a document's fonts are written (the full stop inside a middle dot
 * "·", an Arabic letter's joined form inside another letter's), would read back wrong in every
 * later document of the process: "Reg. No." as "Reg2 No2", "فحص" as "فص". Such a glyph is made
 * anew the first time it is asked for with its characters.
 */
function nameGlyphsByCharacters(font: FontkitFont): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    if (characters.length > 0 && font._glyphs[id]?.codePoints.length === 0) delete font._glyphs[id];
    return getGlyph(id, characters);
  };
}

/**
 * The direction the next text is shaped in. pdfkit lets fontkit guess it from the script, which
 * is wrong for a right-to-left run that starts with a digit or a Latin word; the bidi layout
 * knows each run's direction and says so here just before drawing or measuring it.
 */
let direction: 'ltr' | 'rtl' | undefined;
export function withDirection<T>(dir: 'ltr' | 'rtl', fn: () => T): T {
  direction = dir;
  try {
    return fn();
  } finally {
    direction = undefined;
  }
}

/** What fontkit's layout answers, as far as pdfkit reads it. */
interface GlyphRun {
  glyphs: unknown[];
  positions: Record<string, number>[];
}

/** Shaped runs kept between documents: labels, options and common words come back every time. */
const SHAPED_MAX = 20_000;

/**
 * A fontkit font whose layout follows `withDirection` and remembers what it shaped; everything
 * else is the font itself. pdfkit scales a run's positions in place, so each caller gets its own
 * copy of them (the glyphs themselves are only read).
 */
function directed(font: FontkitFont): FontkitFont {
  const shaped = new Map<string, GlyphRun>();
  const layout = (text: string, features?: unknown): GlyphRun => {
    const key = `${direction ?? ''}|${features === undefined ? '' : JSON.stringify(features)}|${text}`;
    let run = shaped.get(key);
    if (!run) {
      run = font.layout(text, features, undefined, undefined, direction) as GlyphRun;
      if (shaped.size >= SHAPED_MAX) shaped.clear();
      shaped.set(key, run);
    }
    const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
    Object.assign(copy, run, { glyphs: [...run.glyphs], positions: run.positions.map((p) => ({ ...p })) });
    return copy;
  };
  return new Proxy(font, {
    get(target, prop) {
      if (prop === 'layout') return layout;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export function hasGlyph(key: FontKey, codePoint: number): boolean {
  return fonts().parsed[key].hasGlyphForCodePoint(codePoint);
}

/**
 * Registers the four fonts with a document. pdfkit parses a font anew for every document, and
 * building Noto Sans's layout tables costs hundreds of milliseconds each time; so each document's
 * embedded font is given the process's already-parsed fontkit font (and a fresh subset of it).
 * fontkit fonts are not changed by laying out text, so one can serve every document.
 */
export function attachFonts(doc: PDFKit.PDFDocument): void {
  const { data, parsed } = fonts();
  for (const key of FONT_KEYS) {
    doc.registerFont(key, data[key]);
    doc.font(key);
    const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
    embedded.font = parsed[key];
    embedded.subset = parsed[key].createSubset();
  }
}

const isArabic = (code: number) => code >= 0x0600 && code <= 0x06ff;

/**
 * A ligature glyph (lam-alef) stands for two letters, which pdfkit writes to the PDF's text map
 * in reading order. Text extractors read a right-to-left line in visual order and then reverse
 * it, and so would turn "لا" into "ال"; written reversed, the ligature comes back right. Only the
 * Arabic fonts' ligatures are affected, and those only ever appear in right-to-left text.
 */
export function fixArabicLigatureText(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies: Record<string, EmbeddedFont> })._fontFamilies;
  for (const key of ['arabic', 'arabic-bold'] as const) {
    const map = families[key]?.unicode ?? [];
    map.forEach((codePoints, gid) => {
      if (codePoints.length > 1 && codePoints.every(isArabic)) map[gid] = [...codePoints].reverse();
    });
  }
}

/** Loads the fonts ahead of the first PDF (benchmarks). */
export function warmFonts(): void {
  fonts();
}

/** Loads the fonts after the current request has answered, unless they are loaded already. */
export function warmFontsSoon(): void {
  if (!loaded) setImmediate(fonts);
}
