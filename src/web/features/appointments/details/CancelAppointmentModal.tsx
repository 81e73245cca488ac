import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { SeriesScope, StatusChangeInput } from '../../../../domain/appointments.js';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import { FormError } from '../../../components/feedback/FormError';
import { DANGER_COLOR } from '../../../lib/danger';
import { errorMessage } from '../../../lib/server-errors';

interface CancelAppointmentModalProps {
  opened: boolean;
  /** Set for an occurrence of a series: the member chooses this one or the following too. */
  inSeries: boolean;
  onCancel: (change: StatusChangeInput) => Promise<void>;
  onClose: () => void;
}

const REASON_MAX = 500;

/** Cancelling asks why (kept on the appointment) and, in a series, how far it reaches. */
export function CancelAppointmentModal({
  opened,
  inSeries,
  onCancel,
  onClose,
}: CancelAppointmentModalProps) {
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<SeriesScope>('one');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setScope('one');
    setReasonError(null);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError('Say why it is cancelled.');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onCancel({ status: 'cancelled', reason: trimmed, ...(inSeries ? { scope } : {}) });
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogModal opened={opened} onClose={close} title="Cancel appointment" closable={!busy}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">The time is freed for other bookings. This cannot be undone.</Text>
          <Textarea
            label="Reason"
            description="Kept with the appointment, e.g. 'Patient is ill'."
            required
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            error={reasonError}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            data-autofocus
          />
          {inSeries && (
            <Radio.Group
              label="Which appointments?"
              value={scope}
              onChange={(value) => setScope(value as SeriesScope)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="one" label="Only this appointment" />
                <Radio value="following" label="This and the following appointments" />
              </Stack>
            </Radio.Group>
          )}
          <FormError message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Keep appointment
            </Button>
            <Button type="submit" color={DANGER_COLOR} loading={busy}>
              Cancel appointment
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogModal>
  );
}
