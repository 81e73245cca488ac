import { Card, Skeleton, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TeamMember } from '../../../../domain/team.js';
import { LoadError } from '../../../components/feedback/LoadError';
import { errorMessage } from '../../../lib/server-errors';
import { clinicToday } from './diagnosis-form';
import { clinicSettingsQuery } from '../../../lib/queries/clinic-settings';
import { teamMembersQuery } from '../../../lib/queries/team-members';

export interface DiagnosisFormReferencesData {
  members: TeamMember[];
  /** Today on the clinic's clock. */
  today: string;
}

/** A placeholder the shape of the diagnosis form. */
export function DiagnosisFormSkeleton({ label }: { label: string }) {
  return (
    <Card withBorder padding="lg" aria-label={label} aria-busy>
      <Stack gap="md">
        {[0, 1, 2, 3].map((row) => (
          <Stack key={row} gap="xs">
            <Skeleton height={12} width={120} />
            <Skeleton height={36} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** What the diagnosis form needs besides the diagnosis: the team and the clinic's today. */
export function DiagnosisFormReferences({
  children,
}: {
  children: (data: DiagnosisFormReferencesData) => ReactNode;
}) {
  const [members, settings] = useQueries({ queries: [teamMembersQuery, clinicSettingsQuery] });
  const failed = [members, settings].find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        title="We couldn't load the diagnosis form."
        message={errorMessage(failed.error)}
        onRetry={() => {
          for (const query of [members, settings]) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!members.data || !settings.data)
    return <DiagnosisFormSkeleton label="Loading the diagnosis form" />;
  return children({ members: members.data, today: clinicToday(settings.data.timeZone) });
}
