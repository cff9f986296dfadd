/**
 * The fonts are parsed once per process and serve every document (fonts.ts). Which document came
 * first must not change what a later one's text reads as: each glyph is known by its character
 * from the start, not by whatever first asked for it (a middle dot is drawn with a full stop, and a
 * document with a middle dot but no full stop used to leave the full stop without its character
 * for every later document of the process: "Reg. No." read back as "Reg2 No2"; the same for an
 * Arabic letter drawn inside another: "فحص" read back as "فص").
 */
import { describe, expect, it } from 'vitest';
import { PdfWriter, STYLES } from './pdf-writer';
import { pdfText } from './pdf-text';

async function textOf(line: string) {
  const pdf = new PdfWriter({ title: 'Fonts', author: 'Fieldbook', subject: 'Fonts' });
  pdf.paragraph(line, STYLES.body);
  return (await pdfText(await pdf.toBuffer())).pages.join('\n');
}

describe('the fonts shared by every document', () => {
  it('read back the same whichever document of the process came first', async () => {
    // First in this process (the unit project runs each file in a fresh one): a middle dot and no
    // full stop; "خ" (hah with a dot) and no "ح"; in the Arabic font, "…" and no full stop.
    expect(await textOf('Kitchen · Dock')).toContain('Kitchen · Dock');
    expect(await textOf('المطبخ والمخزن …')).toContain('المطبخ والمخزن');
    expect(await textOf('EPA Reg. No. 1234-56 · 1.5 fl oz… done')).toContain(
      'EPA Reg. No. 1234-56 · 1.5 fl oz… done',
    );
    const arabic = await textOf('تم فحص المطبخ. 1.5 للحشرات');
    expect(arabic).toContain('تم فحص المطبخ');
    expect(arabic).toContain('للحشرات');
    expect(arabic).toContain('1.5');
    expect(arabic.match(/\./g)).toHaveLength(2);
  });
});
