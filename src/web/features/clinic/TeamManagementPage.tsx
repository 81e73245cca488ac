import { Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { can } from '../../../domain/permissions.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { PageHeader } from '../../components/page/PageHeader';
import { ClinicSecurityCard } from './ClinicSecurityCard';
import { InvitationsSection } from './InvitationsSection';
import { InviteMemberModal } from './InviteMemberModal';
import { MembersSection } from './MembersSection';
import { useTeamMembers } from '../../lib/queries/team-members';

/** /dashboard/settings/team-management: everyone reads the team; owners and admins manage it. */
export function TeamManagementPage() {
  const currentUser = useSignedInUser();
  const members = useTeamMembers();
  const [inviting, setInviting] = useState(false);
  if (!currentUser) return null;

  const role = currentUser.membership?.role;
  const manages = can(role, 'team.manage');
  const actor = { userId: currentUser.user.id, role };

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Team"
        description={
          manages
            ? 'Invite colleagues, choose their roles and end access when someone leaves.'
            : 'Everyone who works in your clinic. An owner or administrator manages the team.'
        }
        actions={
          manages && (
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setInviting(true)}
            >
              Invite member
            </Button>
          )
        }
      />
      <MembersSection
        members={members}
        actor={actor}
        clinicName={currentUser.membership?.clinicName ?? 'your clinic'}
      />
      {manages && role && <InvitationsSection actorRole={role} />}
      {can(role, 'clinic.security') && (
        <ClinicSecurityCard
          members={members.data ?? null}
          ownTwoFactorEnabled={currentUser.user.twoFactorEnabled}
        />
      )}
      {manages && role && (
        <InviteMemberModal opened={inviting} actorRole={role} onClose={() => setInviting(false)} />
      )}
    </Stack>
  );
}
