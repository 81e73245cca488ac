import { Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../feedback/LoadError';
import { PendingMessage } from '../page/PendingMessage';
import { ApiError } from '../../lib/http';
import { serverMessage } from '../../lib/server-errors';
import { ClinicPageFrame } from './ClinicPageFrame';

/** A link's answers that mean it names nothing. */
const UNKNOWN_LINK = [400, 404];

/**
 * A patient's page opened from a mailed link whose token is the credential (a waitlist offer, a
 * visit's Confirm and Cancel): the clinic's frame, and until the link's record has loaded, why it
 * has not (an invalid link, loading, a failure with a retry). `children` renders the record.
 */
export function MailedLinkPage<T extends { clinicName: string }>({
  title,
  valid,
  query,
  texts,
  children,
}: {
  /** The page's name: the browser tab and the frame's subtitle. */
  title: string;
  /** Whether the token in the address is well formed; a malformed one is never asked for. */
  valid: boolean;
  query: UseQueryResult<T>;
  texts: { invalid: string; loading: string; failed: string };
  children: (data: T) => ReactNode;
}) {
  const frame = (content: ReactNode, data?: T) => (
    <ClinicPageFrame
      pageName={title}
      subtitle={title}
      clinic={data && { name: data.clinicName, logoUrl: null }}
    >
      {content}
    </ClinicPageFrame>
  );
  if (!valid || (query.error instanceof ApiError && UNKNOWN_LINK.includes(query.error.status)))
    return frame(
      <Stack gap="sm">
        <Title order={2} size="h3">
          {texts.invalid}
        </Title>
        <Text>
          Check that the whole link from the email was opened. If it still does not work, contact
          the clinic.
        </Text>
      </Stack>,
    );
  if (query.isPending) return frame(<PendingMessage>{texts.loading}</PendingMessage>);
  if (query.isError)
    return frame(
      <LoadError
        title={texts.failed}
        message={serverMessage(query.error)}
        onRetry={() => void query.refetch()}
      />,
    );
  return frame(children(query.data), query.data);
}
