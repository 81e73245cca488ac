import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';
import { readableOn } from './color-contrast';

/**
 * Motio's calm clinical teal. Shade 7 carries white text at 5.1:1 and shade 8 at 6.4:1
 * (WCAG AA), which is why they are the primary shades in light and dark mode.
 */
const motio: MantineColorsTuple = [
  '#e6f6f6',
  '#cdeced',
  '#9fd8db',
  '#6cc2c7',
  '#43afb5',
  '#29a2a9',
  '#168f96',
  '#0c7a81',
  '#056970',
  '#00575d',
];

const fontFamily =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { motio },
  primaryColor: 'motio',
  primaryShade: { light: 7, dark: 8 },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  // One spacing scale for the whole app, on a 4 px grid.
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  // md (62em = 992 px) is the dashboard's sidebar breakpoint.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Links in running text must not rely on colour alone (WCAG 1.4.1; the dark theme's link
    // colour is too close to its text colour for 3:1).
    Anchor: { defaultProps: { underline: 'always' } },
  },
  respectReducedMotion: true,
});

/**
 * Light badges, buttons and alerts put shade 9 on shade 1 (shade 2 when hovered): green, teal,
 * yellow and orange reach only about 3-4:1 there. Each colour's text is darkened, keeping its hue,
 * until it reaches 4.5:1 on the hovered background.
 */
function lightVariantTextColors(resolved: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(resolved.colors).map(([name, shades]) => [
      `--mantine-color-${name}-light-color`,
      readableOn(shades[2], shades[9]),
    ]),
  );
}

/**
 * Mantine's default "dimmed" grey reaches only 3.3:1 on white, and its field-error red 3.3:1
 * (light) and 3.4:1 (dark); these pass WCAG AA (>= 4.5:1) on the page background in both
 * schemes (red 9 on white 5.5:1, red 5 on dark 7 5.6:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...lightVariantTextColors(resolved),
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
