import { describe, expect, it } from 'vitest';
import {
  demoMembers,
  demoTherapistMember,
  ownerUser,
  signedInMember,
} from '../../../test/api-mock';
import { resolveChoice, therapistIdOf } from './practitioner-choice';

const therapist = signedInMember(demoTherapistMember);
const stopped = demoMembers.map((member) =>
  member === demoTherapistMember ? { ...member, takesAppointments: false } : member,
);

describe('resolveChoice', () => {
  it('opens a clinician on their own appointments, everyone else on all', () => {
    expect(resolveChoice(null, therapist, undefined)).toBe('mine');
    expect(resolveChoice(null, ownerUser, demoMembers)).toBe('all');
  });

  it('keeps a remembered practitioner while they take appointments', () => {
    const jelena = { userId: demoTherapistMember.userId };
    expect(resolveChoice(jelena, ownerUser, demoMembers)).toEqual(jelena);
    expect(therapistIdOf(jelena, ownerUser)).toBe(demoTherapistMember.userId);
  });

  it('falls back to all once the one chosen stops taking appointments', () => {
    expect(resolveChoice({ userId: demoTherapistMember.userId }, ownerUser, stopped)).toBe('all');
    expect(resolveChoice(null, therapist, stopped)).toBe('all');
    expect(resolveChoice('mine', therapist, stopped)).toBe('all');
  });
});
