import { Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { feedbackKinds, type FeedbackKind } from '../../../domain/admin.js';
import { triageStatuses, triageStatusLabels, type TriageStatus } from '../../../domain/feedback.js';
import { PageHeader } from '../../components/page/PageHeader';
import { QueryContent } from '../../components/page/QueryContent';
import { adminFeedbackQuery } from './admin-api';
import { AdminPagination } from './AdminPagination';
import { FeedbackCard } from './FeedbackCard';

const kindLabels: Record<FeedbackKind, string> = {
  feedback: 'In-app feedback',
  contact: 'Contact messages',
};
const ALL = 'all';

/** /dashboard/admin/feedback-management: read and sort what testers and visitors send. */
export function FeedbackManagementPage() {
  const [kind, setKind] = useState<FeedbackKind | undefined>();
  const [status, setStatus] = useState<TriageStatus | undefined>();
  const [page, setPage] = useState(1);
  const feedback = useQuery(adminFeedbackQuery({ kind, status, page }));
  const filtered = kind !== undefined || status !== undefined;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Feedback management"
        description="In-app feedback and contact messages, newest first, with their triage status and internal notes."
      />
      <Group gap="sm" align="flex-end">
        <Select
          label="Kind"
          data={[
            { value: ALL, label: 'Everything' },
            ...feedbackKinds.map((value) => ({ value, label: kindLabels[value] })),
          ]}
          value={kind ?? ALL}
          onChange={(value) => {
            setKind(value && value !== ALL ? (value as FeedbackKind) : undefined);
            setPage(1);
          }}
          allowDeselect={false}
          w={170}
        />
        <Select
          label="Status"
          data={[
            { value: ALL, label: 'Any status' },
            ...triageStatuses.map((value) => ({ value, label: triageStatusLabels[value] })),
          ]}
          value={status ?? ALL}
          onChange={(value) => {
            setStatus(value && value !== ALL ? (value as TriageStatus) : undefined);
            setPage(1);
          }}
          allowDeselect={false}
          w={140}
        />
      </Group>
      <QueryContent
        query={feedback}
        loadingLabel="Loading feedback"
        skeleton={[0, 1].map((row) => (
          <Skeleton key={row} height={200} />
        ))}
        errorTitle="We couldn't load the feedback."
      >
        {(data) =>
          data.items.length === 0 ? (
            <Text c="dimmed">
              {filtered ? 'Nothing matches these filters.' : 'No feedback or messages yet.'}
            </Text>
          ) : (
            <Stack gap="md">
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.items.map((item) => (
                  <FeedbackCard key={`${item.kind}-${item.id}-${item.updatedAt}`} item={item} />
                ))}
              </Stack>
              <AdminPagination
                page={data.page}
                pages={data.pages}
                total={data.total}
                noun={data.total === 1 ? 'message' : 'messages'}
                onChange={setPage}
              />
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}
