import { DateTime } from 'luxon';
import type { CalendarAppointment } from '../../../../domain/appointments.js';
import type { VisitNoteStatus } from '../../../../domain/clinical.js';
import { dateLocale } from '../../../lib/clinic-settings-query';

/** Times are read on the clinic's clock (its settings' zone), as the calendar shows them. */
const local = (iso: string, zone: string) =>
  DateTime.fromISO(iso, { zone }).setLocale(dateLocale());

/** '12 Nov 2026, 09:30': when a note was signed or amended. */
export function formatMoment(iso: string, zone: string): string {
  return local(iso, zone).toFormat('d MMM yyyy, HH:mm');
}

/** 'Thu 12 Nov 2026, 09:30': when the visit a note records took place. */
export function formatVisit(iso: string, zone: string): string {
  return local(iso, zone).toFormat('ccc d MMM yyyy, HH:mm');
}

/** 'Thu 12 Nov 2026, 09:30 · Initial assessment': an appointment to write a note for. */
export function appointmentLabel(appointment: CalendarAppointment, zone: string): string {
  return `${formatVisit(appointment.start, zone)} · ${appointment.serviceName ?? appointment.title}`;
}

export const noteStatusLabels: Record<VisitNoteStatus, string> = {
  draft: 'Draft',
  signed: 'Signed',
};

export const noteStatusColors: Record<VisitNoteStatus, string> = {
  draft: 'yellow',
  signed: 'teal',
};

/** Someone whose account is gone still wrote or signed the note. */
export const personName = (name: string | null) => name || 'Former team member';
