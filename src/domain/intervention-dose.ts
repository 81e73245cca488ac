import type { PlanIntervention } from './clinical.js';

/** '3 × 10', '3 sets', '1 set', '10 repetitions', or '' when neither is given. */
export function setsAndRepetitions({
  sets,
  repetitions,
}: Pick<PlanIntervention, 'sets' | 'repetitions'>): string {
  if (sets != null && repetitions != null) return `${sets} × ${repetitions}`;
  if (sets != null) return `${sets} ${sets === 1 ? 'set' : 'sets'}`;
  if (repetitions != null) return `${repetitions} repetitions`;
  return '';
}

/** "3 × 10, daily": an intervention's dose in words, '' when the plan gives none. */
export function interventionDose(
  item: Pick<PlanIntervention, 'sets' | 'repetitions' | 'frequency'>,
): string {
  return [setsAndRepetitions(item), item.frequency].filter(Boolean).join(', ');
}
