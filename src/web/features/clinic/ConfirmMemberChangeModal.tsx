import { Text } from '@mantine/core';
import { useState } from 'react';
import type { TeamMember } from '../../../domain/team.js';
import { ConfirmModal } from '../../components/dialogs/ConfirmModal';
import { memberName } from './member-display';

export type ConfirmedChange = 'deactivate' | 'remove';

interface ConfirmMemberChangeModalProps {
  /** null: closed. */
  pending: { member: TeamMember; change: ConfirmedChange } | null;
  clinicName: string;
  onConfirm: (member: TeamMember, change: ConfirmedChange) => Promise<void>;
  onClose: () => void;
}

function wording(name: string, clinicName: string, change: ConfirmedChange) {
  return change === 'remove'
    ? {
        title: `Remove ${name}?`,
        text: `${name}'s access to ${clinicName} ends at once: they are signed out straight away and can no longer open the clinic. You can invite them again later.`,
        confirm: 'Remove from team',
      }
    : {
        title: `Deactivate ${name}?`,
        text: `${name} is signed out at once and cannot use ${clinicName} until you reactivate them. They keep their place in the team list.`,
        confirm: 'Deactivate',
      };
}

/** Deactivating or removing someone ends their access at once, so it is asked for twice. */
export function ConfirmMemberChangeModal({
  pending,
  clinicName,
  onConfirm,
  onClose,
}: ConfirmMemberChangeModalProps) {
  // Keeps the text in place while the modal fades out.
  const [shown, setShown] = useState(pending);
  if (pending !== null && pending !== shown) setShown(pending);
  const text = shown && wording(memberName(shown.member), clinicName, shown.change);

  return (
    <ConfirmModal
      opened={pending !== null}
      title={text?.title ?? ''}
      confirmLabel={text?.confirm ?? ''}
      keepLabel="Cancel"
      danger
      onConfirm={async () => {
        if (shown) await onConfirm(shown.member, shown.change);
      }}
      onClose={onClose}
    >
      {text && <Text size="sm">{text.text}</Text>}
    </ConfirmModal>
  );
}
