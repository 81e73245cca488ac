/**
 * Which goals a progress chart measures: a goal's "measure and unit" is free text, so it is
 * compared by its words, in any order, without units in brackets or words that only say how a
 * value is taken ('Knee flexion ROM (°)' measures the reading 'Left knee flexion').
 */
const NOT_THE_MEASURE = new Set([
  'rom',
  'range',
  'of',
  'motion',
  'movement',
  'the',
  'score',
  'degrees',
  'deg',
  'in',
]);

/** Scales that rate pain: a goal on one of these, with a target from 0 to 10, is a pain goal. */
const PAIN_SCALES = new Set(['pain', 'vas', 'nrs', 'nprs']);

export function measureWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !NOT_THE_MEASURE.has(word));
}

const within = (part: string[], whole: string[]) => part.every((word) => whole.includes(word));

/** Whether two measures name the same thing: the words of one are all words of the other. */
export function sameMeasure(a: string, b: string): boolean {
  const left = measureWords(a);
  const right = measureWords(b);
  return left.length > 0 && right.length > 0 && (within(left, right) || within(right, left));
}

export function isPainGoal(goal: { measure: string; target: number | null }): boolean {
  return (
    goal.target !== null &&
    goal.target >= 0 &&
    goal.target <= 10 &&
    measureWords(goal.measure).some((word) => PAIN_SCALES.has(word))
  );
}
