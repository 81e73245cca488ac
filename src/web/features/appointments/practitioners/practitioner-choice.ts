import { practitionersOf, type TeamMember } from '../../../../domain/team.js';
import type { CurrentUser } from '../../../lib/current-user';

/** Whose appointments the calendar and Today show: everyone's, the signed-in member's, or one's. */
export type PractitionerChoice = 'all' | 'mine' | { userId: string };

export const ALL_VALUE = 'all';
export const MINE_VALUE = 'mine';

export const memberName = (member: Pick<TeamMember, 'name' | 'lastName'>) =>
  `${member.name} ${member.lastName}`.trim();

/** One remembered choice per member of each clinic, shared by the calendar and Today. */
export function choiceStorageKey(user: CurrentUser): string | null {
  if (!user.membership) return null;
  return `motio-practitioner-filter:${user.membership.clinicId}:${user.user.id}`;
}

export const choiceToValue = (choice: PractitionerChoice) =>
  typeof choice === 'string' ? choice : choice.userId;

export const valueToChoice = (value: string): PractitionerChoice =>
  value === ALL_VALUE || value === MINE_VALUE ? value : { userId: value };

export function readStoredChoice(key: string | null): PractitionerChoice | null {
  if (!key) return null;
  try {
    const value = window.localStorage.getItem(key);
    return value ? valueToChoice(value) : null;
  } catch {
    return null; // storage turned off: the default it is
  }
}

export function storeChoice(key: string | null, choice: PractitionerChoice) {
  if (!key) return;
  try {
    window.localStorage.setItem(key, choiceToValue(choice));
  } catch {
    // Storage turned off or full: the choice lasts until the page is left.
  }
}

/** A clinician opens on their own appointments; everyone else on all of them. */
export const defaultChoice = (user: CurrentUser): PractitionerChoice =>
  user.membership?.role === 'therapist' ? 'mine' : 'all';

/**
 * The choice in force: the remembered one, else the default; once the team is known, a choice
 * that no longer fits (the member stopped taking appointments, or left) falls back to all.
 */
export function resolveChoice(
  stored: PractitionerChoice | null,
  user: CurrentUser,
  members: readonly TeamMember[] | undefined,
): PractitionerChoice {
  const choice = stored ?? defaultChoice(user);
  if (!members || choice === 'all') return choice;
  const practitioners = practitionersOf(members);
  const wanted = choice === 'mine' ? user.user.id : choice.userId;
  return practitioners.some((member) => member.userId === wanted) ? choice : 'all';
}

/** The user id GET /appointments is filtered by; null: everyone's. */
export function therapistIdOf(choice: PractitionerChoice, user: CurrentUser): string | null {
  if (choice === 'all') return null;
  return choice === 'mine' ? user.user.id : choice.userId;
}

/** The choice the calendar opens on before the team is loaded (its route loader's prefetch). */
export function openingTherapistId(user: CurrentUser): string | null {
  return therapistIdOf(readStoredChoice(choiceStorageKey(user)) ?? defaultChoice(user), user);
}

/**
 * The filter's options: all, "My appointments" when the signed-in member takes appointments
 * (assumed while the team loads, if that is the choice), then each other practitioner by name.
 */
export function choiceOptions(
  user: CurrentUser,
  members: readonly TeamMember[] | undefined,
  choice: PractitionerChoice,
) {
  const practitioners = practitionersOf(members ?? []);
  const takesAppointments = members
    ? practitioners.some((member) => member.userId === user.user.id)
    : choice === 'mine';
  return [
    { value: ALL_VALUE, label: 'All practitioners' },
    ...(takesAppointments ? [{ value: MINE_VALUE, label: 'My appointments' }] : []),
    ...practitioners
      .filter((member) => member.userId !== user.user.id)
      .map((member) => ({ value: member.userId, label: memberName(member) })),
  ];
}
