import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  canChangeStatus,
  type AppointmentDetails,
  type StatusChangeInput,
} from '../../../../domain/appointments.js';
import { ConfirmModal } from '../../../components/dialogs/ConfirmModal';
import { errorMessage } from '../../../lib/server-errors';
import { StatusFailureAlert } from '../StatusFailureAlert';
import { useStatusChange } from '../use-status-change';
import { CancelAppointmentModal } from './CancelAppointmentModal';

type Action = StatusChangeInput['status'];

const oneClick: { status: Action; label: string }[] = [
  { status: 'confirmed', label: 'Confirm' },
  { status: 'arrived', label: 'Check in' },
  { status: 'completed', label: 'Complete' },
];

/** The status changes this appointment allows now; the rest are not offered. */
export function StatusActions({ appointment }: { appointment: AppointmentDetails }) {
  const { change, pendingStatus } = useStatusChange();
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<'no_show' | 'cancelled' | null>(null);
  const allowed = (to: Action) =>
    canChangeStatus(appointment.status, to, appointment.patientId !== null);

  const run = async (input: StatusChangeInput) => {
    setFailure(null);
    try {
      await change(appointment.id, input);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const offered = oneClick.filter(({ status }) => allowed(status));
  const anyAllowed = offered.length > 0 || allowed('no_show') || allowed('cancelled');
  // A refusal stays in view even when the reloaded appointment allows nothing more.
  if (!anyAllowed && !failure) return null;

  return (
    <Stack gap="sm">
      {anyAllowed && (
        <Group gap="sm" role="group" aria-label="Change status">
          {offered.map(({ status, label }) => (
            <Button
              key={status}
              variant="default"
              loading={pendingStatus === status}
              disabled={pendingStatus !== undefined && pendingStatus !== status}
              onClick={() => void run({ status })}
            >
              {label}
            </Button>
          ))}
          {allowed('no_show') && (
            <Button variant="default" onClick={() => setAsking('no_show')}>
              No-show
            </Button>
          )}
          {allowed('cancelled') && (
            <Button variant="light" color="red" onClick={() => setAsking('cancelled')}>
              Cancel appointment
            </Button>
          )}
        </Group>
      )}
      <StatusFailureAlert failure={failure} onDismiss={() => setFailure(null)} />
      <ConfirmModal
        opened={asking === 'no_show'}
        title="Mark as a no-show?"
        confirmLabel="Mark as no-show"
        keepLabel="Go back"
        onConfirm={() => change(appointment.id, { status: 'no_show' })}
        onClose={() => setAsking(null)}
      >
        The patient did not come. This cannot be undone.
      </ConfirmModal>
      <CancelAppointmentModal
        opened={asking === 'cancelled'}
        inSeries={appointment.series !== null}
        onCancel={(input) => change(appointment.id, input)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
