import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { enableTwoFactorSchema } from '../../../domain/account.js';
import { FormError } from '../../components/feedback/FormError';
import { PasswordField } from '../../components/forms/PasswordField';
import { LoadError } from '../../components/feedback/LoadError';
import { PendingMessage } from '../../components/page/PendingMessage';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useEnableTwoFactor, useStartTwoFactorSetup } from './api';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

interface TwoFactorSetupModalProps {
  opened: boolean;
  email: string;
  onClose: () => void;
}

/**
 * Scan (or type) the secret, confirm with a code and the current password, then save the
 * recovery codes.
 */
export function TwoFactorSetupModal({ opened, email, onClose }: TwoFactorSetupModalProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const savingCodes = recoveryCodes !== null;
  const close = () => {
    setRecoveryCodes(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={savingCodes ? 'Save your recovery codes' : 'Set up two-factor sign-in'}
      size="lg"
      // The codes are shown once: leaving takes a deliberate "I have saved them".
      closeOnClickOutside={!savingCodes}
      closeOnEscape={!savingCodes}
      withCloseButton={!savingCodes}
    >
      {savingCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} email={email} onDone={close} />
      ) : (
        <SetupSteps onEnabled={setRecoveryCodes} />
      )}
    </Modal>
  );
}

type CodeForm = z.input<typeof enableTwoFactorSchema>;

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type; apps ignore the spaces. */
const inGroupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function SetupSteps({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const { mutate: startSetup } = setup;
  const form = useForm<CodeForm>({
    resolver: zodResolver(enableTwoFactorSchema),
    defaultValues: { code: '', currentPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);

  // Each opening asks for a fresh secret; the server replaces an unconfirmed one.
  useEffect(() => startSetup(), [startSetup]);

  if (setup.isError) {
    return (
      <LoadError
        title="We couldn't start the set-up."
        message={errorMessage(setup.error)}
        onRetry={() => startSetup()}
      />
    );
  }
  if (!setup.data) {
    return (
      <Center py="xl">
        <PendingMessage>Preparing your code…</PendingMessage>
      </Center>
    );
  }

  const { qrCodeDataUrl, secret } = setup.data;
  const onSubmit = form.handleSubmit(({ code, currentPassword }) => {
    setFormError(null);
    return enable.mutateAsync({ code: code.trim(), currentPassword }).then(
      ({ recoveryCodes }) => onEnabled(recoveryCodes),
      (error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, ['code', 'currentPassword']))
          setFormError(errorMessage(error));
      },
    );
  });

  return (
    <Stack gap="md">
      <Text size="sm">
        1. Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft
        Authenticator or 1Password.
      </Text>
      <Center>
        <Image
          src={qrCodeDataUrl}
          alt="QR code that adds your Motio account to an authenticator app"
          w={192}
          h={192}
          radius="sm"
          bg="white"
          p="xs"
        />
      </Center>
      <Stack gap="xs">
        <Text size="sm">Can't scan it? Enter this key in the app instead:</Text>
        <Group gap="xs" align="center">
          <Code fz="sm">{inGroupsOfFour(secret)}</Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                }
              >
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label="2. Enter the 6-digit code the app shows"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <PasswordField
            label="3. Confirm with your current password"
            autoComplete="current-password"
            required
            error={form.formState.errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Turn on two-factor sign-in
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
