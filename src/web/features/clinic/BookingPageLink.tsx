import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { CopyTextButton } from './CopyTextButton';
import { bookingPageUrl } from './online-booking-links';

/** The saved booking page's full address, to open or to copy into an email or a post. */
export function BookingPageLink({ origin, slug }: { origin: string; slug: string }) {
  const url = bookingPageUrl(origin, slug);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Your booking page
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {url}
      </Text>
      <Group gap="sm">
        <Anchor
          href={bookingPageUrl(origin, slug)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          <Group gap={4} component="span" wrap="nowrap">
            Open booking page
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        <CopyTextButton value={url} label="Copy link" />
      </Group>
    </Stack>
  );
}
