import { createDarkTheme, createLightTheme, webDarkTheme, type BrandVariants, type Theme as FluentTheme } from '@fluentui/react-components';
import type { Theme } from '../state/preferences.ts';

/** Balcão red: shade 80 is the primary colour of the light theme. */
export const balcaoRed: BrandVariants = {
  10: '#140404',
  20: '#2f0a0a',
  30: '#4b1010',
  40: '#661616',
  50: '#811d1d',
  60: '#9c2323',
  70: '#b82929',
  80: '#d32f2f',
  90: '#d84545',
  100: '#dd5c5c',
  110: '#e27272',
  120: '#e78888',
  130: '#ec9e9e',
  140: '#f1b5b5',
  150: '#f6cbcb',
  160: '#fbe1e1',
};

export const lightTheme: FluentTheme = createLightTheme(balcaoRed);

/** A ramp from near-black to white: the dark theme's primary comes out white-ish. */
const whiteRamp: BrandVariants = {
  10: '#141414',
  20: '#1f1f1f',
  30: '#2e2e2e',
  40: '#bdbdbd',
  50: '#cccccc',
  60: '#d6d6d6',
  70: '#e6e6e6',
  80: '#f0f0f0',
  90: '#f5f5f5',
  100: '#fafafa',
  110: '#ffffff',
  120: '#ffffff',
  130: '#ffffff',
  140: '#ffffff',
  150: '#ffffff',
  160: '#ffffff',
};

function brandColorsOf(theme: FluentTheme): Partial<FluentTheme> {
  return Object.fromEntries(Object.entries(theme).filter(([key]) => key.startsWith('color') && key.includes('Brand')));
}

/** Fluent's web dark theme with every brand colour taken from the white ramp instead of the blue one. */
export const darkTheme: FluentTheme = {
  ...webDarkTheme,
  ...brandColorsOf(createDarkTheme(whiteRamp)),
  // Text on a white-ish primary button must be dark.
  colorNeutralForegroundOnBrand: '#141414',
};

export function fluentThemeOf(theme: Theme): FluentTheme {
  return theme === 'dark' ? darkTheme : lightTheme;
}
