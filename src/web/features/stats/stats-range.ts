import { localDateTimeOf } from '../../../domain/clinic-time.js';
import { addDays, mondayOf, statsQuerySchema, type StatsQuery } from '../../../domain/stats.js';

export const rangePresets = ['last-4-weeks', 'last-12-weeks', 'this-year', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

export const presetLabels: Record<RangePreset, string> = {
  'last-4-weeks': 'Last 4 weeks',
  'last-12-weeks': 'Last 12 weeks',
  'this-year': 'This year',
  custom: 'Custom',
};

type PresetName = Exclude<RangePreset, 'custom'>;
const presetNames = rangePresets.filter((name): name is PresetName => name !== 'custom');

export const DEFAULT_PRESET: PresetName = 'last-12-weeks';

export interface StatsRange extends StatsQuery {
  preset: RangePreset;
}

/** The clinic's today, 'YYYY-MM-DD'. */
export const clinicToday = (timeZone: string) => localDateTimeOf(new Date(), timeZone).date;

/** Whole weeks (Monday first) up to today, this week included; the year from 1 January. */
export function presetDays(preset: PresetName, today: string): StatsQuery {
  if (preset === 'this-year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  const weeks = preset === 'last-4-weeks' ? 4 : 12;
  return { from: addDays(mondayOf(today), -7 * (weeks - 1)), to: today };
}

/**
 * The range of the address: `?range=` a preset, or `?range=custom&from=&to=`. A missing or
 * broken one is the default preset, so an old or hand-edited link still opens the screen.
 */
export function readRange(params: URLSearchParams, today: string): StatsRange {
  const preset = params.get('range') as RangePreset | null;
  if (preset === 'custom') {
    const days = statsQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
    if (days.success) return { preset, ...days.data };
  }
  const chosen = presetNames.find((name) => name === preset) ?? DEFAULT_PRESET;
  return { preset: chosen, ...presetDays(chosen, today) };
}

export function writeRange(range: StatsRange): URLSearchParams {
  if (range.preset !== 'custom') return new URLSearchParams({ range: range.preset });
  return new URLSearchParams({ range: 'custom', from: range.from, to: range.to });
}
