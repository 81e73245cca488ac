import type { CaptureResult, Properties } from 'posthog-js';

/**
 * What our own events may carry ("an allow-list of event properties"). Never patient
 * data, never form contents: a property not named here is dropped before it leaves the page.
 */
export const ALLOWED_EVENT_PROPERTIES = [
  'path',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer_host',
  'error',
  'plan',
  'interval',
  'inquiry_type',
  'tab',
] as const;
export type AllowedProperty = (typeof ALLOWED_EVENT_PROPERTIES)[number];
export type EventProperties = Partial<Record<AllowedProperty, string | number | boolean>>;

const allowed = new Set<string>(ALLOWED_EVENT_PROPERTIES);
const MAX_VALUE_LENGTH = 200;

export function allowedProperties(properties: Record<string, unknown> = {}): EventProperties {
  const kept: EventProperties = {};
  for (const [key, value] of Object.entries(properties)) {
    if (!allowed.has(key)) continue;
    if (typeof value === 'string') kept[key as AllowedProperty] = value.slice(0, MAX_VALUE_LENGTH);
    else if (typeof value === 'number' || typeof value === 'boolean') {
      kept[key as AllowedProperty] = value;
    }
  }
  return kept;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A path without record ids: `/dashboard/patients/3f2…/notes` -> `/dashboard/patients/:id/notes`,
 * so which patient a therapist opened never reaches analytics.
 */
export function anonymisePath(path: string): string {
  return path.replace(UUID, ':id');
}

/** A URL without its query and fragment (tokens in verification and reset links) and ids. */
export function anonymiseUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.origin}${anonymisePath(url.pathname)}`;
  } catch {
    return value;
  }
}

const URL_PROPERTIES = [
  '$current_url',
  '$referrer',
  '$initial_current_url',
  '$initial_referrer',
  '$prev_pageview_url',
];
const PATH_PROPERTIES = ['$pathname', '$initial_pathname', '$prev_pageview_pathname'];

function scrub(properties: Properties | undefined): void {
  if (!properties) return;
  for (const key of URL_PROPERTIES) {
    if (typeof properties[key] === 'string') properties[key] = anonymiseUrl(properties[key]);
  }
  for (const key of PATH_PROPERTIES) {
    if (typeof properties[key] === 'string') properties[key] = anonymisePath(properties[key]);
  }
}

/**
 * Last look at every event the library sends, its own included ($pageleave): URLs lose queries,
 * fragments and ids, and every event carries a timestamp and the environment.
 */
export function beforeSend(environment: string, now: () => Date = () => new Date()) {
  return (event: CaptureResult | null): CaptureResult | null => {
    if (!event) return null;
    scrub(event.properties);
    scrub(event.$set);
    scrub(event.$set_once);
    event.properties = { ...event.properties, timestamp: now().toISOString(), environment };
    return event;
  };
}
