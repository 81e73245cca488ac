import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { FeedbackForm } from '../../components/feedback-panel/FeedbackForm';
import { PageHeader } from '../../components/page/PageHeader';
import { SectionCard } from '../../components/page/SectionCard';

/** /dashboard/test-feedback: the Early Access feedback programme, with the form. */
export function TestFeedbackPage() {
  const { pathname } = useLocation();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Feedback"
        description="Tell us what works, what doesn't and what you would like next; every message reaches the product team."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <SectionCard title="The Early Access feedback programme">
            <Text>
              As an Early Access clinic you use Motio free while we build it with you. What you tell
              us decides what we fix first and what we build next.
            </Text>
            <List spacing="xs">
              <List.Item>
                <Text span fw={600}>
                  Bugs:
                </Text>{' '}
                what you did, what you expected and what happened instead.
              </List.Item>
              <List.Item>
                <Text span fw={600}>
                  Ideas:
                </Text>{' '}
                a task that takes too many clicks, or something your clinic needs.
              </List.Item>
              <List.Item>
                <Text span fw={600}>
                  Praise:
                </Text>{' '}
                what works well, so we keep it that way.
              </List.Item>
            </List>
          </SectionCard>
          <SectionCard title="What happens next">
            <Text>
              The product team reads every message within a working day. When we need to know more,
              we reply to your account's email address. The page you send from goes with your
              message, so we can see what you mean.
            </Text>
            <Text size="sm" c="dimmed">
              The Feedback entry in the sidebar opens the same form on any page. For help with a
              problem that stops your work, use Contact support: we answer within 24 hours.
            </Text>
          </SectionCard>
        </Stack>
        <SectionCard title="Send feedback">
          <FeedbackForm page={pathname} />
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
