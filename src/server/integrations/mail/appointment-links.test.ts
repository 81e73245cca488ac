import { describe, expect, it } from 'vitest';
import { renderMail, type AppointmentMailData } from './templates.js';

const data: AppointmentMailData = {
  patientFirstName: 'Milica',
  clinicName: 'Sava Physio',
  clinicAddress: 'Bulevar 1, Novi Sad',
  clinicPhone: '+381 21 555 0100',
  when: 'Tuesday, 1 December 2026 at 09:00',
  therapistName: 'Ana Jovanović',
  serviceName: 'Follow-up treatment',
  cancellationPolicy: '',
  appointmentId: '00000000-0000-4000-8000-000000000001',
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T08:45:00.000Z',
};
const origin = 'https://motio.example';

describe('appointment mails of a clinic that takes online bookings', () => {
  it('link a booked or reminded visit to the portal, and a cancelled one to the booking page', () => {
    const online = { ...data, bookingSlug: 'sava-physio' };
    for (const template of [
      'appointment-confirmation',
      'appointment-reminder',
      'appointment-change',
    ] as const) {
      const { text, html } = renderMail({ template, to: 'm@example.com', data: online }, origin);
      expect(text).toContain(`See, move or cancel my visits: ${origin}/portal/sava-physio`);
      expect(text).toMatch(/use the link above or call Sava Physio at \+381 21 555 0100\.$/m);
      expect(html).toContain(`href="${origin}/portal/sava-physio"`);
    }
    const cancelled = renderMail(
      { template: 'appointment-cancellation', to: 'm@example.com', data: online },
      origin,
    );
    expect(cancelled.text).toContain(`Book another time: ${origin}/book/sava-physio`);
  });

  it('ask the patient to call when the clinic has no online booking', () => {
    const { text } = renderMail(
      { template: 'appointment-confirmation', to: 'm@example.com', data },
      origin,
    );
    expect(text).toContain('To change or cancel it, call Sava Physio at +381 21 555 0100.');
    expect(text).not.toContain(origin);
    const moved = renderMail({ template: 'appointment-change', to: 'm@example.com', data }, origin);
    expect(moved.text).toContain(
      'If this time does not suit you, call Sava Physio at +381 21 555 0100.',
    );
  });
});
