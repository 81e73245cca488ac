/**
 * The slot chosen on the calendar arrives as `?date=<encoded date-time>`; anything
 * that is not a valid date-time is ignored.
 */
export function parseSelectedSlot(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
