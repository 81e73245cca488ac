/**
 * Wall-clock time in a clinic's IANA time zone, with Intl only. A "wall" value is the local date
 * and time written as if it were UTC milliseconds, so days and minutes can be added to it without
 * daylight-saving changes moving the clock (a weekly 09:00 stays 09:00).
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local date and time of `instant` in `timeZone`, as wall milliseconds. */
export function wallClockOf(instant: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return (
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) +
    instant.getUTCMilliseconds()
  );
}

/**
 * The instant whose local time in `timeZone` is `wall`. A local time that a daylight-saving
 * change skips or repeats resolves to an instant next to the change.
 */
export function instantOfWallClock(wall: number, timeZone: string): Date {
  let guess = wall - (wallClockOf(new Date(wall), timeZone) - wall);
  for (let i = 0; i < 2; i += 1) {
    const offset = wallClockOf(new Date(guess), timeZone) - guess;
    guess = wall - offset;
  }
  return new Date(guess);
}

/** 'YYYY-MM-DD' of a wall value. */
export const wallDate = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** Minutes since local midnight of a wall value. */
export const wallMinutes = (wall: number) => Math.floor((wall % DAY_MS) / MINUTE_MS);

/** Local midnight (as a wall value) of the day a wall value falls on. */
export const wallMidnight = (wall: number) => wall - (wall % DAY_MS);

/** The local day of `instant` as [start, end) instants, e.g. a clinic's "today". */
export function localDayOf(instant: Date, timeZone: string) {
  const midnight = wallMidnight(wallClockOf(instant, timeZone));
  return {
    date: wallDate(midnight),
    start: instantOfWallClock(midnight, timeZone),
    end: instantOfWallClock(midnight + DAY_MS, timeZone),
  };
}

/** 'HH:mm' as minutes since midnight. */
export function minutesOfDay(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours! * 60 + minutes!;
}
