import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  PORTAL_LINK_SENT_MESSAGE,
  portalSignInSchema,
  type PortalSignInInput,
} from '../../../domain/portal.js';
import { ApiError } from '../../lib/http';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useRequestSignInLink } from './api';

interface SignInFormProps {
  slug: string;
  /** Why the patient is asked to sign in again, e.g. their session ended. */
  note?: string | null;
}

/** "Sign in to see your visits": the clinic mails a link to the address it has. */
export function SignInForm({ slug, note }: SignInFormProps) {
  const request = useRequestSignInLink(slug);
  // The form is gone once the link is asked for: its answer's heading takes the focus.
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const answered = request.isSuccess || request.isError;
  useEffect(() => {
    if (answered) answerHeading.current?.focus();
  }, [answered]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PortalSignInInput>({
    resolver: zodResolver(portalSignInSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email']);
    }
  });

  if (request.isError && request.error instanceof ApiError && request.error.status === 404) {
    return (
      <Stack gap="sm">
        <Title order={2} size="h3" ref={answerHeading} tabIndex={-1}>
          This clinic does not take online bookings
        </Title>
        <Text>Check the address of this page, or contact the clinic about your visits.</Text>
      </Stack>
    );
  }

  if (request.isSuccess) {
    return (
      <Stack gap="sm">
        <Title order={2} size="h3" ref={answerHeading} tabIndex={-1}>
          Check your email
        </Title>
        <Alert variant="light" role="status">
          {PORTAL_LINK_SENT_MESSAGE}
        </Alert>
        <Text size="sm" c="dimmed">
          Nothing arrived after a few minutes? Check your spam folder, or ask again.
        </Text>
        <div>
          <Button variant="default" onClick={() => request.reset()}>
            Ask again
          </Button>
        </div>
      </Stack>
    );
  }

  const failure =
    request.isError && !(request.error instanceof ApiError && request.error.fields)
      ? errorMessage(request.error)
      : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          Sign in to see your visits
        </Title>
        {note && (
          <Alert color="yellow" variant="light" role="alert">
            {note}
          </Alert>
        )}
        <Text>
          Enter the email address the clinic has for you. We will send you a link to sign in, no
          password needed.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={isSubmitting}>
            Email me a sign-in link
          </Button>
        </div>
      </Stack>
    </form>
  );
}
