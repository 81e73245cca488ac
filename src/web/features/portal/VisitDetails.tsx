import { Group, Stack, Text } from '@mantine/core';
import { AppointmentStatusBadge } from '../../components/AppointmentStatusBadge';
import type { PortalAppointment } from '../../../domain/portal.js';
import type { VisitFormat } from './portal-time';

interface VisitDetailsProps {
  visit: PortalAppointment;
  format: VisitFormat;
  /** Past visits name the year, upcoming ones the weekday. */
  past?: boolean;
}

/** What, with whom, when (in the clinic's time) and where; a badge unless it is plainly on. */
export function VisitDetails({ visit, format, past = false }: VisitDetailsProps) {
  const showStatus = visit.status !== 'scheduled' && visit.status !== 'confirmed';
  return (
    <Stack gap={2}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{visit.serviceName}</Text>
        {showStatus && <AppointmentStatusBadge status={visit.status} />}
      </Group>
      <Text td={visit.status === 'cancelled' ? 'line-through' : undefined}>
        {past ? format.pastDay(visit.start) : format.day(visit.start)}, {format.time(visit.start)}–
        {format.time(visit.end)}
      </Text>
      <Text size="sm">with {visit.practitionerName}</Text>
      {(visit.locationName || visit.locationAddress) && (
        <Text size="sm" c="dimmed">
          {[visit.locationName, visit.locationAddress].filter(Boolean).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
