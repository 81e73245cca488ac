import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FormError } from '../feedback/FormError';
import { DialogModal } from './DialogModal';
import { DANGER_COLOR } from '../../lib/danger';
import { errorMessage } from '../../lib/server-errors';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that changes nothing, focused first. */
  keepLabel: string;
  danger?: boolean;
  /** Closes the modal when it resolves; a failure is shown inside it. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A change asked for twice, with the server's answer shown inside if it refuses. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  keepLabel,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogModal opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        {children}
        <FormError message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {keepLabel}
          </Button>
          <Button
            color={danger ? DANGER_COLOR : undefined}
            loading={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </DialogModal>
  );
}
