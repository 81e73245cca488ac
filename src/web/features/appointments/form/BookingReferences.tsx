import { Card, Skeleton, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ClinicSettings } from '../../../../domain/clinic-settings.js';
import type { Service } from '../../../../domain/services.js';
import type { TeamMember } from '../../../../domain/team.js';
import { LoadError } from '../../../components/feedback/LoadError';
import { errorMessage } from '../../../lib/server-errors';
import { clinicSettingsQuery } from '../../../lib/queries/clinic-settings';
import { servicesQuery } from '../../../lib/queries/services';
import { teamMembersQuery } from '../../../lib/queries/team-members';

export interface BookingReferencesData {
  settings: ClinicSettings;
  services: Service[];
  members: TeamMember[];
}

/** A placeholder the shape of the booking form. */
export function BookingFormSkeleton({ label }: { label: string }) {
  return (
    <Card withBorder padding="lg" aria-label={label} aria-busy>
      <Stack gap="md">
        {[0, 1, 2, 3].map((row) => (
          <Stack key={row} gap={6}>
            <Skeleton height={12} width={120} />
            <Skeleton height={36} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** What the booking form chooses from (clinic time zone and rooms, services, the team). */
export function BookingReferences({
  children,
}: {
  children: (data: BookingReferencesData) => ReactNode;
}) {
  const [settings, services, members] = useQueries({
    queries: [clinicSettingsQuery, servicesQuery, teamMembersQuery],
  });
  const failed = [settings, services, members].find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        title="We couldn't load the booking form."
        message={errorMessage(failed.error)}
        onRetry={() => {
          for (const query of [settings, services, members])
            if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!settings.data || !services.data || !members.data)
    return <BookingFormSkeleton label="Loading the booking form" />;
  return children({ settings: settings.data, services: services.data, members: members.data });
}
