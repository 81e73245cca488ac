import type { PatientSort, PatientStatus } from '../../../../domain/patients.js';
import type { TeamMember } from '../../../../domain/team.js';

export const statusLabels: Record<PatientStatus, string> = {
  active: 'Active',
  discharged: 'Discharged',
  archived: 'Archived',
};

export const statusColors: Record<PatientStatus, string> = {
  active: 'teal',
  discharged: 'blue',
  archived: 'gray',
};

export const sortLabels: Record<PatientSort, string> = {
  name: 'Name (A to Z)',
  '-name': 'Name (Z to A)',
  '-createdAt': 'Newest first',
  createdAt: 'Oldest first',
  dateOfBirth: 'Date of birth (oldest first)',
  '-dateOfBirth': 'Date of birth (youngest first)',
};

// A calendar date, not an instant: formatted in UTC so no zone moves it a day.
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** '1988-03-14' → '14 Mar 1988'. */
export function formatDay(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

export const memberName = (member: Pick<TeamMember, 'name' | 'lastName'>) =>
  `${member.name} ${member.lastName}`;

export function totalLabel(total: number, capped: boolean): string {
  if (capped) return `More than ${total.toLocaleString('en')} patients`;
  return `${total.toLocaleString('en')} ${total === 1 ? 'patient' : 'patients'}`;
}
