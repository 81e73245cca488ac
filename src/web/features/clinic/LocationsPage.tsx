import { Button, Stack } from '@mantine/core';
import { IconBuildingHospital, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClinicSettings } from '../../../domain/clinic-settings.js';
import type { Location } from '../../../domain/locations.js';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { EmptyState } from '../../components/lists/EmptyState';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { useClinicSettings } from '../../lib/queries/clinic-settings';
import { DeleteLocationModal } from './DeleteLocationModal';
import { LocationCard } from './LocationCard';
import { LocationFormModal } from './LocationFormModal';
import { useLocations } from './locations-api';

/** The locations with their rooms, once the clinic's rooms have loaded too. */
function LocationList({
  locations,
  settings,
  manages,
  onEdit,
  onDelete,
}: {
  locations: Location[];
  settings: ClinicSettings;
  manages: boolean;
  onEdit: (location: Location) => void;
  onDelete: (location: Location) => void;
}) {
  return (
    <Stack gap="lg">
      {locations.map((location) => (
        <LocationCard
          key={location.id}
          location={location}
          rooms={settings.rooms.filter((room) => room.locationId === location.id)}
          elsewhere={locations.filter((other) => other.id !== location.id)}
          manages={manages}
          onEdit={() => onEdit(location)}
          onDelete={() => onDelete(location)}
        />
      ))}
    </Stack>
  );
}

/** /dashboard/settings/locations: where the clinic works, each place with its hours and rooms. */
export function LocationsPage() {
  const currentUser = useSignedInUser();
  const locations = useLocations();
  const settings = useClinicSettings();
  const manages = can(currentUser?.membership?.role, 'clinic.manage');
  // undefined: closed; null: a new location.
  const [editing, setEditing] = useState<Location | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const roomsAt = (locationId: string) =>
    (settings.data?.rooms ?? []).filter((room) => room.locationId === locationId);

  const addButton = manages && (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
      New location
    </Button>
  );

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title="Locations"
        description={
          manages
            ? 'The places your clinic works at, each with its address, opening hours and rooms.'
            : 'The places your clinic works at. An owner or administrator manages them.'
        }
        actions={addButton}
      />
      <QueryContent
        query={locations}
        loadingLabel="Loading locations"
        errorTitle="We couldn't load the locations."
        empty={
          <EmptyState
            icon={<IconBuildingHospital size={26} />}
            title="No locations yet"
            action={
              manages && (
                <Button variant="light" onClick={() => setEditing(null)}>
                  Add a location
                </Button>
              )
            }
          >
            {manages
              ? 'Add the place you see patients, with its address and opening hours.'
              : 'An owner or administrator adds the places your clinic works at.'}
          </EmptyState>
        }
      >
        {(list) => (
          <QueryContent
            query={settings}
            loadingLabel="Loading rooms"
            errorTitle="We couldn't load the rooms."
          >
            {(clinic) => (
              <LocationList
                locations={list}
                settings={clinic}
                manages={manages}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            )}
          </QueryContent>
        )}
      </QueryContent>
      {manages && settings.data && (
        <LocationFormModal
          key={editing?.id ?? 'new'}
          opened={editing !== undefined}
          location={editing ?? null}
          clinicHours={settings.data.openingHours}
          onClose={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <DeleteLocationModal
          location={deleting}
          roomCount={roomsAt(deleting.id).length}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
