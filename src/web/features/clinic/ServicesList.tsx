import { Badge, Button, Card, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Service } from '../../../domain/services.js';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { useClinicFormat } from '../../lib/clinic-format';
import { errorMessage } from '../../lib/server-errors';
import classes from './plain-list.module.css';
import { memberName } from './member-display';
import {
  formatBuffers,
  formatDuration,
  formatOffering,
  locationWords,
  practitionerWords,
} from './service-display';
import { useLocations } from '../../lib/queries/locations';
import { useUpdateService } from './services-api';
import { useTeamMembers } from '../../lib/queries/team-members';

interface ServicesListProps {
  services: Service[];
  /** Owners and admins edit; everyone else reads. */
  manages: boolean;
  onEdit: (service: Service) => void;
}

/** Names by id of the clinic's locations and members, for saying where and by whom. */
function useOfferingNames() {
  const locations = useLocations();
  const members = useTeamMembers();
  const locationNames = new Map(locations.data?.map((location) => [location.id, location.name]));
  const memberNames = new Map(members.data?.map((member) => [member.userId, memberName(member)]));
  return {
    locationName: (id: string) => locationNames.get(id),
    practitionerName: (id: string) => memberNames.get(id),
    /** One location: saying "All locations" on each service tells nothing. */
    oneLocation: locations.data?.length === 1,
  };
}

/**
 * The clinic's services, each with its colour, duration, price, buffers, where and by whom it is
 * offered, and whether it can be booked.
 */
export function ServicesList({ services, manages, onEdit }: ServicesListProps) {
  const update = useUpdateService();
  const format = useClinicFormat();
  const names = useOfferingNames();

  const setActive = (service: Service, active: boolean) =>
    update.mutate(
      { id: service.id, changes: { active } },
      {
        onSuccess: () =>
          notifySuccess(active ? `${service.name} reactivated` : `${service.name} deactivated`),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  return (
    <Stack component="ul" gap="sm" className={classes.plainList} aria-label="Services">
      {services.map((service) => (
        <Card component="li" key={service.id} withBorder padding="md">
          <Group justify="space-between" gap="sm">
            <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
              <ColorSwatch color={service.color} size={28} aria-hidden />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} c={service.active ? undefined : 'dimmed'}>
                    {service.name}
                  </Text>
                  <Badge variant="light" color={service.active ? 'green' : 'gray'}>
                    {service.active ? 'Active' : 'Inactive'}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {[
                    formatDuration(service.durationMinutes),
                    format.money(service.priceMinor, service.currency),
                    formatBuffers(service.bufferBeforeMinutes, service.bufferAfterMinutes),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {[
                    names.oneLocation && service.locationIds.length === 0
                      ? ''
                      : formatOffering(service.locationIds, names.locationName, locationWords),
                    formatOffering(
                      service.practitionerIds,
                      names.practitionerName,
                      practitionerWords,
                    ),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
            </Group>
            {manages && (
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => onEdit(service)}
                  aria-label={`Edit ${service.name}`}
                >
                  Edit
                </Button>
                <Button
                  variant="subtle"
                  size="xs"
                  color={service.active ? 'red' : undefined}
                  loading={update.isPending && update.variables?.id === service.id}
                  onClick={() => setActive(service, !service.active)}
                  aria-label={`${service.active ? 'Deactivate' : 'Reactivate'} ${service.name}`}
                >
                  {service.active ? 'Deactivate' : 'Reactivate'}
                </Button>
              </Group>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
