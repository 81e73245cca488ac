import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { FREE_TRIAL_DAYS } from '../../../domain/plans.js';
import { AuthCard } from '../../components/page/AuthCard';

const supportLink = (
  <Text size="sm">
    Questions or no email?{' '}
    <Anchor component={Link} to="/contact">
      Contact support
    </Anchor>
  </Text>
);

/** A plan name from the address is shown, so it is kept to a plan name's length. */
const MAX_PLAN_NAME_LENGTH = 60;

/**
 * /checkout/success: the welcome page after registration, with the verify-email notice.
 * With ?waitlist=1 the Early Access programme was full and the user is on its waitlist.
 * With ?plan= the account came from a paid sign-up and its trial has started.
 */
export function CheckoutSuccessPage() {
  const [searchParams] = useSearchParams();
  if (searchParams.get('waitlist') === '1') return <WaitlistWelcome />;
  const plan = searchParams.get('plan')?.trim().slice(0, MAX_PLAN_NAME_LENGTH);
  return (
    <Welcome
      description={
        plan
          ? `Your account is ready, and your ${FREE_TRIAL_DAYS}-day free trial of the ${plan} plan has started.`
          : 'Your account is ready, and you are in Motio Early Access.'
      }
      paid={Boolean(plan)}
    />
  );
}

function Welcome({ description, paid }: { description: string; paid: boolean }) {
  return (
    <AuthCard title="Welcome to Motio" description={description} footer={supportLink}>
      <Alert title="Verify your email">
        We sent a link to your email: open it to verify your address, then log in.
      </Alert>
      <Text size="sm" c="dimmed">
        The link works for 24 hours. If it has not arrived within a few minutes, check your spam
        folder; you can ask for a new link when you log in.
      </Text>
      {paid && (
        <Text size="sm" c="dimmed">
          The first payment is taken when the trial ends. You can change or cancel your plan at any
          time under Settings, Plan &amp; billing.
        </Text>
      )}
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
