import { Anchor, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { notifySuccess, notifyError } from '../../components/toasts/notify';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TeamMember } from '../../../domain/team.js';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { errorMessage } from '../../lib/server-errors';
import { clinicSecurityQuery, useUpdateClinicSecurity } from './team-api';

interface ClinicSecurityCardProps {
  /** null while the member list loads or when it failed. */
  members: TeamMember[] | null;
  /** The owner's own two-factor: requiring it without having it would lock them out. */
  ownTwoFactorEnabled: boolean;
}

function withoutTwoFactorLine(members: TeamMember[]): string {
  const count = members.filter(
    (member) => member.status === 'active' && !member.twoFactorEnabled,
  ).length;
  if (count === 0) return 'Every active member has turned on two-factor sign-in.';
  if (count === 1) return '1 member has not turned on two-factor sign-in yet.';
  return `${count} members have not turned on two-factor sign-in yet.`;
}

/** The clinic-wide two-factor requirement (owners; GET/PATCH /clinic/security). */
export function ClinicSecurityCard({ members, ownTwoFactorEnabled }: ClinicSecurityCardProps) {
  const security = useQuery(clinicSecurityQuery);
  const update = useUpdateClinicSecurity();
  const descriptionId = useId();

  const onToggle = (requireTwoFactor: boolean) =>
    update.mutate(
      { requireTwoFactor },
      {
        onSuccess: () =>
          notifySuccess(
            requireTwoFactor
              ? 'Two-factor sign-in is now required for every member'
              : 'Two-factor sign-in is no longer required',
          ),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  return (
    <SectionCard title="Security" description="Rules that apply to everyone in the clinic.">
      <QueryContent
        query={security}
        loadingLabel="Loading security settings"
        skeleton={<Skeleton height={24} width="70%" />}
        errorTitle="We couldn't load the security settings."
      >
        {({ requireTwoFactor }) => (
          <>
            <Stack gap="xs">
              <Switch
                label="Require two-factor sign-in for every member"
                // Mantine puts a description inside the <label>, which would read it twice.
                aria-describedby={descriptionId}
                checked={requireTwoFactor}
                // Turning it on first needs the owner's own two-factor; turning it off never waits.
                disabled={update.isPending || (!requireTwoFactor && !ownTwoFactorEnabled)}
                onChange={(event) => onToggle(event.currentTarget.checked)}
              />
              <Text size="sm" c="dimmed" id={descriptionId}>
                Members without it must set it up before they can use Motio.
              </Text>
            </Stack>
            {!requireTwoFactor && !ownTwoFactorEnabled && (
              <Text size="sm" c="dimmed">
                Turn on two-factor sign-in for your own account first, in{' '}
                <Anchor component={Link} to="/dashboard/settings" size="sm">
                  Account settings
                </Anchor>
                .
              </Text>
            )}
            {members && <Text size="sm">{withoutTwoFactorLine(members)}</Text>}
          </>
        )}
      </QueryContent>
    </SectionCard>
  );
}
