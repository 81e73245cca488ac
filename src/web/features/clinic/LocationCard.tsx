import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { Room } from '../../../domain/clinic-settings.js';
import type { Location } from '../../../domain/locations.js';
import { SectionCard } from '../../components/page/SectionCard';
import { notifyError, notifySuccess } from '../../components/toasts/notify';
import { errorMessage } from '../../lib/server-errors';
import { useUpdateLocation } from './locations-api';
import { LocationRooms } from './LocationRooms';
import { openingHoursRuns } from './opening-hours-runs';
import classes from './locations.module.css';

interface LocationCardProps {
  location: Location;
  rooms: Room[];
  /** The clinic's other locations, where its rooms can move to. */
  elsewhere: Location[];
  manages: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One location: its details, hours and rooms, and (for those who manage it) its actions. */
export function LocationCard({
  location,
  rooms,
  elsewhere,
  manages,
  onEdit,
  onDelete,
}: LocationCardProps) {
  const update = useUpdateLocation();
  const toggle = () =>
    update.mutate(
      { id: location.id, changes: { active: !location.active } },
      {
        onSuccess: () =>
          notifySuccess(
            location.active ? `${location.name} deactivated` : `${location.name} reactivated`,
          ),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  const hours = openingHoursRuns(location.openingHours);
  const contact = [location.address, location.phone].filter((part) => part.trim() !== '');

  return (
    <SectionCard
      title={location.name}
      aside={
        <Badge variant="light" color={location.active ? 'teal' : 'gray'}>
          {location.active ? 'Active' : 'Inactive'}
        </Badge>
      }
      description={
        <Stack gap={2} component="span">
          <Text span size="sm" display="block">
            {contact.length > 0 ? contact.join(' · ') : 'No address or phone yet.'}
          </Text>
          <Text span size="sm" display="block">
            {hours.length === 0
              ? 'Closed every day'
              : hours.map((run, index) => (
                  <span key={run}>
                    <span className={classes.hoursRun}>{run}</span>
                    {index < hours.length - 1 && ', '}
                  </span>
                ))}
          </Text>
        </Stack>
      }
    >
      {manages && (
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit ${location.name}`}>
            Edit
          </Button>
          <Button
            variant="default"
            size="xs"
            loading={update.isPending}
            onClick={toggle}
            aria-label={`${location.active ? 'Deactivate' : 'Reactivate'} ${location.name}`}
          >
            {location.active ? 'Deactivate' : 'Reactivate'}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={onDelete}
            aria-label={`Delete ${location.name}`}
          >
            Delete
          </Button>
        </Group>
      )}
      <Divider />
      <LocationRooms location={location} rooms={rooms} elsewhere={elsewhere} manages={manages} />
    </SectionCard>
  );
}
