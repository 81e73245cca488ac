import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublicSlot } from '../../../domain/online-booking.js';
import type { PortalAppointment } from '../../../domain/portal.js';
import { ConfirmModal } from '../../components/dialogs/ConfirmModal';
import { clinicOfferQuery } from './api';
import type { VisitFormat } from './portal-time';

interface MoveVisitDialogProps {
  opened: boolean;
  slug: string;
  visit: PortalAppointment;
  /** The new time; kept while the dialog closes. */
  slot: PublicSlot | null;
  format: VisitFormat;
  onConfirm: (slot: PublicSlot) => Promise<void>;
  onClose: () => void;
}

/** "Move your visit to …?", naming who and where the new time is with. */
export function MoveVisitDialog({
  opened,
  slug,
  visit,
  slot,
  format,
  onConfirm,
  onClose,
}: MoveVisitDialogProps) {
  // The names of the practitioners and locations behind a free time's ids (cached by the times).
  const offer = useQuery({ ...clinicOfferQuery(slug), enabled: slot !== null });
  const when = (start: string) => `${format.day(start)} at ${format.time(start)}`;
  const practitioner = offer.data?.practitioners.find((item) => item.id === slot?.practitionerId);
  const location = offer.data?.locations.find((item) => item.id === slot?.locationId);
  return (
    <ConfirmModal
      opened={opened}
      title={slot ? `Move your visit to ${when(slot.start)}?` : ''}
      confirmLabel="Move visit"
      keepLabel="Back"
      onConfirm={() => (slot ? onConfirm(slot) : Promise.resolve())}
      onClose={onClose}
    >
      <Text>
        {visit.serviceName}
        {practitioner && ` with ${practitioner.name}`}
        {location && ` at ${location.name}`}. Your current time, {when(visit.start)}, is given up.
      </Text>
    </ConfirmModal>
  );
}
