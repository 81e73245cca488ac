import { describe, expect, it } from 'vitest';
import { progressCharts } from './progress-chart-data';
import { progressEntry, treatmentPlan } from './therapy-fixtures';

const goal = (measure: string, target: number | null) => ({
  id: `00000000-0000-4000-8000-${String(target ?? 0).padStart(12, '0')}`,
  description: measure,
  measure,
  baseline: null,
  target,
});

describe('progress charts (issue "Clinical record": progress drawn against the goals)', () => {
  it('draws each goal target on the chart of its measure, inside the value axis', () => {
    const goals = [
      goal('Pain (NRS 0-10)', 1),
      goal('KOOS (0-100)', 80),
      goal('Knee flexion (°)', 135),
    ];
    const entries = [
      progressEntry(),
      progressEntry({
        id: '00000000-0000-4000-8000-00000000c002',
        recordedOn: '2026-03-30',
        pain: null,
        score: 61,
        rangeOfMotion: [{ joint: 'Left knee', movement: 'Flexion', degrees: 120 }],
      }),
    ];
    const charts = progressCharts(entries, goals);
    expect(charts.map((chart) => chart.title)).toEqual([
      'Pain (0–10)',
      'KOOS',
      'Range of motion (°)',
    ]);
    const [pain, koos, rom] = charts;
    expect(pain!.data).toEqual([{ date: '2 Mar', pain: 7 }]);
    expect(pain!.targets).toEqual([{ value: 1, label: 'Target 1' }]);
    expect(koos!.targets).toEqual([{ value: 80, label: 'Target 80' }]);
    expect(koos!.yDomain[1]).toBeGreaterThanOrEqual(80);
    expect(rom!.series).toEqual([{ name: 'rom0', label: 'Left knee flexion' }]);
    expect(rom!.targets).toEqual([{ value: 135, label: 'Target 135' }]);
    expect(rom!.yDomain[0]).toBeLessThanOrEqual(95);
    expect(rom!.summary).toBe(
      'Left knee flexion: from 95° on 2 Mar 2026 to 120° on 30 Mar 2026. Goal target: 135°.',
    );
  });

  it('draws nothing for entries with notes only, or none', () => {
    const notesOnly = progressEntry({ pain: null, score: null, rangeOfMotion: [] });
    expect(progressCharts([notesOnly], treatmentPlan().goals)).toEqual([]);
    expect(progressCharts([], treatmentPlan().goals)).toEqual([]);
  });
});
