import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { Location } from '../../../domain/locations.js';
import { DialogModal } from '../../components/dialogs/DialogModal';
import { notifySuccess } from '../../components/toasts/notify';
import { DANGER_COLOR } from '../../lib/danger';
import { errorCode, errorMessage } from '../../lib/server-errors';
import { useDeleteLocation, useUpdateLocation } from './locations-api';

interface DeleteLocationModalProps {
  location: Location;
  roomCount: number;
  onClose: () => void;
}

interface Refusal {
  message: string;
  /** The location has appointments to come: it can only be deactivated. */
  offersDeactivation: boolean;
}

/**
 * Deleting a location asks first. The server refuses while appointments are still to come there
 * (then deactivating it is offered) and for the clinic's only location; its sentence is shown.
 * Rendered while open.
 */
export function DeleteLocationModal({ location, roomCount, onClose }: DeleteLocationModalProps) {
  const remove = useDeleteLocation();
  const update = useUpdateLocation();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const close = () => {
    setRefusal(null);
    remove.reset();
    update.reset();
    onClose();
  };

  const confirm = () =>
    remove.mutate(location.id, {
      onSuccess: () => {
        notifySuccess(`${location.name} deleted`);
        close();
      },
      onError: (error) =>
        setRefusal({
          message: errorMessage(error),
          offersDeactivation:
            errorCode(error) === 'LOCATION_HAS_FUTURE_APPOINTMENTS' && location.active,
        }),
    });

  const deactivate = () =>
    update.mutate(
      { id: location.id, changes: { active: false } },
      {
        onSuccess: () => {
          notifySuccess(`${location.name} deactivated`);
          close();
        },
        onError: (error) => setRefusal({ message: errorMessage(error), offersDeactivation: false }),
      },
    );

  return (
    <DialogModal opened onClose={close} title={`Delete ${location.name}?`}>
      <Stack gap="md">
        <Text>
          {roomCount > 0
            ? `Its ${roomCount === 1 ? 'room goes' : `${roomCount} rooms go`} with it. Past appointments keep their time but lose the room.`
            : 'Past appointments keep their time.'}{' '}
          This cannot be undone.
        </Text>
        {refusal && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title="Not deleted"
          >
            {refusal.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Keep it
          </Button>
          {refusal?.offersDeactivation ? (
            <Button loading={update.isPending} onClick={deactivate}>
              Deactivate instead
            </Button>
          ) : (
            <Button
              color={DANGER_COLOR}
              loading={remove.isPending}
              disabled={refusal !== null}
              onClick={confirm}
            >
              Delete location
            </Button>
          )}
        </Group>
      </Stack>
    </DialogModal>
  );
}
