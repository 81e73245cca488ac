import { Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CalendarAppointment } from '../../../../domain/appointments.js';
import { TodayAppointmentRow, type QuickStatus } from './TodayAppointmentRow';
import classes from './TodayList.module.css';

interface TherapistDayProps {
  therapistName: string;
  appointments: CalendarAppointment[];
  zone: string;
  /** The quick change running now, if any. */
  pending: { id: string; status: QuickStatus } | null;
  onChange: (appointment: CalendarAppointment, status: QuickStatus) => void;
  onTakePayment?: (appointment: CalendarAppointment) => void;
}

const countLabel = (n: number) => (n === 1 ? '1 appointment' : `${n} appointments`);

/** One therapist's day, in order of time. */
export function TherapistDay({
  therapistName,
  appointments,
  zone,
  pending,
  onChange,
  onTakePayment,
}: TherapistDayProps) {
  const titleId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {therapistName}
        </Title>
        <Text size="sm" c="dimmed">
          {countLabel(appointments.length)}
        </Text>
      </Group>
      <ul className={classes.list}>
        {appointments.map((appointment) => (
          <TodayAppointmentRow
            key={appointment.id}
            appointment={appointment}
            zone={zone}
            pending={pending?.id === appointment.id ? pending.status : undefined}
            onChange={onChange}
            onTakePayment={onTakePayment}
          />
        ))}
      </ul>
    </Stack>
  );
}
