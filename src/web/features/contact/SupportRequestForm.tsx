import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  supportCategories,
  supportCategoryLabels,
  supportRequestInputSchema,
  type SupportRequestDraft,
  type SupportRequestInput,
} from '../../../domain/feedback.js';
import { FormError } from '../../components/feedback/FormError';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useSendSupportRequest } from './support-api';

const FIELDS = ['category', 'subject', 'message'] as const;
const EMPTY: SupportRequestDraft = { category: 'question', subject: '', message: '' };
const CATEGORY_OPTIONS = supportCategories.map((value) => ({
  value,
  label: supportCategoryLabels[value],
}));

/** `/dashboard/contact-support`: a request to Motio support, answered by email. */
export function SupportRequestForm({ accountEmail }: { accountEmail: string }) {
  const send = useSendSupportRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentSubject, setSentSubject] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SupportRequestDraft, unknown, SupportRequestInput>({
    resolver: zodResolver(supportRequestInputSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    setSentSubject(null);
    try {
      await send.mutateAsync(input);
      reset(EMPTY);
      setSentSubject(input.subject);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Support request">
      <Stack gap="md">
        <NativeSelect
          label="What do you need help with?"
          data={CATEGORY_OPTIONS}
          required
          disabled={send.isPending}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextInput
          label="Subject"
          required
          disabled={send.isPending}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Textarea
          label="Message"
          description="Please leave out patients' names and health details; a record's address (link) is enough for us."
          required
          autosize
          minRows={6}
          maxRows={14}
          disabled={send.isPending}
          error={errors.message?.message}
          {...register('message')}
        />
        <FormError message={failure} />
        {sentSubject && (
          <Alert
            role="status"
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title="We received your request"
          >
            “{sentSubject}” is with our support team. We reply within 24 hours to {accountEmail} and
            have sent you a confirmation.
          </Alert>
        )}
        <Button type="submit" disabled={isSubmitting} loading={send.isPending}>
          Send request
        </Button>
      </Stack>
    </form>
  );
}
