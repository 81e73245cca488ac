import { Button, Group, Stack, UnstyledButton, Text } from '@mantine/core';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import type { CalendarAppointment } from './calendar-api';
import { formatTime } from './clinic-time';
import classes from './calendar.module.css';

interface SlotAppointmentsModalProps {
  appointments: CalendarAppointment[] | null;
  zone: string;
  onOpen: (appointmentId: string) => void;
  onClose: () => void;
}

/** Spec §2: the appointments behind a '{n} appointments' event, each opening its appointment. */
export function SlotAppointmentsModal({
  appointments,
  zone,
  onOpen,
  onClose,
}: SlotAppointmentsModalProps) {
  return (
    <DialogModal opened={appointments !== null} onClose={onClose} title="Appointments in this slot">
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
