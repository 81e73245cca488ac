import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Switches between light and dark at once; Mantine's colour-scheme manager stores the choice
 * under `motio-color-scheme` and sets `data-mantine-color-scheme` on <html>.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle color scheme"
      title={`Switch to ${next} mode`}
      onClick={() => setColorScheme(next)}
    >
      {current === 'dark' ? (
        <IconSun size={18} stroke={1.7} aria-hidden />
      ) : (
        <IconMoon size={18} stroke={1.7} aria-hidden />
      )}
    </ActionIcon>
  );
}
