import { Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Portal } from '../../../../domain/portal.js';
import { LoadError } from '../../../components/feedback/LoadError';
import { PendingMessage } from '../../../components/page/PendingMessage';
import { serverMessage } from '../../../lib/server-errors';
import { isSessionEnded, SESSION_ENDED_NOTE } from '../portal-errors';
import { PortalInvoiceCard } from './PortalInvoiceCard';
import { portalInvoicesQuery } from './portal-invoices-api';

interface PortalInvoicesProps {
  portal: Portal;
  onSessionEnded: (note: string | null) => void;
}

/** The portal's "Invoices": the patient's issued invoices, newest first, paid online when due. */
export function PortalInvoices({ portal, onSessionEnded }: PortalInvoicesProps) {
  const invoices = useQuery(portalInvoicesQuery());

  const sessionEnded = invoices.isError && isSessionEnded(invoices.error);
  useEffect(() => {
    if (sessionEnded) onSessionEnded(SESSION_ENDED_NOTE);
  }, [sessionEnded, onSessionEnded]);
  if (sessionEnded) return null;

  let content;
  if (invoices.isPending) {
    content = <PendingMessage>Loading your invoices…</PendingMessage>;
  } else if (invoices.isError) {
    content = (
      <LoadError
        title="Your invoices did not load"
        message={serverMessage(invoices.error)}
        onRetry={() => void invoices.refetch()}
      />
    );
  } else if (invoices.data.length === 0) {
    content = <Text>No invoices</Text>;
  } else {
    content = (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Your invoices"
      >
        {invoices.data.map((invoice) => (
          <PortalInvoiceCard key={invoice.id} invoice={invoice} clinic={portal.clinic} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="portal-invoices" mt="xl">
      <Divider />
      <Title order={3} size="h4" id="portal-invoices">
        Invoices
      </Title>
      {content}
    </Stack>
  );
}
