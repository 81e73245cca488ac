import { useQuery } from '@tanstack/react-query';
import type { Portal } from '../../../../domain/portal.js';
import { PortalListSection } from '../PortalListSection';
import { PortalInvoiceCard } from './PortalInvoiceCard';
import { portalInvoicesQuery } from './portal-invoices-api';

interface PortalInvoicesProps {
  portal: Portal;
  onSessionEnded: (note: string | null) => void;
}

/** The portal's "Invoices": the patient's issued invoices, newest first, paid online when due. */
export function PortalInvoices({ portal, onSessionEnded }: PortalInvoicesProps) {
  const invoices = useQuery(portalInvoicesQuery());
  return (
    <PortalListSection
      id="portal-invoices"
      title="Invoices"
      listLabel="Your invoices"
      query={invoices}
      loadingText="Loading your invoices…"
      errorTitle="Your invoices did not load"
      emptyText="No invoices"
      onSessionEnded={onSessionEnded}
    >
      {(invoice) => <PortalInvoiceCard key={invoice.id} invoice={invoice} clinic={portal.clinic} />}
    </PortalListSection>
  );
}
