import { Code, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { CopyTextButton } from './CopyTextButton';
import { bookingEmbedSnippet, bookingLinkSnippet } from './online-booking-links';

interface SnippetProps {
  title: string;
  description: string;
  code: string;
  copyLabel: string;
}

function Snippet({ title, description, code, copyLabel }: SnippetProps) {
  const titleId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500} id={titleId}>
          {title}
        </Text>
        <CopyTextButton value={code} label={copyLabel} />
      </Group>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {code}
      </Code>
    </Stack>
  );
}

/** Code for the clinic's own website: a "Book online" button, or the whole booking page. */
export function WebsiteSnippets({ url }: { url: string }) {
  return (
    <Stack gap="lg">
      <Snippet
        title="Button"
        description="A “Book online” button that opens your booking page."
        code={bookingLinkSnippet(url)}
        copyLabel="Copy button code"
      />
      <Snippet
        title="Booking page inside your website"
        description="Shows the booking page on one of your own pages."
        code={bookingEmbedSnippet(url)}
        copyLabel="Copy embed code"
      />
    </Stack>
  );
}
