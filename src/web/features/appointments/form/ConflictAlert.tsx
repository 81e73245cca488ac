import { Alert, List, Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { DateTime } from 'luxon';
import type { AppointmentConflict } from '../../../../domain/appointments.js';

/** What a refused booking answered: its message, what is in the way and, for a series, when. */
export interface RefusedBooking {
  message: string;
  conflicts: AppointmentConflict[];
  dates: string[];
}

const reasonLabels: Record<AppointmentConflict['reason'], string> = {
  therapist: 'the therapist is busy',
  patient: 'the patient is booked',
  room: 'the room is taken',
};

function timeRange(conflict: AppointmentConflict, zone: string) {
  const start = DateTime.fromISO(conflict.start, { zone });
  const end = DateTime.fromISO(conflict.end, { zone });
  return `${start.toFormat('ccc d LLL, HH:mm')}–${end.toFormat('HH:mm')}`;
}

const dateLabel = (date: string) => DateTime.fromISO(date).toFormat('ccc d LLL yyyy');

/** The bookings in the way of a refused booking, with times on the clinic's clock. */
export function ConflictAlert({ refused, zone }: { refused: RefusedBooking; zone: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCalendarX aria-hidden />}
      title="This time is already taken"
    >
      <Text size="sm">{refused.message}</Text>
      {refused.conflicts.length > 0 && (
        <List size="sm" mt="xs" spacing={4} aria-label="Conflicting appointments">
          {refused.conflicts.map((conflict, index) => (
            <List.Item key={`${conflict.id ?? 'elsewhere'}-${index}`}>
              <Text span size="sm" fw={600}>
                {timeRange(conflict, zone)}
              </Text>{' '}
              {conflict.title} ({reasonLabels[conflict.reason]})
            </List.Item>
          ))}
        </List>
      )}
      {refused.dates.length > 1 && (
        <Text size="sm" mt="xs">
          Dates of the series that cannot be booked: {refused.dates.map(dateLabel).join(', ')}.
        </Text>
      )}
    </Alert>
  );
}
