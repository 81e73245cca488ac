import type { CalendarAppointment } from '../../../../domain/appointments.js';
import type { TeamMember } from '../../../../domain/team.js';
import { memberName } from '../practitioners/practitioner-choice';

export interface TherapistAppointments {
  therapistId: string;
  therapistName: string;
  appointments: CalendarAppointment[];
}

/**
 * The day split by therapist, therapists by name; each keeps the server's order (by start). A
 * therapist no longer on the team (or a team that could not be loaded) is 'Team member'.
 */
export function groupByTherapist(
  appointments: CalendarAppointment[],
  members: TeamMember[] | undefined,
): TherapistAppointments[] {
  const names = new Map((members ?? []).map((member) => [member.userId, memberName(member)]));
  const groups = new Map<string, TherapistAppointments>();
  for (const appointment of appointments) {
    const group = groups.get(appointment.therapistId) ?? {
      therapistId: appointment.therapistId,
      therapistName: names.get(appointment.therapistId) ?? 'Team member',
      appointments: [],
    };
    group.appointments.push(appointment);
    groups.set(appointment.therapistId, group);
  }
  return [...groups.values()].sort((a, b) => a.therapistName.localeCompare(b.therapistName));
}
