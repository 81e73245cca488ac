import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../components/page/PlaceholderPage';
import { parseSelectedSlot } from './selected-slot';

const slotFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

export function AddAppointmentPage() {
  const [searchParams] = useSearchParams();
  const slot = parseSelectedSlot(searchParams.get('date'));
  return (
    <PlaceholderPage
      title="New appointment"
      description="Book a patient in with a therapist; the slot you picked on the calendar is filled in for you."
    >
      {slot && (
        <Text fw={600}>
          Selected slot: <time dateTime={slot.toISOString()}>{slotFormat.format(slot)}</time>
        </Text>
      )}
    </PlaceholderPage>
  );
}
