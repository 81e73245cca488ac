import { Button, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/dialogs/ConfirmModal';
import { notifySuccess } from '../../../components/toasts/notify';
import { useSignNote } from './note-api';
import { isNoteSigned } from './note-errors';

interface SignNoteButtonProps {
  patientId: string;
  noteId: string;
  /** Checks the form before the question is asked; false keeps the modal closed. */
  canAsk?: () => Promise<boolean>;
  /** Saves what is still unsaved, right before signing. */
  beforeSign?: () => Promise<void>;
  /** Someone signed the note meanwhile (409 NOTE_SIGNED). */
  onSignedMeanwhile: (message: string) => void;
}

/** Signs a draft after asking, since signing cannot be undone. */
export function SignNoteButton({
  patientId,
  noteId,
  canAsk = () => Promise.resolve(true),
  beforeSign,
  onSignedMeanwhile,
}: SignNoteButtonProps) {
  const sign = useSignNote(patientId, noteId);
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await beforeSign?.();
      await sign.mutateAsync();
      notifySuccess('Note signed');
    } catch (error) {
      if (!isNoteSigned(error)) throw error;
      onSignedMeanwhile(error.msg);
    }
  };

  return (
    <>
      <Button
        leftSection={<IconSignature size={16} aria-hidden />}
        onClick={() => void canAsk().then((ok) => ok && setAsking(true))}
      >
        Sign note
      </Button>
      <ConfirmModal
        opened={asking}
        title="Sign this note?"
        confirmLabel="Sign note"
        keepLabel="Keep as draft"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        <Text>Signing locks this note. Later corrections can only be added as addenda.</Text>
      </ConfirmModal>
    </>
  );
}
