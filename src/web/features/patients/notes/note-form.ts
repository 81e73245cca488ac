import { z } from 'zod';
import type { CalendarAppointment } from '../../../../domain/appointments.js';
import { noteTemplates, type NoteTemplate } from '../../../../domain/clinical.js';
import type { Service } from '../../../../domain/services.js';
import {
  noteTemplateText,
  soapSections,
  updateVisitNoteSchema,
  type SoapText,
  type VisitNoteSummary,
} from '../../../../domain/visit-notes.js';
import type { PatientAppointments } from '../../../../domain/appointments.js';
import { appointmentLabel } from './note-display';

/** "Write visit note": the visit, the template and the four sections. */
export const newNoteFormSchema = updateVisitNoteSchema.extend({
  appointmentId: z.string().nullable(),
  template: z.enum(noteTemplates, 'Choose a template.'),
});
export type NewNoteFormValues = z.infer<typeof newNoteFormSchema>;

/** The template of the appointment's service, as the server would choose it. */
export function templateOfAppointment(
  appointmentId: string | null,
  appointments: CalendarAppointment[],
  services: Service[],
): NoteTemplate {
  const appointment = appointments.find((candidate) => candidate.id === appointmentId);
  const service = services.find((candidate) => candidate.id === appointment?.serviceId);
  return service?.noteTemplate ?? 'follow_up';
}

/**
 * The sections after switching templates: what still reads as the old template's prompts (or is
 * empty) takes the new prompts; anything the clinician wrote stays.
 */
export function switchTemplate(current: SoapText, from: NoteTemplate, to: NoteTemplate): SoapText {
  const next = { ...current };
  for (const section of soapSections) {
    const text = current[section];
    if (text.trim() === '' || text === noteTemplateText[from][section]) {
      next[section] = noteTemplateText[to][section];
    }
  }
  return next;
}

/** Cancelled visits get no note. */
const writable = (appointment: CalendarAppointment) => appointment.status !== 'cancelled';

/** Every appointment a note could be written for, past ones first. */
export function noteableAppointments({ past, upcoming }: PatientAppointments) {
  return [...past, ...upcoming].filter(writable);
}

/**
 * The appointment picker's choices: past visits newest first, then upcoming ones soonest
 * first; a visit that already has a note cannot get a second one.
 */
export function appointmentOptions(
  { past, upcoming }: PatientAppointments,
  notes: Pick<VisitNoteSummary, 'appointmentId'>[],
  zone: string,
) {
  const noted = new Set(notes.map((note) => note.appointmentId));
  const item = (appointment: CalendarAppointment) => ({
    value: appointment.id,
    label: noted.has(appointment.id)
      ? `${appointmentLabel(appointment, zone)} (has a note)`
      : appointmentLabel(appointment, zone),
    disabled: noted.has(appointment.id),
  });
  const byStart = (a: CalendarAppointment, b: CalendarAppointment) =>
    Date.parse(a.start) - Date.parse(b.start);
  const groups = [
    { group: 'Past visits', items: past.filter(writable).sort(byStart).reverse().map(item) },
    { group: 'Upcoming visits', items: upcoming.filter(writable).sort(byStart).map(item) },
  ];
  return groups.filter((group) => group.items.length > 0);
}
