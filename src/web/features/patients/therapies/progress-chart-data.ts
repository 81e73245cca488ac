import type { ProgressEntry, TreatmentPlan } from '../../../../domain/treatment-plans.js';
import { formatMeasure, formatPlanDate, formatShortDate } from './plan-display';

type Goal = TreatmentPlan['goals'][number];

export interface ChartTarget {
  value: number;
  label: string;
}

export interface ProgressChartModel {
  /** The chart's heading, e.g. 'Pain (0–10)' or 'KOOS'. */
  title: string;
  unit?: string;
  /** One row per entry that has a value: `date` (axis label) plus one key per series. */
  data: Record<string, string | number | null>[];
  series: { name: string; label: string }[];
  /** The value axis: every point and every target fits. */
  yDomain: [number, number];
  /** Pain's 0–10 scale has fixed ticks; the others are chosen by the chart. */
  yTicks?: number[];
  /** Named lines: shown when there is more than one, or the one is not named by the title. */
  withLegend: boolean;
  targets: ChartTarget[];
  /** The text alternative: what the chart shows, in a sentence or two. */
  summary: string;
}

/** Lower case, without a unit in brackets or punctuation: 'Knee flexion (°)' → 'knee flexion'. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function sameMeasure(a: string, b: string): boolean {
  const left = normalise(a);
  const right = normalise(b);
  return left !== '' && right !== '' && (left.includes(right) || right.includes(left));
}

function targetsOf(goals: Goal[], matches: (goal: Goal) => boolean): ChartTarget[] {
  return goals
    .filter((goal) => goal.target != null && matches(goal))
    .map((goal) => ({ value: goal.target!, label: `Target ${formatMeasure(goal.target)}` }));
}

function seriesSummary(label: string, points: { date: string; value: number }[], unit = '') {
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
  const targets = targetsOf(goals, (goal) => /pain/i.test(goal.measure));
  return {
    title: 'Pain (0–10)',
    data: points.map((point) => ({ date: formatShortDate(point.date), pain: point.value })),
    series: [{ name: 'pain', label: 'Pain' }],
    yDomain: [0, 10],
    yTicks: [0, 2, 4, 6, 8, 10],
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
    const targets = targetsOf(goals, (goal) => sameMeasure(goal.measure, title));
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
  const targets = targetsOf(goals, (goal) =>
    labels.some((label) => sameMeasure(goal.measure, label)),
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

/** The charts of a plan's progress (oldest entry first), each against the goals it measures. */
export function progressCharts(entries: ProgressEntry[], goals: Goal[]): ProgressChartModel[] {
  return [
    painChart(entries, goals),
    ...scoreCharts(entries, goals),
    rangeOfMotionChart(entries, goals),
  ].filter((chart): chart is ProgressChartModel => chart !== null);
}
