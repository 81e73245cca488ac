import { Checkbox, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { LoadError } from '../../../components/feedback/LoadError';
import { servicesQuery } from '../../../lib/queries/services';
import { errorMessage } from '../../../lib/server-errors';
import type { BuilderValues } from './builder-values';

/** The services whose first visit sends the form: the active ones, and any already chosen. */
export function ServicesField() {
  const { control, getValues } = useFormContext<BuilderValues>();
  const services = useQuery(servicesQuery);
  if (services.isPending) return <Text size="sm">Loading services…</Text>;
  if (services.isError)
    return (
      <LoadError
        title="We couldn't load the services."
        message={errorMessage(services.error)}
        onRetry={() => void services.refetch()}
      />
    );
  const chosen = getValues('serviceIds') ?? [];
  const offered = services.data.filter((service) => service.active || chosen.includes(service.id));
  if (offered.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The clinic has no services yet. Add them in Settings → Services to send this form for them.
      </Text>
    );
  return (
    <Controller
      control={control}
      name="serviceIds"
      render={({ field, fieldState }) => (
        <Checkbox.Group
          label="Send for these services"
          description="Patients get the form when their first visit for one of them is booked. None ticked: send it by hand from a patient's record."
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        >
          <Stack gap="xs" mt="xs">
            {offered.map((service) => (
              <Checkbox key={service.id} value={service.id} label={service.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    />
  );
}
