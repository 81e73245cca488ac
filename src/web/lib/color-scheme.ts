import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * Where the dark/light choice lives. public/theme-init.js reads the same key before
 * the first paint, so keep the two in step.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'motio-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({
  key: COLOR_SCHEME_STORAGE_KEY,
});
