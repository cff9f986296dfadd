import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function contrast(a: string, b: string) {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme colours', () => {
  const palettes = Object.entries(theme.colors ?? {});

  it('covers every palette', () => {
    expect(palettes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['green', 'red', 'orange', 'teal']),
    );
  });

  it.each(palettes)(
    '%s: shades 7-9 read at 4.5:1 as text on white and on table stripes, and as white on them',
    (_, shades) => {
      for (const shade of shades!.slice(7)) {
        expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrast(shade, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(palettes)('%s: each of shades 7-9 is darker than the one before', (_, shades) => {
    const ratios = shades!.slice(6).map((s) => contrast(s, '#ffffff'));
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
    expect(new Set(ratios).size).toBe(4);
  });
});
