import type { ProgressEntry, TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { isPainGoal, sameMeasure } from './goal-measures';
import { formatMeasure, formatPlanDate, formatShortDate } from './plan-display';

type Goal = TreatmentPlan['goals'][number];
type Point = { date: string; value: number };

export interface ChartTarget {
  goalId: string;
  value: number;
  label: string;
}

export interface ProgressChartModel {
  /** The chart's heading, e.g. 'Pain (0–10)' or 'KOOS'. */
  title: string;
  unit?: string;
  /** One row per entry that has a value: `date` (axis label) plus one key per series. */
  data: Record<string, string | number | null>[];
  /** `color` only where the line is not a measured value (a goal's baseline). */
  series: { name: string; label: string; color?: string }[];
  /** The value axis: every point and every target fits. */
  yDomain: [number, number];
  /** Pain's 0–10 scale has fixed ticks; the others are chosen by the chart. */
  yTicks?: number[];
  /** Named lines: shown when there is more than one, or the one is not named by the title. */
  withLegend: boolean;
  /** One dashed line per goal the chart measures. */
  targets: ChartTarget[];
  /** The text alternative: what the chart shows, in a sentence or two. */
  summary: string;
  /** Shown under the heading of a goal's chart that has no recorded values yet. */
  note?: string;
}

const PAIN_TITLE = 'Pain (0–10)';
const PAIN_SCALE = { yDomain: [0, 10] as [number, number], yTicks: [0, 2, 4, 6, 8, 10] };

const goalName = (goal: Goal) => goal.measure || goal.description;

/** 'Target 135', or 'Knee flexion (°): target 135' where several goals share the chart. */
function targetsOf(goals: Goal[]): ChartTarget[] {
  return goals.map((goal) => {
    const value = formatMeasure(goal.target);
    return {
      goalId: goal.id,
      value: goal.target!,
      label: goals.length > 1 ? `${goalName(goal)}: target ${value}` : `Target ${value}`,
    };
  });
}

function seriesSummary(label: string, points: Point[], unit = '') {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const value = (v: number) => `${formatMeasure(v)}${unit}`;
  return points.length === 1
    ? `${label}: ${value(first.value)} on ${formatPlanDate(first.date)}.`
    : `${label}: from ${value(first.value)} on ${formatPlanDate(first.date)} to ${value(last.value)} on ${formatPlanDate(last.date)}.`;
}

function targetSummary(targets: ChartTarget[], unit = ''): string {
  if (targets.length === 0) return '';
  return ` Goal target: ${targets.map((target) => `${formatMeasure(target.value)}${unit}`).join(', ')}.`;
}

/** A value axis that holds every point and target, with a little room around them. */
function domainOf(values: number[]): [number, number] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const room = Math.max((high - low) * 0.1, 1);
  return [Math.max(0, Math.floor(low - room)), Math.ceil(high + room)];
}

function painChart(entries: ProgressEntry[], goals: Goal[]): ProgressChartModel | null {
  const points = entries
    .filter((entry) => entry.pain != null)
    .map((entry) => ({ date: entry.recordedOn, value: entry.pain! }));
  if (points.length === 0) return null;
  const targets = targetsOf(goals.filter(isPainGoal));
  return {
    title: PAIN_TITLE,
    data: points.map((point) => ({ date: formatShortDate(point.date), pain: point.value })),
    series: [{ name: 'pain', label: 'Pain' }],
    ...PAIN_SCALE,
    withLegend: false,
    targets,
    summary: seriesSummary('Pain', points) + targetSummary(targets),
  };
}

function scoreCharts(entries: ProgressEntry[], goals: Goal[]): ProgressChartModel[] {
  const measures = [
    ...new Set(entries.filter((e) => e.score != null).map((e) => e.outcomeMeasure)),
  ];
  return measures.map((measure) => {
    const points = entries
      .filter((entry) => entry.score != null && entry.outcomeMeasure === measure)
      .map((entry) => ({ date: entry.recordedOn, value: entry.score! }));
    const title = measure || 'Outcome score';
    const targets = targetsOf(goals.filter((goal) => sameMeasure(goal.measure, measure)));
    return {
      title,
      data: points.map((point) => ({ date: formatShortDate(point.date), score: point.value })),
      series: [{ name: 'score', label: title }],
      yDomain: domainOf([...points.map((p) => p.value), ...targets.map((t) => t.value)]),
      withLegend: false,
      targets,
      summary: seriesSummary(title, points) + targetSummary(targets),
    };
  });
}

