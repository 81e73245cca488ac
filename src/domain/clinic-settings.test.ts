import { describe, expect, it } from 'vitest';
import { openingIntervalSchema } from './clinic-settings.js';
import { isTimeZone, timeZoneNames } from './time-zones.js';

describe('clinic time zone and opening hours rules (clinic-settings)', () => {
  it('knows IANA time zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Belgrade')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('+02:00')).toBe(false);
  });

  it('offers UTC and the zones of the runtime to pick from', () => {
    const zones = timeZoneNames();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Belgrade');
    expect(zones.every(isTimeZone)).toBe(true);
  });

  it('wants HH:mm times with the closing time after the opening time', () => {
    expect(openingIntervalSchema.safeParse({ open: '08:00', close: '20:00' }).success).toBe(true);
    expect(openingIntervalSchema.safeParse({ open: '08:00', close: '08:00' }).success).toBe(false);
    expect(openingIntervalSchema.safeParse({ open: '8:00', close: '20:00' }).success).toBe(false);
    expect(openingIntervalSchema.safeParse({ open: '08:00', close: '24:00' }).success).toBe(false);
  });
});
