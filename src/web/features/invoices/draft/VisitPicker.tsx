import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarAppointment, PatientAppointments } from '../../../../domain/appointments.js';
import { http } from '../../../lib/http';
import type { ClinicFormat } from '../../../lib/clinic-format';
import { useClinicSettings } from '../../../lib/queries/clinic-settings';
import { useServices } from '../../../lib/queries/services';
import type { DraftLineValues } from './draft-form';

/** The patient's visits (GET /patients/{id}/appointments), cached with the patient's record. */
const patientVisitsQuery = (patientId: string) =>
  queryOptions({
    queryKey: ['patients', 'record', patientId, 'appointments'] as const,
    queryFn: ({ signal }) =>
      http.get<PatientAppointments>(`/patients/${patientId}/appointments`, { signal }),
  });

interface VisitPickerProps {
  patientId: string;
  /** Visits already on the invoice, not offered again. */
  taken: ReadonlySet<string>;
  format: ClinicFormat;
  onAdd: (line: DraftLineValues) => void;
}

/** The patient's completed visits, each added as a line at its service's price. */
export function VisitPicker({ patientId, taken, format, onAdd }: VisitPickerProps) {
  const visits = useQuery(patientVisitsQuery(patientId));
  const services = useServices();
  const zone = useClinicSettings().data?.timeZone;
  const completed = (visits.data?.past ?? []).filter(
    (visit) => visit.status === 'completed' && !taken.has(visit.id),
  );
  const priceOf = (visit: CalendarAppointment) =>
    services.data?.find((service) => service.id === visit.serviceId)?.priceMinor ?? null;
  const when = (visit: CalendarAppointment) =>
    new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium', timeZone: zone }).format(
      new Date(visit.start),
    );

  if (visits.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading the patient&apos;s visits…
      </Text>
    );
  if (visits.isError)
    return (
      <Text size="sm" c="red">
        We couldn&apos;t load the patient&apos;s visits; add lines by hand.
      </Text>
    );
  if (completed.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No completed visits to add.
      </Text>
    );
  return (
    <Stack gap="xs" role="group" aria-label="Completed visits">
      <Text fw={600}>Completed visits</Text>
      {completed.map((visit) => {
        const description = `${visit.serviceName ?? 'Visit'}, ${when(visit)}`;
        const price = priceOf(visit);
        return (
          <Group key={visit.id} justify="space-between" gap="xs">
            <Text size="sm">
              {description}
              {price !== null && (
                <Text span c="dimmed">
                  {' '}
                  · {format.money(price)}
                </Text>
              )}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={`Add visit: ${description}`}
              onClick={() =>
                onAdd({
                  description,
                  quantity: 1,
                  unitPriceCents: price,
                  discountCents: null,
                  appointmentId: visit.id,
                  ...(visit.serviceId ? { serviceId: visit.serviceId } : {}),
                })
              }
            >
              Add
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
