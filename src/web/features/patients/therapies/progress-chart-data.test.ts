import { describe, expect, it } from 'vitest';
import { progressCharts } from './progress-chart-data';
import { progressEntry, treatmentPlan } from './therapy-fixtures';

const START = '2026-03-01';

const goal = (measure: string, target: number | null, baseline: number | null = null) => ({
  id: `00000000-0000-4000-8000-${String(target ?? 0).padStart(12, '0')}`,
  description: `Goal on ${measure}`,
  measure,
  baseline,
  target,
});

const later = progressEntry({
  id: '00000000-0000-4000-8000-00000000c002',
  recordedOn: '2026-03-30',
  pain: null,
  score: 61,
  rangeOfMotion: [{ joint: 'Left knee', movement: 'Flexion', degrees: 120 }],
});

const targetsByChart = (goals: ReturnType<typeof goal>[]) =>
  Object.fromEntries(
    progressCharts([progressEntry(), later], goals, START).map((chart) => [
      chart.title,
      chart.targets.map((target) => target.value),
    ]),
  );

describe('progress charts (progress drawn against the goals)', () => {
  it('draws each goal target on the chart of its measure, inside the value axis', () => {
    const goals = [
      goal('Pain (NRS 0-10)', 1),
      goal('KOOS (0-100)', 80),
      goal('Knee flexion (°)', 135),
    ];
    const charts = progressCharts([progressEntry(), later], goals, START);
    expect(charts.map((chart) => chart.title)).toEqual([
      'Pain (0–10)',
      'KOOS',
      'Range of motion (°)',
    ]);
    const [pain, koos, rom] = charts;
    expect(pain!.data).toEqual([{ date: '2 Mar', pain: 7 }]);
    expect(pain!.targets).toEqual([{ goalId: goals[0]!.id, value: 1, label: 'Target 1' }]);
    expect(koos!.targets).toEqual([{ goalId: goals[1]!.id, value: 80, label: 'Target 80' }]);
    expect(koos!.yDomain[1]).toBeGreaterThanOrEqual(80);
    expect(rom!.series).toEqual([{ name: 'rom0', label: 'Left knee flexion' }]);
    expect(rom!.targets).toEqual([{ goalId: goals[2]!.id, value: 135, label: 'Target 135' }]);
    expect(rom!.yDomain[0]).toBeLessThanOrEqual(95);
    expect(rom!.summary).toBe(
      'Left knee flexion: from 95° on 2 Mar 2026 to 120° on 30 Mar 2026. Goal target: 135°.',
    );
  });

  it('matches a goal to its measure by the words, in any order and however the unit is written', () => {
    expect(
      targetsByChart([
        goal('VAS', 2),
        goal('KOOS score', 80),
        goal('Knee flexion ROM (degrees)', 135),
        goal('Flexion of the left knee', 130),
      ]),
    ).toEqual({
      'Pain (0–10)': [2],
      KOOS: [80],
      'Range of motion (°)': [135, 130],
    });
  });

  it('keeps a goal that only mentions pain, on another scale, off the 0–10 pain chart', () => {
    const charts = progressCharts([progressEntry()], [goal('Pain-free walking (m)', 500)], START);
    expect(charts.find((chart) => chart.title === 'Pain (0–10)')!.targets).toEqual([]);
    expect(charts.at(-1)).toMatchObject({
      title: 'Pain-free walking (m)',
      targets: [{ value: 500, label: 'Target 500' }],
    });
  });

  it('names each target where several goals share a chart', () => {
    const rom = progressCharts(
      [later],
      [goal('Knee flexion (°)', 135), goal('Left knee flexion', 140)],
      START,
    ).find((chart) => chart.title === 'Range of motion (°)')!;
    expect(rom.targets.map((target) => target.label)).toEqual([
      'Knee flexion (°): target 135',
      'Left knee flexion: target 140',
    ]);
  });

  it("gives a goal nothing measures yet a chart of its own: its baseline at the plan's start and its target", () => {
    const stance = goal('Single-leg stance (s)', 30, 5);
    const charts = progressCharts([progressEntry()], [stance], START);
    expect(charts.at(-1)).toEqual({
      title: 'Single-leg stance (s)',
      data: [{ date: '1 Mar', baseline: 5 }],
      series: [{ name: 'baseline', label: 'Baseline', color: 'gray.6' }],
      yDomain: [2, 33],
      withLegend: false,
      targets: [{ goalId: stance.id, value: 30, label: 'Target 30' }],
      summary:
        'Single-leg stance (s): no values recorded yet. Baseline 5 on 1 Mar 2026. Goal target: 30.',
      note: 'No values yet: the dot is the baseline. Record a score named “Single-leg stance (s)” to chart it.',
    });
    // A pain goal before any pain is recorded keeps the pain scale.
    const [pain] = progressCharts([], [goal('Pain (VAS)', 2, 6)], START);
    expect(pain).toMatchObject({ title: 'Pain (0–10)', yDomain: [0, 10], targets: [{ value: 2 }] });
  });

  it('draws nothing for entries with notes only, or none, when no goal has a target', () => {
    const notesOnly = progressEntry({ pain: null, score: null, rangeOfMotion: [] });
    const untargeted = [goal('Knee flexion (°)', null)];
    expect(progressCharts([notesOnly], untargeted, START)).toEqual([]);
    expect(progressCharts([], untargeted, START)).toEqual([]);
    expect(progressCharts([], [], START)).toEqual([]);
    expect(progressCharts([notesOnly], treatmentPlan().goals, START)).toHaveLength(1);
  });
});
