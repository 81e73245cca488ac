import { Button, Group, Stack, UnstyledButton, Text } from '@mantine/core';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import type { CalendarAppointment } from '../../../../domain/appointments.js';
import { formatDay, formatTime } from './clinic-time';
import classes from './calendar.module.css';

/** The appointments of a '{n} appointments' event, or of a whole day of the month. */
export interface AppointmentsList {
  appointments: CalendarAppointment[];
  /** The day, when the list is a crowded day's of the month view ('+n more'). */
  day?: Date;
}

interface SlotAppointmentsModalProps {
  list: AppointmentsList | null;
  zone: string;
  onOpen: (appointmentId: string) => void;
  onClose: () => void;
}

/** The appointments behind a '{n} appointments' event, each opening its appointment. */
export function SlotAppointmentsModal({ list, zone, onOpen, onClose }: SlotAppointmentsModalProps) {
  const appointments = list?.appointments;
  const title = list?.day
    ? `Appointments on ${formatDay(list.day, zone)}`
    : 'Appointments in this slot';
  return (
    <DialogModal opened={list !== null} onClose={onClose} title={title}>
      <Stack gap="xs">
        <ul className={classes.slotList}>
          {appointments?.map((appointment) => (
            <li key={appointment.id}>
              <UnstyledButton className={classes.slotEntry} onClick={() => onOpen(appointment.id)}>
                <Text fw={500}>{appointment.title}</Text>
                <Text size="sm" c="dimmed">
                  {formatTime(new Date(appointment.start), zone)} –{' '}
                  {formatTime(new Date(appointment.end), zone)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </DialogModal>
  );
}
