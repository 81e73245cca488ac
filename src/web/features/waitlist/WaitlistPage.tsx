import { Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/page/PageHeader';
import { useClinicSettings } from '../../lib/queries/clinic-settings';
import { serverMessage } from '../../lib/server-errors';
import { AddWishDrawer } from './AddWishDrawer';
import { OffersTab } from './OffersTab';
import { useWaitlistFormat } from './waitlist-format';
import { isWishStatus, WishesTab } from './WishesTab';

type Tab = 'waiting' | 'offers';

/**
 * /dashboard/waitlist: who waits for an earlier time (?status= filters them), and the freed
 * times offered to them (?tab=offers) with what came of each.
 */
export function WaitlistPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'offers' ? 'offers' : 'waiting';
  const statusParam = params.get('status');
  const status = isWishStatus(statusParam) ? statusParam : 'waiting';
  const [adding, setAdding] = useState(false);
  const settings = useClinicSettings();
  const format = useWaitlistFormat();

  const show = (next: { tab?: Tab; status?: string }) => {
    const merged = { tab, status, ...next };
    const query = new URLSearchParams();
    if (merged.tab === 'offers') query.set('tab', 'offers');
    else if (merged.status !== 'waiting') query.set('status', merged.status);
    void setParams(query, { replace: true });
  };
  const add = () => setAdding(true);

  let content;
  if (settings.isError) {
    content = (
      <LoadError
        title="We couldn't load the clinic's settings."
        message={serverMessage(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  } else if (!format) {
    content = <Skeleton height={120} aria-label="Loading the waitlist" />;
  } else {
    content = (
      <Tabs
        value={tab}
        onChange={(value) => show({ tab: value === 'offers' ? 'offers' : 'waiting' })}
      >
        <Tabs.List>
          <Tabs.Tab value="waiting">Waiting</Tabs.Tab>
          <Tabs.Tab value="offers">Offers</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="waiting" pt="lg">
          {tab === 'waiting' && (
            <WishesTab
              status={status}
              onStatus={(next) => show({ status: next })}
              onAdd={add}
              format={format}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="offers" pt="lg">
          {tab === 'offers' && <OffersTab format={format} />}
        </Tabs.Panel>
      </Tabs>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Waitlist"
        description="Patients who want an earlier time. A cancelled or moved visit's time is offered to everyone it suits; the first to accept gets it."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            Add to waitlist
          </Button>
        }
      />
      {content}
      {format && (
        <AddWishDrawer
          opened={adding}
          timeZone={format.timeZone}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}
