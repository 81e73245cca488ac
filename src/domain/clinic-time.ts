import { DateTime, IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

/**
 * Wall-clock time in a clinic's IANA time zone, the one place where dates meet zones for the
 * server and the web app alike. A "wall" value is the local date and time written as if it were
 * UTC milliseconds, so days and minutes can be added to it without daylight-saving changes
 * moving the clock (a weekly 09:00 stays 09:00).
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** Zones change their offset on the quarter hour (UTC): one lookup serves a whole quarter. */
const QUARTER_HOUR_MS = 15 * MINUTE_MS;

/**
 * A named zone that remembers its offsets. Luxon asks Intl for the offset of every date it makes
 * in a named zone, and the calendar's week view makes thousands: that was most of its render
 * time. Everything else is the named zone's own answer.
 */
class RememberingZone extends Zone {
  readonly #zone: IANAZone;
  readonly #offsets = new Map<number, number>();

  constructor(zone: IANAZone) {
    super();
    this.#zone = zone;
  }

  override get type() {
    return 'iana';
  }
  override get name() {
    return this.#zone.name;
  }
  override get isUniversal() {
    return false;
  }
  override get isValid() {
    return true;
  }
  override offsetName(ts: number, options: ZoneOffsetOptions) {
    return this.#zone.offsetName(ts, options);
  }
  override formatOffset(ts: number, format: ZoneOffsetFormat) {
    return this.#zone.formatOffset(ts, format);
  }
  override offset(ts: number) {
    const quarter = Math.floor(ts / QUARTER_HOUR_MS);
    let offset = this.#offsets.get(quarter);
    if (offset === undefined) {
      offset = this.#zone.offset(quarter * QUARTER_HOUR_MS);
      this.#offsets.set(quarter, offset);
    }
    return offset;
  }
  override equals(other: Zone) {
    return other.type === 'iana' && other.name === this.name;
  }
}

const zones = new Map<string, Zone>();

/** The clinic's zone as luxon takes it; an unknown name stays luxon's invalid zone. */
export function clinicZone(name: string): Zone {
  let zone = zones.get(name);
  if (!zone) {
    zone = IANAZone.isValidZone(name)
      ? new RememberingZone(IANAZone.create(name))
      : IANAZone.create(name);
    zones.set(name, zone);
  }
  return zone;
}

/** An instant in the clinic's zone, for luxon's calendar arithmetic and formatting. */
export function inClinicZone(instant: Date, timeZone: string): DateTime {
  return DateTime.fromJSDate(instant, { zone: clinicZone(timeZone) });
}

/** The zone's offset from UTC at `time` (epoch milliseconds), in milliseconds. */
const offsetAt = (time: number, timeZone: string) => clinicZone(timeZone).offset(time) * MINUTE_MS;

/** The local date and time of `instant` in `timeZone`, as wall milliseconds. */
export function wallClockOf(instant: Date, timeZone: string): number {
  const time = instant.getTime();
  const wall = time + offsetAt(time, timeZone);
  if (Number.isNaN(wall)) throw new RangeError(`Invalid time zone: ${timeZone}`);
  return wall;
}

/**
 * The instant whose local time in `timeZone` is `wall`. A local time that a daylight-saving
 * change repeats is its first occurrence; one that the change skips is read with the offset of
 * before the change, so it lands as far past the change as it was past the skipped hour
 * (02:30 on a spring-forward night is 03:30).
 */
export function instantOfWallClock(wall: number, timeZone: string): Date {
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  if (Number.isNaN(before) || Number.isNaN(after))
    throw new RangeError(`Invalid time zone: ${timeZone}`);
  const matching = [wall - before, wall - after]
    .filter((time) => time + offsetAt(time, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? wall - before);
}

/** 'YYYY-MM-DD' of a wall value. */
export const wallDate = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** 'HH:mm' of a wall value. */
export const wallTime = (wall: number) => new Date(wall).toISOString().slice(11, 16);

/** Minutes since local midnight of a wall value. */
export const wallMinutes = (wall: number) => Math.floor((wall % DAY_MS) / MINUTE_MS);

/** Local midnight (as a wall value) of the day a wall value falls on. */
export const wallMidnight = (wall: number) => wall - (wall % DAY_MS);

/** 'HH:mm' as minutes since midnight. */
export function minutesOfDay(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** The instant of a local date ('YYYY-MM-DD') and time ('HH:mm' or minutes since midnight). */
export function instantOfLocal(date: string, time: string | number, timeZone: string): Date {
  const minutes = typeof time === 'number' ? time : minutesOfDay(time);
  return instantOfWallClock(Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS, timeZone);
}

/** The local date ('YYYY-MM-DD') and time ('HH:mm') of an instant. */
export function localDateTimeOf(instant: Date, timeZone: string) {
  const wall = wallClockOf(instant, timeZone);
  return { date: wallDate(wall), time: wallTime(wall) };
}

/** The local day of `instant` as [start, end) instants, e.g. a clinic's "today". */
export function localDayOf(instant: Date, timeZone: string) {
  const midnight = wallMidnight(wallClockOf(instant, timeZone));
  return {
    date: wallDate(midnight),
    start: instantOfWallClock(midnight, timeZone),
    end: instantOfWallClock(midnight + DAY_MS, timeZone),
  };
}
