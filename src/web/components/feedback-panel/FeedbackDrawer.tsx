import { Anchor, Drawer, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FeedbackForm } from './FeedbackForm';

interface FeedbackDrawerProps {
  /** The page it was opened on; null while closed. */
  page: string | null;
  onClose: () => void;
}

/**
 * The sidebar's feedback panel, over whatever dashboard page is open.
 * Its header is a div: Mantine's <header> inside the dialog reads as a second page banner.
 */
export function FeedbackDrawer({ page, onClose }: FeedbackDrawerProps) {
  return (
    <Drawer.Root opened={page !== null} onClose={onClose} position="right" size="md">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title fw={650} fz="lg">
            Send feedback
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>
          <Text size="sm" c="dimmed" mb="md">
            Early Access testers shape Motio. Tell us what you think; more about the programme on{' '}
            <Anchor
              component={Link}
              to="/dashboard/test-feedback"
              onClick={onClose}
              inherit
              underline="always"
            >
              the feedback page
            </Anchor>
            .
          </Text>
          {page !== null && <FeedbackForm key={page} page={page} onDone={onClose} />}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
