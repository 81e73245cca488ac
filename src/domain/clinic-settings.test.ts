import { describe, expect, it } from 'vitest';
import { openingIntervalSchema, updateClinicSettingsSchema } from './clinic-settings.js';
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

  it('limits the clinic text that goes into every mail to patients', () => {
    const settings = {
      name: 'Sava Physio',
      address: 'Bulevar oslobođenja 10, Novi Sad',
      phone: '+381 21 555 0100',
      email: '',
      timeZone: 'Europe/Belgrade',
      openingHours: Array.from({ length: 7 }, () => null),
      remindersEnabled: true,
      reminderHoursBefore: 24,
      cancellationPolicy: 'x'.repeat(1000),
    };
    const refusedField = (change: Partial<typeof settings>) =>
      updateClinicSettingsSchema.safeParse({ ...settings, ...change }).error?.issues[0];
    expect(updateClinicSettingsSchema.safeParse(settings).success).toBe(true);
    expect(refusedField({ cancellationPolicy: 'x'.repeat(1001) })).toMatchObject({
      path: ['cancellationPolicy'],
      message: 'Use at most 1000 characters.',
    });
    expect(refusedField({ name: 'x'.repeat(121) })?.path).toEqual(['name']);
    expect(refusedField({ address: 'x'.repeat(301) })?.path).toEqual(['address']);
    expect(refusedField({ phone: 'x'.repeat(41) })?.path).toEqual(['phone']);
  });
});
