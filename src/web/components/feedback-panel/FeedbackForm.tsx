import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  feedbackCategories,
  feedbackCategoryLabels,
  feedbackInputSchema,
  pagePathOf,
  type FeedbackDraft,
  type FeedbackInput,
} from '../../../domain/feedback.js';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { FormError } from '../feedback/FormError';
import { FeedbackSent } from './FeedbackSent';
import { StarRating } from './StarRating';
import { useSendFeedback } from './send-feedback';

const FIELDS = ['category', 'message', 'rating', 'page'] as const;

interface FeedbackFormProps {
  /** The dashboard page the feedback is about; only its path is sent. */
  page: string;
  /** In the panel: the confirmation's Done button. */
  onDone?: () => void;
}

/** Category, message, optional rating and the page it was sent from. */
export function FeedbackForm({ page, onDone }: FeedbackFormProps) {
  const ratingLabelId = useId();
  const send = useSendFeedback();
  const [failure, setFailure] = useState<string | null>(null);
  const empty: FeedbackDraft = {
    category: 'idea',
    message: '',
    rating: null,
    page: pagePathOf(page),
  };
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackDraft, unknown, FeedbackInput>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: empty,
  });

  if (send.isSuccess) {
    return (
      <FeedbackSent
        onSendMore={() => {
          reset(empty);
          send.reset();
        }}
        onDone={onDone}
      />
    );
  }

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await send.mutateAsync(input);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Feedback">
      <Stack gap="md">
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Radio.Group
              label="What is it about?"
              required
              value={field.value}
              onChange={field.onChange}
              error={errors.category?.message}
            >
              <Group gap="md" mt="xs">
                {feedbackCategories.map((category) => (
                  <Radio key={category} value={category} label={feedbackCategoryLabels[category]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Textarea
          label="Your feedback"
          description="What works, what doesn't, what you would like next. Please leave out patients' names and health details."
          required
          autosize
          minRows={5}
          maxRows={12}
          disabled={send.isPending}
          error={errors.message?.message}
          {...register('message')}
        />
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <Input.Wrapper
              label="How do you like Motio so far?"
              description="Optional"
              labelElement="div"
              id={ratingLabelId}
              error={errors.rating?.message}
            >
              <Group gap="sm" mt={4}>
                <StarRating
                  value={field.value ?? null}
                  onChange={field.onChange}
                  labelledBy={`${ratingLabelId}-label`}
                />
                {field.value != null && (
                  <Button variant="subtle" size="compact-sm" onClick={() => field.onChange(null)}>
                    Clear rating
                  </Button>
                )}
              </Group>
            </Input.Wrapper>
          )}
        />
        {page && (
          <Text size="sm" c="dimmed">
            Sent with the page you are on: {pagePathOf(page)}
          </Text>
        )}
        <FormError message={failure} />
        <Button type="submit" disabled={isSubmitting} loading={send.isPending}>
          Send feedback
        </Button>
      </Stack>
    </form>
  );
}
