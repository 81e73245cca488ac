import { describe, expect, it } from 'vitest';
import { canChangeStatus, createAppointmentSchema, statusChangeSchema } from './appointments.js';

describe('appointment rules', () => {
  it('keeps completed, cancelled and no-show final and never completes a cancelled one', () => {
    expect(canChangeStatus('scheduled', 'confirmed', true)).toBe(true);
    expect(canChangeStatus('confirmed', 'arrived', true)).toBe(true);
    expect(canChangeStatus('arrived', 'completed', true)).toBe(true);
    expect(canChangeStatus('cancelled', 'completed', true)).toBe(false);
    expect(canChangeStatus('completed', 'cancelled', true)).toBe(false);
    expect(canChangeStatus('no_show', 'arrived', true)).toBe(false);
    expect(canChangeStatus('scheduled', 'arrived', false)).toBe(false);
    expect(canChangeStatus('scheduled', 'cancelled', false)).toBe(true);
  });

  it('needs a patient or a title, an end or a service, and a reason to cancel', () => {
    const base = { therapistId: crypto.randomUUID(), start: '2027-01-04T08:00:00Z' };
    const issues = createAppointmentSchema.safeParse(base).error?.issues.map((i) => i.path[0]);
    expect(issues).toEqual(['title', 'end']);
    expect(
      createAppointmentSchema.safeParse({ ...base, title: 'Meeting', end: '2027-01-04T09:00:00Z' })
        .success,
    ).toBe(true);
    expect(statusChangeSchema.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ status: 'cancelled', reason: 'Ill' }).success).toBe(true);
  });
});
