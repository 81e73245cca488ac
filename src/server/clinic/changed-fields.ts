/** JSON with object keys sorted: jsonb gives keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/** Which fields a change touched, for the audit trail (names only, never the clinical text). */
export const changedFields = <T extends object>(before: T, after: Partial<T>) =>
  (Object.keys(after) as (keyof T)[])
    .filter((key) => canonical(before[key]) !== canonical(after[key]))
    .map(String);
