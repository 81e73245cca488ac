import { Alert } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';

/** The clinic requires two-factor sign-in and the user has not set it up: the app stays locked. */
export function TwoFactorRequiredAlert({ clinicName }: { clinicName: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconShieldExclamation aria-hidden />}
      title="Two-factor sign-in required"
    >
      {clinicName} requires two-factor sign-in. Set it up below to continue.
    </Alert>
  );
}