/** Range of motion: one line per joint and movement, in degrees. */
function rangeOfMotionChart(entries: ProgressEntry[], goals: Goal[]): ProgressChartModel | null {
  const withReadings = entries.filter((entry) => entry.rangeOfMotion.length > 0);
  if (withReadings.length === 0) return null;
  const labelOf = (reading: { joint: string; movement: string }) =>
    `${reading.joint} ${reading.movement.toLowerCase()}`;
  const labels = [...new Set(withReadings.flatMap((e) => e.rangeOfMotion.map(labelOf)))];
  const keyOf = (label: string) => `rom${labels.indexOf(label)}`;
  const data = withReadings.map((entry) => {
    const row: Record<string, string | number | null> = {
      date: formatShortDate(entry.recordedOn),
    };
    for (const reading of entry.rangeOfMotion) row[keyOf(labelOf(reading))] = reading.degrees;
    return row;
  });
  const targets = targetsOf(
    goals.filter((goal) => labels.some((label) => sameMeasure(goal.measure, label))),
  );
  const pointsOf = (label: string) =>
    withReadings.flatMap((entry) =>
      entry.rangeOfMotion
        .filter((reading) => labelOf(reading) === label)
        .map((reading) => ({ date: entry.recordedOn, value: reading.degrees })),
    );
  const summaries = labels.map((label) => seriesSummary(label, pointsOf(label), '°'));
  const values = [
    ...labels.flatMap((label) => pointsOf(label).map((point) => point.value)),
    ...targets.map((target) => target.value),
  ];
  return {
    title: 'Range of motion (°)',
    unit: '°',
    data,
    series: labels.map((label) => ({ name: keyOf(label), label })),
    yDomain: domainOf(values),
    withLegend: true,
    targets,
    summary: summaries.join(' ') + targetSummary(targets, '°'),
  };
}

/**
 * A goal no recorded value measures yet: its baseline at the plan's start against its target, so
 * the target is on screen from the first day.
 */
function goalChart(goal: Goal, startsOn: string): ProgressChartModel {
  const pain = isPainGoal(goal);
  const title = pain ? PAIN_TITLE : goalName(goal);
  const targets = targetsOf([goal]);
  const baseline =
    goal.baseline === null
      ? ' No baseline recorded.'
      : ` Baseline ${formatMeasure(goal.baseline)} on ${formatPlanDate(startsOn)}.`;
  return {
    title,
    data: [{ date: formatShortDate(startsOn), baseline: goal.baseline }],
    series: [{ name: 'baseline', label: 'Baseline', color: 'gray.6' }],
    ...(pain
      ? PAIN_SCALE
      : { yDomain: domainOf([goal.target!, ...(goal.baseline === null ? [] : [goal.baseline])]) }),
    withLegend: false,
    targets,
    summary: `${goalName(goal)}: no values recorded yet.${baseline}${targetSummary(targets)}`,
    note:
      (pain ? 'No pain recorded yet' : 'No values yet') +
      (goal.baseline === null ? '.' : ': the dot is the baseline.') +
      (pain ? '' : ` Record a score named “${goalName(goal)}” to chart it.`),
  };
}

/**
 * The charts of a plan's progress (oldest entry first), each with the targets of the goals it
 * measures; a goal with a target that no chart measures gets a chart of its own.
 */
export function progressCharts(
  entries: ProgressEntry[],
  goals: Goal[],
  startsOn: string,
): ProgressChartModel[] {
  const withTarget = goals.filter((goal) => goal.target !== null);
  const charts = [
    painChart(entries, withTarget),
    ...scoreCharts(entries, withTarget),
    rangeOfMotionChart(entries, withTarget),
  ].filter((chart): chart is ProgressChartModel => chart !== null);
  const drawn = new Set(charts.flatMap((chart) => chart.targets.map((target) => target.goalId)));
  const notDrawn = withTarget.filter((goal) => !drawn.has(goal.id));
  return [...charts, ...notDrawn.map((goal) => goalChart(goal, startsOn))];
}
