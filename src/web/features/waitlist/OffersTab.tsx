import { Skeleton, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/lists/EmptyState';
import { QueryContent } from '../../components/page/QueryContent';
import { OfferCard } from './OfferCard';
import type { WaitlistFormat } from './waitlist-format';
import { offersQuery } from './waitlist-api';
import classes from './waitlist.module.css';

const loadingCards = [0, 1].map((row) => <Skeleton key={row} height={120} />);

/** Every freed time offered from the waitlist, newest first as the server lists them. */
export function OffersTab({ format }: { format: WaitlistFormat }) {
  const offers = useQuery(offersQuery());
  return (
    <QueryContent
      query={offers}
      loadingLabel="Loading the offers"
      skeleton={loadingCards}
      errorTitle="We couldn't load the offers."
      empty={
        <EmptyState icon={<IconMailForward size={26} />} title="No times offered yet" action={null}>
          When a visit is cancelled or moved, its time is mailed to every waiting patient it suits.
          Each offer and its outcome shows here.
        </EmptyState>
      }
    >
      {(data) => (
        <Stack component="ul" gap="sm" className={classes.plainList} aria-label="Offers">
          {data.map((offer) => (
            <OfferCard key={offer.id} offer={offer} format={format} />
          ))}
        </Stack>
      )}
    </QueryContent>
  );
}
