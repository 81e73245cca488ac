import { Badge, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionCard } from '../../components/page/SectionCard';
import type { CurrentUser } from '../../lib/current-user';
import { TwoFactorPasswordModal, type TwoFactorPasswordAction } from './TwoFactorPasswordModal';
import { TwoFactorSetupModal } from './TwoFactorSetupModal';

/** Status of two-factor sign-in, with set-up, new recovery codes and turning it off. */
export function TwoFactorCard({ user }: { user: CurrentUser['user'] }) {
  const [settingUp, setSettingUp] = useState(false);
  const [passwordAction, setPasswordAction] = useState<TwoFactorPasswordAction | null>(null);
  const enabled = user.twoFactorEnabled;

  return (
    <SectionCard
      title="Two-factor sign-in"
      description="A code from an authenticator app on your phone, asked for after your password."
      aside={
        <Badge color={enabled ? 'teal' : 'gray'} variant="light" size="lg">
          {enabled ? 'On' : 'Off'}
        </Badge>
      }
    >
      {enabled ? (
        <>
          <Text size="sm">
            Signing in asks for a code from your authenticator app. If you lose your phone, use one
            of your recovery codes.
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setPasswordAction('new-codes')}>
              New recovery codes
            </Button>
            <Button variant="light" color="red" onClick={() => setPasswordAction('turn-off')}>
              Turn off
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">
            Even if someone learns your password, they cannot sign in without your phone.
          </Text>
          <Group>
            <Button
              leftSection={<IconShieldLock size={16} aria-hidden />}
              onClick={() => setSettingUp(true)}
            >
              Set up
            </Button>
          </Group>
        </>
      )}
      <TwoFactorSetupModal
        opened={settingUp}
        email={user.email}
        onClose={() => setSettingUp(false)}
      />
      <TwoFactorPasswordModal
        action={passwordAction}
        email={user.email}
        onClose={() => setPasswordAction(null)}
      />
    </SectionCard>
  );
}
