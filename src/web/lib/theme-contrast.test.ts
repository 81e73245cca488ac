import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_CONTRAST } from './color-contrast';
import { cssVariablesResolver, theme } from './theme';

describe('light theme text colours', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(resolved).light;

  it.each(Object.keys(resolved.colors))(
    '%s: light badges and buttons reach 4.5:1 on their background, hovered or not',
    (name) => {
      const text = light[`--mantine-color-${name}-light-color`]!;
      for (const background of resolved.colors[name]!.slice(1, 3))
        expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    },
  );

  it('keeps colours that already read well as Mantine has them', () => {
    expect(light['--mantine-color-pink-light-color']).toBe(resolved.colors.pink[9]);
    expect(light['--mantine-color-motio-light-color']).toBe(resolved.colors.motio![9]);
  });
});
