import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TeamMember } from '../../../domain/team.js';
import { FormError } from '../../components/feedback/FormError';
import { DANGER_COLOR } from '../../lib/danger';
import { errorMessage } from '../../lib/server-errors';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const text = shown && wording(memberName(shown.member), clinicName, shown.change);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!shown) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(shown.member, shown.change);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={pending !== null} onClose={close} title={text?.title}>
      {text && (
        <Stack gap="md">
          <Text size="sm">{text.text}</Text>
          <FormError message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button color={DANGER_COLOR} loading={busy} onClick={() => void confirm()}>
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
