import type { Room } from '../../../../domain/clinic-settings.js';
import type { TeamMember } from '../../../../domain/team.js';
import { memberName } from '../practitioners/practitioner-choice';
import type { CalendarNames, PractitionerColumn } from './time-grid-context';

/** The day view's columns: the practitioner filtered to, or every practitioner. */
export function practitionerColumns(
  practitioners: readonly TeamMember[],
  therapistId: string | null,
): PractitionerColumn[] {
  return practitioners
    .filter((member) => therapistId === null || member.userId === therapistId)
    .map((member) => ({
      userId: member.userId,
      name: memberName(member),
      color: member.calendarColor,
    }));
}

/** Names by id for the blocks' details: every member (past ones too) and every room. */
export function calendarNames(
  members: readonly TeamMember[] | undefined,
  rooms: readonly Room[] | undefined,
): CalendarNames {
  const memberNames = new Map((members ?? []).map((member) => [member.userId, memberName(member)]));
  const roomNames = new Map((rooms ?? []).map((room) => [room.id, room.name]));
  return { member: (id) => memberNames.get(id), room: (id) => roomNames.get(id) };
}
