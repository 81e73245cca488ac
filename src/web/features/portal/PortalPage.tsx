import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/feedback/LoadError';
import { PendingMessage } from '../../components/page/PendingMessage';
import { serverMessage } from '../../lib/server-errors';
import { portalKey, portalMeQuery } from './api';
import { isSessionEnded } from './portal-errors';
import { PortalLayout } from './PortalLayout';
import { SignedOut } from './SignedOut';
import { VisitsView } from './VisitsView';
import { PortalWaitlist } from './waitlist/PortalWaitlist';
import { FormsToFill } from './forms/FormsToFill';
import { PortalInvoices } from './invoices/PortalInvoices';
import { PortalDocuments } from './documents/PortalDocuments';

/** /portal/:slug: a patient's own visits, or the way to sign in to them. Public. */
export function PortalPage() {
  const { slug = '' } = useParams();
  const queryClient = useQueryClient();
  // Set when the session ends on this page (signed out, or timed out): the sign-in form shows.
  const [ended, setEnded] = useState<{ note: string | null } | null>(null);
  const me = useQuery({ ...portalMeQuery(), enabled: ended === null });

  const endSession = (note: string | null) => {
    setEnded({ note });
    queryClient.removeQueries({ queryKey: portalKey });
  };

  if (ended) {
    return <SignedOut slug={slug} note={ended.note} />;
  }
  if (me.isPending) {
    return (
      <PortalLayout>
        <PendingMessage>Loading your visits…</PendingMessage>
      </PortalLayout>
    );
  }
  // A session at another clinic does not show here.
  if ((me.isError && isSessionEnded(me.error)) || (me.isSuccess && me.data.clinic.slug !== slug)) {
    return <SignedOut slug={slug} />;
  }
  if (me.isError) {
    return (
      <PortalLayout>
        <LoadError
          title="Your visits did not load"
          message={serverMessage(me.error)}
          onRetry={() => void me.refetch()}
        />
      </PortalLayout>
    );
  }
  return (
    <PortalLayout clinic={me.data.clinic}>
      <FormsToFill slug={slug} />
      <VisitsView portal={me.data} onSessionEnded={endSession} />
      <PortalInvoices portal={me.data} onSessionEnded={endSession} />
      <PortalDocuments portal={me.data} onSessionEnded={endSession} />
      <PortalWaitlist portal={me.data} onSessionEnded={endSession} />
    </PortalLayout>
  );
}
