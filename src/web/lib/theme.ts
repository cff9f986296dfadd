import {
  createTheme,
  type CSSVariablesResolver,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// The lightest backgrounds text sits on: table stripes (gray 1) and light badges are about this.
const LIGHT_BACKGROUND = luminance('#f1f3f5');
const AA = 4.6;

/** The colour, darkened in small steps until `enough` says so. */
function darken(hex: string, enough: (hex: string) => boolean): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const toHex = () => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  while (!enough(toHex())) [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.96)) as [number, number, number];
  return toHex();
}

const readsOnLight = (hex: string) => (LIGHT_BACKGROUND + 0.05) / (luminance(hex) + 0.05) >= AA;

/** Shades 7-9 dark enough for text on light backgrounds, each still darker than the one before. */
function textShades(shades: readonly string[]): MantineColorsTuple {
  const out = [...shades];
  for (let i = 7; i <= 9; i++) {
    const before = luminance(out[i - 1]!);
    out[i] = darken(shades[i]!, (hex) => readsOnLight(hex) && (i === 7 || luminance(hex) < before * 0.85));
  }
  return out as unknown as MantineColorsTuple;
}

/**
 * Shades 8 and 9 carry text: filled buttons (white on shade 8, the primary shade), outline
 * badges (shade 8) and light badges (shade 9). Mantine's orange, yellow, teal, cyan, lime and
 * green there read below 4.5:1, and its green 6, the old primary, at 2.4:1 on white; axe checks it.
 */
const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [name, textShades(shades)]),
);

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 8 },
  colors,
  defaultRadius: 'md',
  // A reader who asked the system for less motion gets none: notifications, menus and dialogs
  // appear and go without sliding or fading.
  respectReducedMotion: true,
  components: {
    // A dialog's header is not the page's banner: as <header> it made a second banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    // A wide table scrolls sideways as the browser scrolls (decision 0067): Mantine's ScrollArea
    // comes only where one is drawn (lib/table-scroll-shim.tsx), and no list draws one.
    // Positioned, so what a cell places absolutely (a visually hidden text) is clipped with the
    // table instead of widening a phone's page, as the ScrollArea's viewport did.
    TableScrollContainer: {
      defaultProps: { type: 'native' },
      styles: { scrollContainer: { position: 'relative' } },
    },
  },
});

/**
 * Mantine's dimmed grey (gray 6) and error red (red 6) read at 3.3:1 on white, its placeholder
 * grey (gray 5) at 2.1:1. These read at 4.5:1 or better on white and on table stripes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#62686f',
    '--mantine-color-placeholder': '#6b7178',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
