import {
  DateTime,
  IANAZone,
  Settings,
  Zone,
  type ZoneOffsetFormat,
  type ZoneOffsetOptions,
} from 'luxon';

/**
 * Every calendar date is read in the clinic's time zone, not the browser's: a therapist abroad
 * still sees 09:00 where the clinic has it. The zone comes from the clinic settings; this is the
 * one place that knows how dates meet zones.
 */

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Zones change their offset on the quarter hour (UTC): one lookup serves a whole quarter. */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * A named zone that remembers its offsets. Luxon asks Intl for the offset of every date it makes
 * in a named zone, and the week view makes thousands: that was most of the calendar's render
 * time (bench/calendar-render.ts). Everything else is the named zone's own answer.
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

/** react-big-calendar's luxon localizer reads luxon's default zone, so it is set globally. */
export function setCalendarZone(zone: string) {
  Settings.defaultZone = clinicZone(zone);
}

export function inZone(date: Date, zone: string): DateTime {
  return DateTime.fromJSDate(date, { zone: clinicZone(zone) });
}

/** The clinic's wall clock at an instant, read from its fields. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The wall clock of `date` on the clinic's clock, from the zone's remembered offset: no luxon
 * DateTime per call, as the week and day views ask this of every appointment several times.
 */
export function wallClock(date: Date, zone: string): WallClock {
  const time = date.getTime();
  const offset = clinicZone(zone).offset(time);
  if (!Number.isFinite(offset)) {
    const local = inZone(date, zone); // an unknown zone: luxon's own (invalid) answer
    return { ...local.toObject(), second: local.second } as WallClock;
  }
  const shifted = new Date(time + offset * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * 'HH:mm' on the clinic's clock. Put together by hand: luxon's toFormat parses its pattern on
 * every call, and the week view formats a few hundred times as it mounts.
 */
export function formatTime(date: Date, zone: string): string {
  const local = wallClock(date, zone);
  return `${twoDigits(local.hour)}:${twoDigits(local.minute)}`;
}

/** 'Thursday 26 November' on the clinic's calendar. */
export function formatDay(date: Date, zone: string): string {
  return inZone(date, zone).toFormat('cccc d MMMM');
}

/** The same calendar day at `hour`:00 on the clinic's clock (month view slots open at 08:00). */
export function atHour(date: Date, hour: number, zone: string): Date {
  return inZone(date, zone).startOf('day').set({ hour }).toJSDate();
}
