import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/page/AuthCard';

const supportLink = (
  <Text size="sm">
    Questions or no email?{' '}
    <Anchor component={Link} to="/contact">
      Contact support
    </Anchor>
  </Text>
);

/**
 * Spec §2 /checkout/success: the welcome page after registration, with the verify-email notice.
 * Issue 3: with ?waitlist=1 the Early Access programme was full and the user is on its waitlist.
 */
export function CheckoutSuccessPage() {
  const [searchParams] = useSearchParams();
  return searchParams.get('waitlist') === '1' ? <WaitlistWelcome /> : <Welcome />;
}

function Welcome() {
  return (
    <AuthCard
      title="Welcome to Motio"
      description="Your account is ready, and you are in Motio Early Access."
      footer={supportLink}
    >
      <Alert title="Verify your email">
        We sent a link to your email: open it to verify your address, then log in.
      </Alert>
      <Text size="sm" c="dimmed">
        The link works for 24 hours. If it has not arrived within a few minutes, check your spam
        folder; you can ask for a new link when you log in.
      </Text>
      <Button component={Link} to="/login" fullWidth>
        Log In
      </Button>
    </AuthCard>
  );
}

function WaitlistWelcome() {
  return (
    <AuthCard
      title="You're on the Early Access waitlist"
      description="Thank you for registering. All Early Access spots are taken for now, so we have put you on the waitlist."
      footer={supportLink}
    >
      <Stack gap="sm">
        <Text fw={600}>What happens next</Text>
        <List spacing="xs">
          <List.Item>
            Verify your email now: we sent you a link, and it works for 24 hours.
          </List.Item>
          <List.Item>We will email you as soon as a spot opens for you.</List.Item>
          <List.Item>
            You cannot log in until then. Once you get that email, log in with the email and
            password you just chose.
          </List.Item>
        </List>
      </Stack>
      <Button component={Link} to="/login" variant="default" fullWidth>
        Log In
      </Button>
    </AuthCard>
  );
}
