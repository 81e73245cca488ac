import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { statsQuerySchema } from '../../../domain/stats.js';
import { dayLabel } from './stats-format';
import {
  presetDays,
  presetLabels,
  rangePresets,
  type RangePreset,
  type StatsRange,
} from './stats-range';

interface StatsRangePickerProps {
  range: StatsRange;
  today: string;
  timeZone: string;
  onChange: (range: StatsRange) => void;
}

/** Theme breakpoint sm (48em): the presets side by side from tablets up. */
const WIDE_MEDIA_QUERY = '(min-width: 48em)';

/** Presets, or two days of the clinic's calendar (both included). */
export function StatsRangePicker({ range, today, timeZone, onChange }: StatsRangePickerProps) {
  const wide = useMediaQuery(WIDE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const rangeKey = `${range.preset}:${range.from}:${range.to}`;
  // "Custom" opens the fields for the range on screen; any other range closes them again.
  const [customAskedOn, setCustomAskedOn] = useState<string | null>(null);
  const customOpen = range.preset === 'custom' || customAskedOn === rangeKey;
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const choose = (preset: RangePreset) => {
    if (preset === 'custom') {
      setFrom(range.from);
      setTo(range.to);
      setErrors({});
      setCustomAskedOn(rangeKey);
      return;
    }
    onChange({ preset, ...presetDays(preset, today) });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = statsQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      const found: { from?: string; to?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'from' | 'to';
        found[field] ??= field === 'from' && !from ? 'Enter the first day.' : issue.message;
      }
      if (!to) found.to = 'Enter the last day.';
      setErrors(found);
      return;
    }
    setErrors({});
    setCustomAskedOn(null);
    onChange({ preset: 'custom', ...parsed.data });
  };

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Date range"
        value={customOpen ? 'custom' : range.preset}
        onChange={(value) => choose(value as RangePreset)}
        data={rangePresets.map((preset) => ({ value: preset, label: presetLabels[preset] }))}
        orientation={wide ? 'horizontal' : 'vertical'}
        fullWidth={!wide}
        w={wide ? 'fit-content' : undefined}
      />
      {customOpen && (
        <form onSubmit={apply} noValidate aria-label="Custom date range">
          <Group align="flex-start" gap="sm">
            <TextInput
              type="date"
              label="From"
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
              error={errors.from}
              required
            />
            <TextInput
              type="date"
              label="To"
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              error={errors.to}
              required
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }}>
              Show
            </Button>
          </Group>
        </form>
      )}
      <Text size="sm" c="dimmed" role="status">
        {dayLabel(range.from)} – {dayLabel(range.to)}, days in the clinic's time zone ({timeZone})
      </Text>
    </Stack>
  );
}
