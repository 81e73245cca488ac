import { Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser, AdminUserAction } from '../../../domain/admin.js';
import { useSignedInUser } from '../../components/dashboard/use-signed-in-user';
import { ConfirmModal } from '../../components/dialogs/ConfirmModal';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { notifySuccess } from '../../components/toasts/notify';
import { adminUsersQuery, useAdminUserAction } from './admin-api';
import { AdminPagination } from './AdminPagination';
import { UserCard } from './UserCard';
import { fullName, userActionCopy } from './user-actions';

/** /dashboard/admin/user-management: find an account and help with access problems. */
export function UserManagementPage() {
  const operatorId = useSignedInUser()?.user.id ?? '';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useQuery(adminUsersQuery({ search: debounced, page }));
  const act = useAdminUserAction();
  const [pending, setPending] = useState<{ user: AdminUser; action: AdminUserAction } | null>(null);
  const copy = pending && userActionCopy[pending.action];

  return (
    <Stack gap="lg">
      <PageHeader
        title="User management"
        description="Find any account, see its clinics and roles, and help with access problems."
      />
      <TextInput
        label="Search users"
        placeholder="Name or email"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={480}
      />
      <QueryContent
        query={users}
        loadingLabel="Loading users"
        skeleton={[0, 1, 2].map((row) => (
          <Skeleton key={row} height={120} />
        ))}
        errorTitle="We couldn't load the users."
      >
        {(data) =>
          data.users.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text c="dimmed">
                {debounced ? `No user matches “${debounced}”.` : 'There are no users yet.'}
              </Text>
              {debounced && (
                <Button variant="default" size="xs" onClick={() => setSearch('')}>
                  Clear the search
                </Button>
              )}
            </Stack>
          ) : (
            <Stack gap="md">
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.users.map((user) => (
                  <UserCard
                    key={user.id}
                    user={user}
                    operatorId={operatorId}
                    onAction={(target, action) => setPending({ user: target, action })}
                  />
                ))}
              </Stack>
              <AdminPagination
                page={data.page}
                pages={data.pages}
                total={data.total}
                noun={data.total === 1 ? 'user' : 'users'}
                onChange={setPage}
              />
            </Stack>
          )
        }
      </QueryContent>
      <ConfirmModal
        opened={pending !== null}
        title={copy?.title ?? ''}
        confirmLabel={copy?.confirm ?? ''}
        keepLabel="Cancel"
        danger={copy?.danger}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (!pending || !copy) return;
          await act.mutateAsync({ userId: pending.user.id, action: pending.action });
          notifySuccess(copy.done(fullName(pending.user)));
        }}
      >
        <Text size="sm">{pending && copy?.body(fullName(pending.user))}</Text>
      </ConfirmModal>
    </Stack>
  );
}
