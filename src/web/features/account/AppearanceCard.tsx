import {
  SegmentedControl,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useId } from 'react';
import { SectionCard } from '../../components/page/SectionCard';

const choices: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Match device' },
];

const isChoice = (value: string): value is MantineColorScheme =>
  choices.some((choice) => choice.value === value);

/**
 * Light or dark. The same Mantine colour-scheme manager as the top bar's toggle
 * (lib/color-scheme.ts), so the two always agree.
 */
export function AppearanceCard() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();

  return (
    <SectionCard title="Appearance" description="Saved in this browser.">
      <Text size="sm" fw={500} id={labelId}>
        Colour scheme
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={choices}
        value={colorScheme}
        onChange={(value) => {
          if (isChoice(value)) setColorScheme(value);
        }}
        fullWidth
        maw={420}
      />
    </SectionCard>
  );
}
