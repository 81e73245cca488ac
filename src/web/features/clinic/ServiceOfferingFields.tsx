import { MultiSelect } from '@mantine/core';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { Location } from '../../../domain/locations.js';
import { practitionersOf, type TeamMember } from '../../../domain/team.js';
import { useTeamMembers } from '../../lib/queries/team-members';
import { memberName } from './member-display';
import { useLocations } from '../../lib/queries/locations';

interface Offerings {
  locationIds: string[];
  practitionerIds: string[];
}

interface ServiceOfferingFieldsProps<Values extends Offerings> {
  control: Control<Values>;
  errors: FieldErrors<Values>;
  /** What the service offers now: kept as options even if deactivated since. */
  current: Offerings;
}

/**
 * Active locations, plus ones the service names that were deactivated since, so saving never
 * drops them silently (which would turn "only Liman" into "everywhere").
 */
export function locationOptions(locations: readonly Location[], chosen: readonly string[]) {
  return locations
    .filter((location) => location.active || chosen.includes(location.id))
    .map((location) => ({
      value: location.id,
      label: location.active ? location.name : `${location.name} (inactive)`,
    }));
}

/** Members who take appointments, plus ones the service names who no longer do. */
export function practitionerOptions(members: readonly TeamMember[], chosen: readonly string[]) {
  const practitioners = practitionersOf(members);
  const former = members.filter(
    (member) => chosen.includes(member.userId) && !practitioners.includes(member),
  );
  return [
    ...practitioners.map((member) => ({ value: member.userId, label: memberName(member) })),
    ...former.map((member) => ({
      value: member.userId,
      label: `${memberName(member)} (${member.status === 'active' ? 'no appointments' : 'deactivated'})`,
    })),
  ];
}

/** "Offered at" and "Offered by": empty means every location, every practitioner. */
export function ServiceOfferingFields<Values extends Offerings>({
  control,
  errors,
  current,
}: ServiceOfferingFieldsProps<Values>) {
  const locations = useLocations();
  const members = useTeamMembers();
  // One location needs no choice: the service is offered there.
  const showLocations = (locations.data?.length ?? 0) > 1 || current.locationIds.length > 0;
  const typedControl = control as unknown as Control<Offerings>;
  const typedErrors = errors as FieldErrors<Offerings>;

  return (
    <>
      {showLocations && (
        <Controller
          control={typedControl}
          name="locationIds"
          render={({ field }) => (
            <MultiSelect
              label="Offered at"
              description="Leave empty to offer it at every location."
              placeholder={
                locations.isPending
                  ? 'Loading locations…'
                  : field.value.length === 0
                    ? 'All locations'
                    : undefined
              }
              disabled={locations.isPending}
              data={locationOptions(locations.data ?? [], current.locationIds)}
              searchable
              clearable
              nothingFoundMessage="No location by that name"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={
                typedErrors.locationIds?.message ??
                (locations.isError
                  ? "We couldn't load the locations. Close and try again."
                  : undefined)
              }
            />
          )}
        />
      )}
      <Controller
        control={typedControl}
        name="practitionerIds"
        render={({ field }) => (
          <MultiSelect
            label="Offered by"
            description="Leave empty for everyone who takes appointments."
            placeholder={
              members.isPending
                ? 'Loading practitioners…'
                : field.value.length === 0
                  ? 'All practitioners'
                  : undefined
            }
            disabled={members.isPending}
            data={practitionerOptions(members.data ?? [], current.practitionerIds)}
            searchable
            clearable
            nothingFoundMessage="No practitioner by that name"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={
              typedErrors.practitionerIds?.message ??
              (members.isError ? "We couldn't load the team. Close and try again." : undefined)
            }
          />
        )}
      />
    </>
  );
}
