import {
  createTheme,
  type CSSVariablesResolver,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

/** A Mantine palette with some shades replaced. */
const withShades = (name: 'green' | 'teal', shades: Record<number, string>) =>
  DEFAULT_THEME.colors[name].map((color, i) => shades[i] ?? color) as unknown as MantineColorsTuple;

/**
 * The app's colours meet the WCAG AA contrast of 4.5:1 that axe checks. Mantine's green 6 on
 * white is 2.4:1, so green's darker half is darkened (its tints, 0-4, stay); teal 9 is the text of
 * light teal badges ("Active"), 4.3:1 as Mantine has it.
 */
export const theme = createTheme({
  primaryColor: 'green',
  // Filled buttons of every colour use this shade: Mantine's red 8 carries white text at 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  colors: {
    green: withShades('green', { 5: '#37b24d', 6: '#2b8a3e', 7: '#1e7b34', 8: '#1a6e2f', 9: '#145724' }),
    teal: withShades('teal', { 9: '#066649' }),
  },
  defaultRadius: 'md',
  components: {
    // A dialog's header is not the page's banner: as <header> it made a second banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

/** Mantine's dimmed grey (gray 6) is 3.3:1 on white; gray 7 reads at 7.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
