import { useMemo, useState } from 'react';
import { practitionersOf } from '../../../../domain/team.js';
import { useSignedInUser } from '../../../components/dashboard/use-signed-in-user';
import {
  choiceOptions,
  choiceStorageKey,
  readStoredChoice,
  resolveChoice,
  storeChoice,
  therapistIdOf,
  type PractitionerChoice,
} from './practitioner-choice';
import { useTeamMembers } from '../../../lib/queries/team-members';

/**
 * Whose appointments to show on the calendar and Today: the member's last choice (remembered in
 * this browser), else their own for a clinician and everyone's for the rest. Also hands out the
 * team and its practitioners, which both pages need anyway.
 */
export function usePractitionerFilter() {
  const user = useSignedInUser();
  const members = useTeamMembers();
  const key = user ? choiceStorageKey(user) : null;
  const [stored, setStored] = useState(() => readStoredChoice(key));

  const practitioners = useMemo(() => practitionersOf(members.data ?? []), [members.data]);
  const choice: PractitionerChoice = user ? resolveChoice(stored, user, members.data) : 'all';

  return {
    choice,
    therapistId: user ? therapistIdOf(choice, user) : null,
    options: user ? choiceOptions(user, members.data, choice) : [],
    members: members.data,
    membersPending: members.isPending,
    practitioners,
    choose: (next: PractitionerChoice) => {
      setStored(next);
      storeChoice(key, next);
    },
  };
}

export type PractitionerFilterState = ReturnType<typeof usePractitionerFilter>;
