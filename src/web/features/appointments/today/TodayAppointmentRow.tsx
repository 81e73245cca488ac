import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  canChangeStatus,
  needsVisitNote,
  type CalendarAppointment,
} from '../../../../domain/appointments.js';
import { formatTimeRange } from '../appointment-display';
import { AppointmentStatusBadge } from '../../../components/AppointmentStatusBadge';
import { UnsignedNoteAction } from '../../../components/visit-notes/UnsignedNoteAction';
import { visitNoteHref } from '../../../components/visit-notes/visit-note-links';
import classes from './TodayList.module.css';

interface TodayAppointmentRowProps {
  appointment: CalendarAppointment;
  zone: string;
  /** The status change running for this row, if any. */
  pending: QuickStatus | undefined;
  onChange: (appointment: CalendarAppointment, status: QuickStatus) => void;
  /** Offers "Take payment" on a visit that has begun, for members who take payments. */
  onTakePayment?: (appointment: CalendarAppointment) => void;
}

export type QuickStatus = 'arrived' | 'completed';

const quickActions = [
  { status: 'arrived', label: 'Check in' },
  { status: 'completed', label: 'Complete' },
] as const;

/** One appointment of the day: when, who, its status and the next step at the front desk. */
export function TodayAppointmentRow({
  appointment,
  zone,
  pending,
  onChange,
  onTakePayment,
}: TodayAppointmentRowProps) {
  const name = appointment.patientName ?? appointment.title;
  const hasPatient = appointment.patientId !== null;
  const allowed = quickActions.filter(({ status }) =>
    canChangeStatus(appointment.status, status, hasPatient),
  );
  const noteAction = needsVisitNote(appointment) && appointment.patientId !== null;
  const takesPayment =
    onTakePayment !== undefined &&
    hasPatient &&
    (appointment.status === 'arrived' || appointment.status === 'completed');
  return (
    <li className={classes.item} data-cancelled={appointment.status === 'cancelled' || undefined}>
      <Text className={classes.time} fw={600}>
        {formatTimeRange(appointment.start, appointment.end, zone)}
      </Text>
      <div className={classes.who}>
        <Anchor component={Link} to={`/dashboard/appointment/${appointment.id}`} fw={500}>
          {name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {hasPatient ? (appointment.serviceName ?? 'No service') : 'Blocked time'}
        </Text>
      </div>
      <div className={classes.status}>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      {(allowed.length > 0 || noteAction || takesPayment) && (
        <Group className={classes.actions} gap="xs">
          {allowed.map(({ status, label }) => (
            <Button
              key={status}
              size="xs"
              variant={status === 'arrived' ? 'light' : 'default'}
              loading={pending === status}
              disabled={pending !== undefined && pending !== status}
              aria-label={`${label}: ${name}`}
              onClick={() => onChange(appointment, status)}
            >
              {label}
            </Button>
          ))}
          {noteAction && (
            <UnsignedNoteAction
              state={appointment.noteStatus === 'draft' ? 'draft' : 'none'}
              href={visitNoteHref(appointment.patientId!, appointment.id)}
              who={name}
            />
          )}
          {takesPayment && (
            <Button
              size="xs"
              variant="default"
              aria-label={`Take payment: ${name}`}
              onClick={() => onTakePayment(appointment)}
            >
              Take payment
            </Button>
          )}
        </Group>
      )}
    </li>
  );
}
