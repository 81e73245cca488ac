import { Skeleton, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifySuccess, notifyError } from '../../components/toasts/notify';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../domain/permissions.js';
import type { TeamMember } from '../../../domain/team.js';
import { QueryContent } from '../../components/page/QueryContent';
import { SectionCard } from '../../components/page/SectionCard';
import { errorMessage } from '../../lib/server-errors';
import { ConfirmMemberChangeModal, type ConfirmedChange } from './ConfirmMemberChangeModal';
import { activeOwnerCount, memberActionsFor, type Actor } from './member-actions';
import { memberName, sortMembers } from './member-display';
import type { MemberChange } from './MemberActionsMenu';
import { MemberCards } from './MemberCards';
import { MembersTable } from './MembersTable';
import { useChangeMemberStatus, useRemoveMember } from './team-api';

/** Theme breakpoint sm (48em): a table from tablets up, cards on phones. */
const TABLE_MEDIA_QUERY = '(min-width: 48em)';

interface MembersSectionProps {
  members: UseQueryResult<TeamMember[]>;
  actor: Actor;
  clinicName: string;
}

export function MembersSection({ members, actor, clinicName }: MembersSectionProps) {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const changeStatus = useChangeMemberStatus();
  const removeMember = useRemoveMember();
  const [pending, setPending] = useState<{ member: TeamMember; change: ConfirmedChange } | null>(
    null,
  );

  const onChange = (member: TeamMember, change: MemberChange) => {
    if (change !== 'reactivate') {
      setPending({ member, change });
      return;
    }
    changeStatus.mutate(
      { memberId: member.id, change },
      {
        onSuccess: () => notifySuccess(`${memberName(member)} is active again`),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  const onConfirm = async (member: TeamMember, change: ConfirmedChange) => {
    const name = memberName(member);
    if (change === 'remove') {
      await removeMember.mutateAsync(member.id);
      notifySuccess(`${name} was removed from the team`);
    } else {
      await changeStatus.mutateAsync({ memberId: member.id, change });
      notifySuccess(`${name} is deactivated`);
    }
  };

  return (
    <SectionCard
      title="Members"
      // On phones the members are cards of their own; a card around cards wastes the width.
      variant={wide ? 'card' : 'plain'}
      description={
        members.data
          ? `${members.data.length} ${members.data.length === 1 ? 'person' : 'people'} in ${clinicName}.`
          : undefined
      }
    >
      <QueryContent
        query={members}
        loadingLabel="Loading team members"
        skeleton={[0, 1, 2].map((row) => (
          <Skeleton key={row} height={40} />
        ))}
        errorTitle="We couldn't load the team."
        empty={
          <Text size="sm" c="dimmed">
            Nobody is in the team yet.
          </Text>
        }
      >
        {(data) => {
          const owners = activeOwnerCount(data);
          const listProps = {
            members: sortMembers(data),
            actorUserId: actor.userId,
            withActions: can(actor.role, 'team.manage'),
            actionsFor: (member: TeamMember) => memberActionsFor(actor, member, owners),
            onChange,
          };
          return wide ? <MembersTable {...listProps} /> : <MemberCards {...listProps} />;
        }}
      </QueryContent>
      <ConfirmMemberChangeModal
        pending={pending}
        clinicName={clinicName}
        onConfirm={onConfirm}
        onClose={() => setPending(null)}
      />
    </SectionCard>
  );
}
