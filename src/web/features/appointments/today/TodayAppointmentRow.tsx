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
}: TodayAppointmentRowProps) {
  const name = appointment.patientName ?? appointment.title;
  const hasPatient = appointment.patientId !== null;
  const allowed = quickActions.filter(({ status }) =>
    canChangeStatus(appointment.status, status, hasPatient),
  );
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
      {allowed.length > 0 && (
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
        </Group>
      )}
      {needsVisitNote(appointment) && appointment.patientId && (
        <UnsignedNoteAction
          className={classes.actions}
          state={appointment.noteStatus === 'draft' ? 'draft' : 'none'}
          href={visitNoteHref(appointment.patientId, appointment.id)}
          who={name}
        />
      )}
    </li>
  );
}
