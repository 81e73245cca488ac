import type {
  BreakRuleView,
  UpdateScheduleInput,
  WorkingHoursRuleView,
} from '../../../domain/schedules.js';
import { updateScheduleSchema } from '../../../domain/schedules.js';
import { ApiError } from '../../lib/http';

export type RuleKind = 'workingHours' | 'breaks';

/** One weekly span as the editor holds it; `locationId` is '' for a break. */
export interface SpanDraft {
  key: string;
  weekday: number;
  locationId: string;
  start: string;
  end: string;
  everyNWeeks: number;
  startsOn: string;
  /** '' when the rule has no end. */
  endsOn: string;
}

export type SpanField = 'locationId' | 'start' | 'end' | 'everyNWeeks' | 'startsOn' | 'endsOn';
/** Messages by span key, then by field. */
export type SpanErrors = Record<string, Partial<Record<SpanField, string>>>;

let counter = 0;
export const newKey = () => `span-${(counter += 1)}`;

/*
 * A time input cannot hold '24:00': an end at midnight shows as 00:00 and is sent as 24:00 (an
 * end of 00:00 could mean nothing else, as the end comes after the start).
 */
const endForInput = (end: string) => (end === '24:00' ? '00:00' : end);
const endForApi = (end: string) => (end === '00:00' ? '24:00' : end);

export function toDrafts(rules: readonly (WorkingHoursRuleView | BreakRuleView)[]): SpanDraft[] {
  return rules.map((rule) => ({
    key: newKey(),
    weekday: rule.weekday,
    locationId: 'locationId' in rule ? rule.locationId : '',
    start: rule.start,
    end: endForInput(rule.end),
    everyNWeeks: rule.everyNWeeks,
    startsOn: rule.startsOn,
    endsOn: rule.endsOn ?? '',
  }));
}

export function newSpan(
  weekday: number,
  today: string,
  locationId: string,
  after?: SpanDraft,
): SpanDraft {
  return {
    key: newKey(),
    weekday,
    locationId,
    start: after?.end && after.end !== '00:00' ? after.end : '09:00',
    end: after ? '' : '17:00',
    everyNWeeks: 1,
    startsOn: today,
    endsOn: '',
  };
}

const weeklyRule = (span: SpanDraft) => ({
  weekday: span.weekday,
  start: span.start,
  end: endForApi(span.end),
  everyNWeeks: span.everyNWeeks,
  startsOn: span.startsOn,
  endsOn: span.endsOn === '' ? null : span.endsOn,
});

/** What PUT /team/{userId}/schedule is sent: the spans in the order the editor holds them. */
export function toWeekInput(working: SpanDraft[], breaks: SpanDraft[]): UpdateScheduleInput {
  return {
    workingHours: working.map((span) => ({ locationId: span.locationId, ...weeklyRule(span) })),
    breaks: breaks.map(weeklyRule),
  };
}

const spanFields: readonly SpanField[] = [
  'locationId',
  'start',
  'end',
  'everyNWeeks',
  'startsOn',
  'endsOn',
];

/** Field messages keyed `workingHours.3.end` (the API's and zod's), onto the spans they name. */
function byKey(
  messages: Record<string, string>,
  working: SpanDraft[],
  breaks: SpanDraft[],
): { spans: SpanErrors; other: string[] } {
  const spans: SpanErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(messages)) {
    const [kind, index, field] = path.split('.');
    const list = kind === 'workingHours' ? working : kind === 'breaks' ? breaks : null;
    const span = list?.[Number(index)];
    if (span && spanFields.includes(field as SpanField)) {
      spans[span.key] = { ...spans[span.key], [field as SpanField]: message };
    } else other.push(message);
  }
  return { spans, other };
}

/** The domain's own checks, before anything is sent. */
export function clientErrors(working: SpanDraft[], breaks: SpanDraft[]): SpanErrors {
  const result = updateScheduleSchema.safeParse(toWeekInput(working, breaks));
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    messages[path] ??= issue.message;
  }
  return byKey(messages, working, breaks).spans;
}

/** The server's refusal, on the spans it names; what names no span is returned as text. */
export function serverErrors(error: unknown, working: SpanDraft[], breaks: SpanDraft[]) {
  if (!(error instanceof ApiError) || !error.fields) return { spans: {}, other: [] };
  return byKey(error.fields, working, breaks);
}
