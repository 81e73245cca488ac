import type { DateLocalizer } from 'react-big-calendar';

/**
 * The localizer's date arithmetic that the week view repeats thousands of times per render with
 * the same dates (every slot asks for its day's start, every event for its minutes from
 * midnight…). Each is a pure function of its dates in one zone, so answers are remembered.
 */
const REMEMBERED = [
  'startOf',
  'endOf',
  'eq',
  'neq',
  'gt',
  'lt',
  'gte',
  'lte',
  'inRange',
  'add',
  'ceil',
  'diff',
  'merge',
  'min',
  'max',
  'range',
  'firstVisibleDay',
  'lastVisibleDay',
  'visibleDays',
  'getSlotDate',
  'getTotalMin',
  'getMinutesFromMidnight',
  'continuesPrior',
  'continuesAfter',
  'daySpan',
  'isSameDate',
  'format',
] as const;

/** Enough for months of navigation; then it starts afresh. */
const MAX_ENTRIES = 200_000;

type Answer = number | string | boolean | null | undefined | { date: number } | { dates: number[] };

/** A key from dates, strings and numbers only; null when an argument is anything else. */
function keyOf(name: string, args: unknown[]): string | null {
  let key = name;
  for (const arg of args) {
    if (arg instanceof Date) key += `|d${arg.getTime()}`;
    else if (typeof arg === 'string' || typeof arg === 'number') key += `|${arg}`;
    else if (arg === undefined || arg === null) key += '|';
    else return null;
  }
  return key;
}

function remembered(value: unknown): Answer | typeof NOT_REMEMBERED {
  if (value instanceof Date) return { date: value.getTime() };
  if (Array.isArray(value))
    return value.every((item) => item instanceof Date)
      ? { dates: value.map((item: Date) => item.getTime()) }
      : NOT_REMEMBERED;
  if (value === null || ['number', 'string', 'boolean', 'undefined'].includes(typeof value))
    return value as Answer;
  return NOT_REMEMBERED;
}

const NOT_REMEMBERED = Symbol('not remembered');

/** Fresh Date objects every time: callers may keep or change what they get. */
function recalled(answer: Answer): unknown {
  if (answer !== null && typeof answer === 'object')
    return 'date' in answer ? new Date(answer.date) : answer.dates.map((ms) => new Date(ms));
  return answer;
}

export function rememberingLocalizer(localizer: DateLocalizer): DateLocalizer {
  const answers = new Map<string, Answer>();
  const methods = localizer as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of REMEMBERED) {
    const compute = methods[name]!.bind(localizer);
    methods[name] = (...args: unknown[]) => {
      const key = keyOf(name, args);
      if (key !== null) {
        const known = answers.get(key);
        if (known !== undefined || answers.has(key)) return recalled(known);
      }
      const value = compute(...args);
      if (key !== null) {
        const answer = remembered(value);
        if (answer !== NOT_REMEMBERED) {
          if (answers.size >= MAX_ENTRIES) answers.clear();
          answers.set(key, answer);
        }
      }
      return value;
    };
  }
  return localizer;
}
