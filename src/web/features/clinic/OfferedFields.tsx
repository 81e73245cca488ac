import { SimpleGrid } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { Location } from '../../../domain/locations.js';
import type { OnlineBookingSettings } from '../../../domain/online-booking.js';
import type { Service } from '../../../domain/services.js';
import { practitionersOf, type TeamMember } from '../../../domain/team.js';
import { useLocations } from '../../lib/queries/locations';
import { useServices } from '../../lib/queries/services';
import { useTeamMembers } from '../../lib/queries/team-members';
import { memberName } from './member-display';
import { OfferedCheckboxGroup } from './OfferedCheckboxGroup';

const activeServices = (services: Service[]) =>
  services
    .filter((service) => service.active)
    .map((service) => ({ value: service.id, label: service.name }));

const practitioners = (members: TeamMember[]) =>
  practitionersOf(members).map((member) => ({ value: member.userId, label: memberName(member) }));

const activeLocations = (locations: Location[]) =>
  locations
    .filter((location) => location.active)
    .map((location) => ({ value: location.id, label: location.name }));

/** Which services, practitioners and locations patients can choose on the booking page. */
export function OfferedFields({ form }: { form: UseFormReturn<OnlineBookingSettings> }) {
  const services = useServices();
  const members = useTeamMembers();
  const locations = useLocations();
  const { errors } = form.formState;

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Controller
        control={form.control}
        name="serviceIds"
        render={({ field }) => (
          <OfferedCheckboxGroup
            label="Services"
            query={services}
            optionsOf={activeServices}
            empty={{
              text: 'Add a service first.',
              linkLabel: 'Go to Services',
              to: '/dashboard/settings/services-settings',
            }}
            value={field.value}
            onChange={field.onChange}
            error={errors.serviceIds?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="practitionerIds"
        render={({ field }) => (
          <OfferedCheckboxGroup
            label="Practitioners"
            query={members}
            optionsOf={practitioners}
            empty={{
              text: 'No one takes appointments yet. Turn it on for a team member first.',
              linkLabel: 'Go to Team',
              to: '/dashboard/settings/team-management',
            }}
            value={field.value}
            onChange={field.onChange}
            error={errors.practitionerIds?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="locationIds"
        render={({ field }) => (
          <OfferedCheckboxGroup
            label="Locations"
            query={locations}
            optionsOf={activeLocations}
            empty={{
              text: 'Add a location first.',
              linkLabel: 'Go to Locations',
              to: '/dashboard/settings/locations',
            }}
            value={field.value}
            onChange={field.onChange}
            error={errors.locationIds?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
