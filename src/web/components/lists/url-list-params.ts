import { z } from 'zod';

type UrlValue = string | number | boolean;

/** One setting of a list as kept in the URL. */
export interface UrlField<T extends UrlValue> {
  key: string;
  /** The value of the URL's text, or undefined when it is not one. */
  read: (text: string) => T | undefined;
  /** The value when the URL has none (or none that reads); never written to the URL. */
  fallback: T;
}

/**
 * A setting under `key` in the URL whose value must pass `schema` (most often the field of the
 * API's list query). A hand-edited or stale value the schema refuses counts as absent.
 */
export const urlField = <T extends UrlValue, const F extends UrlValue>(
  key: string,
  schema: z.ZodType<T>,
  fallback: F,
): UrlField<T | F> => ({
  key,
  read: (text) => {
    const parsed = schema.safeParse(text);
    return parsed.success ? parsed.data : undefined;
  },
  fallback,
});

/** A yes/no setting, `key=1` in the URL when set. */
export const urlFlag = (key: string) =>
  urlField(
    key,
    z.literal('1').transform(() => true),
    false,
  );

/** The page of a list, from 1. */
export const urlPage = urlField('page', z.coerce.number().int().min(1), 1);

type Fields = Record<string, UrlField<UrlValue>>;

/** The settings that a list's fields describe. */
export type UrlParams<F extends Fields> = { [Name in keyof F]: F[Name]['fallback'] };

/** Every setting as it is when the URL has none of them. */
export const urlDefaults = <F extends Fields>(fields: F) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, field.fallback]),
  ) as UrlParams<F>;

export function readUrlParams<F extends Fields>(fields: F, url: URLSearchParams): UrlParams<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, { key, read, fallback }]) => {
      const text = url.get(key);
      return [name, (text === null ? undefined : read(text)) ?? fallback];
    }),
  ) as UrlParams<F>;
}

/** Only what differs from the defaults, so the usual list has a plain URL. */
export function writeUrlParams<F extends Fields>(fields: F, params: UrlParams<F>): URLSearchParams {
  const url = new URLSearchParams();
  for (const [name, { key, fallback }] of Object.entries(fields)) {
    const value = params[name];
    if (value !== fallback) url.set(key, value === true ? '1' : String(value));
  }
  return url;
}
