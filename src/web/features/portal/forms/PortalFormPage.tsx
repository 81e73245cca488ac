import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/feedback/LoadError';
import { PendingMessage } from '../../../components/page/PendingMessage';
import { ApiError } from '../../../lib/http';
import { serverMessage } from '../../../lib/server-errors';
import { portalMeQuery } from '../api';
import { isSessionEnded } from '../portal-errors';
import { PortalLayout } from '../PortalLayout';
import { SignedOut } from '../SignedOut';
import { FillForm } from './FillForm';
import { portalFormQuery } from './portal-forms-api';

/** /portal/:slug/forms/:id: a form the clinic sent the signed-in patient, to fill in. Public. */
export function PortalFormPage() {
  const { slug = '', id = '' } = useParams();
  const me = useQuery(portalMeQuery());
  const form = useQuery(portalFormQuery(id));
  const [sent, setSent] = useState(false);
  const portalPath = `/portal/${encodeURIComponent(slug)}`;
  // The browser tab names the form once it is known, so a patient finds it among their tabs.
  const pageName = form.data?.title ?? 'Your form';
  const back = (
    <div>
      <Button component={Link} to={portalPath} variant="light">
        Back to your visits
      </Button>
    </div>
  );

  if (me.isPending || (form.isPending && !me.isError)) {
    return (
      <PortalLayout pageName={pageName}>
        <PendingMessage>Loading your form…</PendingMessage>
      </PortalLayout>
    );
  }
  // A session at another clinic does not show here.
  if (
    (me.isError && isSessionEnded(me.error)) ||
    (form.isError && isSessionEnded(form.error)) ||
    (me.isSuccess && me.data.clinic.slug !== slug)
  ) {
    return <SignedOut slug={slug} />;
  }
  if (me.isError) {
    return (
      <PortalLayout pageName={pageName}>
        <LoadError
          title="Your form did not load"
          message={serverMessage(me.error)}
          onRetry={() => void me.refetch()}
        />
      </PortalLayout>
    );
  }
  const clinic = me.data.clinic;
  let content;
  if (sent) {
    content = (
      <Stack gap="sm" role="status">
        <IconCircleCheck size={40} color="var(--mantine-color-green-filled)" aria-hidden />
        <Title order={2} size="h3">
          Thank you — your form is with the clinic
        </Title>
        <Text>The clinic will read it before your visit.</Text>
        {back}
      </Stack>
    );
  } else if (form.isError) {
    const missing = form.error instanceof ApiError && [400, 404].includes(form.error.status);
    content = missing ? (
      <Stack gap="sm">
        <Title order={2} size="h3">
          This form is not here
        </Title>
        <Text>It may have been withdrawn. Your forms to fill in are listed with your visits.</Text>
        {back}
      </Stack>
    ) : (
      <LoadError
        title="Your form did not load"
        message={serverMessage(form.error)}
        onRetry={() => void form.refetch()}
      />
    );
  } else if (form.data && form.data.status !== 'sent') {
    content = (
      <Stack gap="sm">
        <Title order={2} size="h3">
          You already sent this form to the clinic
        </Title>
        <Text>Something to change? Call the clinic or tell them at your visit.</Text>
        {back}
      </Stack>
    );
  } else if (form.data) {
    content = (
      <FillForm form={form.data} portalPath={portalPath} onSubmitted={() => setSent(true)} />
    );
  }
  return (
    <PortalLayout clinic={clinic} pageName={pageName}>
      {content}
    </PortalLayout>
  );
}
