import { Button } from '@mantine/core';
import { useState } from 'react';
import type { Wish } from '../../../domain/waitlist.js';
import { ConfirmModal } from '../../components/dialogs/ConfirmModal';
import { notifySuccess } from '../../components/toasts/notify';
import { useRemoveWish } from './waitlist-api';

/** "Remove", asked twice: the patient is no longer offered freed times for this wish. */
export function RemoveWishButton({ wish }: { wish: Wish }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveWish();
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        onClick={() => setAsking(true)}
        aria-label={`Remove ${wish.patientName}’s wish for ${wish.serviceName}`}
      >
        Remove
      </Button>
      <ConfirmModal
        opened={asking}
        title="Remove from the waitlist?"
        confirmLabel="Remove"
        keepLabel="Keep waiting"
        danger
        onConfirm={async () => {
          await remove.mutateAsync(wish.id);
          notifySuccess(`${wish.patientName} was removed from the waitlist.`);
        }}
        onClose={() => setAsking(false)}
      >
        {`${wish.patientName} will no longer be offered freed times for ${wish.serviceName}. The times already offered stay in Offers.`}
      </ConfirmModal>
    </>
  );
}
