import { Select, Stack } from '@mantine/core';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** What every wish waits for, staff's and patients' alike. */
export interface WishWhatValues {
  serviceId: string;
  practitionerId?: string | null;
  locationId?: string | null;
}

export interface WishOption {
  value: string;
  label: string;
}

const ANYONE = 'anyone';
const ANY = 'any';

interface WishWhatFieldsProps<Values extends FieldValues & WishWhatValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  services: WishOption[];
  /** Those who offer the chosen service, besides "Anyone". */
  practitioners: WishOption[];
  /** Where the chosen service is offered, besides "Any"; none: no location to choose. */
  locations: WishOption[];
  searchableServices?: boolean;
}

/** Which service, with whom (or anyone) and where (or anywhere): the "what" of a wish. */
export function WishWhatFields<Values extends FieldValues & WishWhatValues, Output>({
  form: anyForm,
  services,
  practitioners,
  locations,
  searchableServices = false,
}: WishWhatFieldsProps<Values, Output>) {
  // Both wish forms hold these three fields; the form's own type adds the rest.
  const form = anyForm as unknown as UseFormReturn<WishWhatValues>;
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="serviceId"
        render={({ field }) => (
          <Select
            label="Service"
            required
            searchable={searchableServices}
            allowDeselect={false}
            placeholder="Choose a service"
            data={services}
            value={field.value || null}
            onChange={(id) => {
              field.onChange(id ?? '');
              // Who and where the new service is not offered no longer fit.
              form.setValue('practitionerId', null);
              form.setValue('locationId', null);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.serviceId?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="practitionerId"
        render={({ field }) => (
          <Select
            label="Practitioner"
            allowDeselect={false}
            data={[{ value: ANYONE, label: 'Anyone' }, ...practitioners]}
            value={field.value ?? ANYONE}
            onChange={(id) => field.onChange(id === ANYONE || !id ? null : id)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.practitionerId?.message}
          />
        )}
      />
      {locations.length > 0 && (
        <Controller
          control={form.control}
          name="locationId"
          render={({ field }) => (
            <Select
              label="Location"
              allowDeselect={false}
              data={[{ value: ANY, label: 'Any' }, ...locations]}
              value={field.value ?? ANY}
              onChange={(id) => field.onChange(id === ANY || !id ? null : id)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.locationId?.message}
            />
          )}
        />
      )}
    </Stack>
  );
}
