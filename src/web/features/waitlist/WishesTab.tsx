import { Button, Select, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { wishStatuses, type WishStatus } from '../../../domain/waitlist.js';
import { EmptyState } from '../../components/lists/EmptyState';
import { QueryContent } from '../../components/page/QueryContent';
import type { WaitlistFormat } from './waitlist-format';
import { wishesQuery } from './waitlist-api';
import { wishStatusLabels, wishStatusOrder } from './waitlist-display';
import { WishCards } from './WishCards';
import { WishesTable } from './WishesTable';

/** Theme breakpoint sm (48em): a table from tablets up, cards on phones. */
const TABLE_MEDIA_QUERY = '(min-width: 48em)';

const statusOptions = wishStatusOrder.map((status) => ({
  value: status,
  label: wishStatusLabels[status],
}));
const loadingRows = [0, 1, 2].map((row) => <Skeleton key={row} height={44} />);

export const isWishStatus = (value: string | null): value is WishStatus =>
  (wishStatuses as readonly (string | null)[]).includes(value);

interface WishesTabProps {
  status: WishStatus;
  onStatus: (status: WishStatus) => void;
  onAdd: () => void;
  format: WaitlistFormat;
}

/** The wishes of one status (waiting by default), as a table or as cards. */
export function WishesTab({ status, onStatus, onAdd, format }: WishesTabProps) {
  const wide = useMediaQuery(TABLE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const wishes = useQuery(wishesQuery(status));
  const empty =
    status === 'waiting' ? (
      <EmptyState
        icon={<IconHourglass size={26} />}
        title="Nobody is waiting"
        action={<Button onClick={onAdd}>Add to waitlist</Button>}
      >
        Add a patient who wants an earlier time. When a visit is cancelled or moved, its time is
        offered to them by email.
      </EmptyState>
    ) : (
      <EmptyState
        title={`No ${wishStatusLabels[status].toLowerCase()} wishes`}
        action={
          <Button variant="default" onClick={() => onStatus('waiting')}>
            Show who is waiting
          </Button>
        }
      >
        Wishes show here once they are {wishStatusLabels[status].toLowerCase()}.
      </EmptyState>
    );

  return (
    <Stack gap="md">
      <Select
        label="Status"
        allowDeselect={false}
        data={statusOptions}
        value={status}
        onChange={(value) => isWishStatus(value) && onStatus(value)}
        maw={240}
      />
      <QueryContent
        query={wishes}
        loadingLabel="Loading the waitlist"
        skeleton={loadingRows}
        errorTitle="We couldn't load the waitlist."
        empty={empty}
      >
        {(data) =>
          wide ? (
            <WishesTable wishes={data} format={format} />
          ) : (
            <WishCards wishes={data} format={format} />
          )
        }
      </QueryContent>
    </Stack>
  );
}
