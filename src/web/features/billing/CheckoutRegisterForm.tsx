import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { RegisterInput } from '../../../domain/auth.js';
import { REGISTRATION_FIELDS, RegistrationFields } from '../../components/forms/RegistrationFields';
import {
  emptyRegistration,
  registrationFormSchema,
  registrationRequest,
  type RegistrationFormValues,
} from '../../components/forms/registration-form';
import { applyServerFieldErrors } from '../../lib/server-errors';
import { EMAIL_EXISTS_MESSAGE, REQUIRED_FIELDS_MESSAGE } from './checkout-messages';
import type { SignUpProblem } from './use-paid-sign-up';

type FormProblem = SignUpProblem | { kind: 'required-missing' };

interface CheckoutRegisterFormProps {
  /** From ?email= after a payment made before a reload. */
  defaultEmail: string;
  submitLabel: string;
  onSubmit: (registration: RegisterInput) => Promise<SignUpProblem | null>;
  /** A refused account creation: its field messages (a weak password) go onto the inputs. */
  serverError: unknown;
}

/**
 * Checkout registration: name, email and password must be there ('Please fill in all
 * required fields'); the rest of the registration schema is checked too before any payment.
 * Password strength is judged by the server only, when the account is created: its message then
 * lands on the password field and the same payment is used again.
 */
export function CheckoutRegisterForm({
  defaultEmail,
  submitLabel,
  onSubmit,
  serverError,
}: CheckoutRegisterFormProps) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyRegistration(defaultEmail),
  });

  useEffect(() => {
    applyServerFieldErrors(serverError, setError, REGISTRATION_FIELDS);
  }, [serverError, setError]);

  const submit = handleSubmit(
    async (registration) => {
      setProblem(null);
      setProblem(await onSubmit(registrationRequest(registration)));
    },
    () => {
      const { name, email, password } = getValues();
      const missing = [name, email, password].some((value) => value.trim() === '');
      setProblem(missing ? { kind: 'required-missing' } : null);
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <RegistrationFields register={register} errors={errors} />
        {problem && <ProblemAlert problem={problem} />}
        <Button type="submit" loading={isSubmitting} fullWidth mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

function ProblemAlert({ problem }: { problem: FormProblem }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {problem.kind === 'required-missing' && REQUIRED_FIELDS_MESSAGE}
      {problem.kind === 'message' && problem.text}
      {problem.kind === 'email-exists' && (
        <>
          {EMAIL_EXISTS_MESSAGE}{' '}
          <Anchor component={Link} to="/login" inherit>
            Log in
          </Anchor>
        </>
      )}
    </Alert>
  );
}
