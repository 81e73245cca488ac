import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PORTAL_FORM_PARAM, portalFormParamsSchema } from '../../../domain/intake-forms.js';
import { portalSessionSchema } from '../../../domain/portal.js';
import { PendingMessage } from '../../components/page/PendingMessage';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';
import { useStartSession } from './api';
import { PortalLayout } from './PortalLayout';

/** A link's answers that mean it can no longer sign anyone in. */
const SPENT_LINK = [400, 401, 410];

/**
 * /portal/:slug/sign-in?token=…: the mailed link signs the patient in, then shows their visits,
 * or the form a form mail's link names (`&form={id}`).
 */
export function PortalSignInPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const token = portalSessionSchema.safeParse({ token: params.get('token') ?? '' });
  const start = useStartSession();
  const { mutate } = start;
  const sent = useRef(false);
  const portalPath = `/portal/${encodeURIComponent(slug)}`;

  useEffect(() => {
    // The token works once: never send it twice, even when React runs effects twice.
    if (!token.success || sent.current) return;
    sent.current = true;
    mutate(token.data.token);
  }, [token.success, token.data?.token, mutate]);

  // The link names the clinic that mailed it; its visits are on that clinic's portal. A form
  // mail's link names the form too, which opens once signed in.
  if (start.isSuccess) {
    const home = `/portal/${encodeURIComponent(start.data.clinic.slug)}`;
    const form = portalFormParamsSchema.safeParse({ id: params.get(PORTAL_FORM_PARAM) });
    return <Navigate to={form.success ? `${home}/forms/${form.data.id}` : home} replace />;
  }

  const spent =
    !token.success || (start.error instanceof ApiError && SPENT_LINK.includes(start.error.status));

  let content;
  if (spent) {
    content = (
      <Stack gap="sm">
        <Title order={2} size="h3">
          This sign-in link has expired or was already used
        </Title>
        <Text>
          Each link works once, for a short while. Ask for a new one: it only takes a moment.
        </Text>
        <div>
          <Button component={Link} to={portalPath}>
            Get a new sign-in link
          </Button>
        </div>
      </Stack>
    );
  } else if (start.isError) {
    content = (
      <Stack gap="sm">
        <Title order={2} size="h3">
          You are not signed in yet
        </Title>
        <Alert color="red" variant="light" role="alert">
          {errorMessage(start.error)}
        </Alert>
        <div>
          <Button variant="default" onClick={() => token.success && mutate(token.data.token)}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  } else {
    content = <PendingMessage>Signing you in…</PendingMessage>;
  }
  return <PortalLayout>{content}</PortalLayout>;
}
