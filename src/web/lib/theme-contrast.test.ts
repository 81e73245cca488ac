import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST, overWhite } from './color-contrast';
import { cssVariablesResolver, theme } from './theme';

describe('light theme text colours', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(resolved).light;

  it.each(Object.keys(resolved.colors))(
    '%s: light badges and buttons reach 4.5:1 on their hovered tint',
    (name) => {
      const text = light[`--mantine-color-${name}-light-color`]!;
      const tint = overWhite(resolved.colors[name]![7], 0.12);
      expect(contrastRatio(tint, text)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    },
  );

  it('keeps colours that already read well as Mantine has them', () => {
    expect(light['--mantine-color-blue-light-color']).toBe(resolved.colors.blue[9]);
    expect(light['--mantine-color-motio-light-color']).toBe(resolved.colors.motio![9]);
  });
});
