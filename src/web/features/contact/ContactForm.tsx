import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  contactMessageSchema,
  inquiryTypeLabels,
  inquiryTypes,
  type ContactMessageDraft,
  type ContactMessageInput,
} from '../../../domain/contact.js';
import { FormError } from '../../components/feedback/FormError';
import { applyServerFieldErrors } from '../../lib/server-errors';
import { useSendContactMessage } from './api';
import { contactErrorMessage } from './contact-error';
import classes from './ContactPage.module.css';
import { ContactSentPanel } from './ContactSentPanel';
import { useSupportEmail } from './support-email';

/** The confirmation stays this long, then the empty form comes back. */
export const SENT_CONFIRMATION_MS = 5_000;

const FIELDS = ['name', 'email', 'subject', 'message', 'inquiryType'] as const;
const EMPTY: ContactMessageDraft = {
  name: '',
  email: '',
  subject: '',
  message: '',
  inquiryType: 'general',
};
const INQUIRY_OPTIONS = inquiryTypes.map((value) => ({ value, label: inquiryTypeLabels[value] }));

/** The contact form and its states: idle, submitting, sent for 5 s, idle again. */
export function ContactForm() {
  const supportEmail = useSupportEmail();
  const sendMessage = useSendContactMessage();
  const { isSuccess: sent, reset: forgetSent } = sendMessage;
  const failure = sendMessage.error ? contactErrorMessage(sendMessage.error, supportEmail) : null;
  const formHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageDraft, unknown, ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  // Only while the request is out: during client-side checks the fields must stay focusable, so
  // the first invalid one can take focus.
  const sending = sendMessage.isPending;

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      reset(EMPTY);
      forgetSent();
      // The confirmation that had focus is gone: keep the keyboard user at the form.
      formHeading.current?.focus();
    }, SENT_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [sent, reset, forgetSent]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await sendMessage.mutateAsync(input);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" ref={formHeading} tabIndex={-1} className={classes.focusTarget}>
          Send us a message
        </Title>
        <Text c="dimmed" size="sm">
          All fields except the inquiry type are required.
        </Text>
      </Stack>
      <div className={classes.formArea}>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Contact form"
          inert={sent}
          // Hidden, not removed, while the confirmation shows: the page keeps its height.
          style={sent ? { visibility: 'hidden' } : undefined}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Name"
                autoComplete="name"
                required
                disabled={sending}
                error={errors.name?.message}
                {...register('name')}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                required
                disabled={sending}
                error={errors.email?.message}
                {...register('email')}
              />
            </SimpleGrid>
            <NativeSelect
              label="Inquiry type"
              data={INQUIRY_OPTIONS}
              disabled={sending}
              error={errors.inquiryType?.message}
              {...register('inquiryType')}
            />
            <TextInput
              label="Subject"
              required
              disabled={sending}
              error={errors.subject?.message}
              {...register('subject')}
            />
            <Textarea
              label="Message"
              description="Please leave out patients' names and health details."
              required
              rows={7}
              resize="vertical"
              disabled={sending}
              error={errors.message?.message}
              {...register('message')}
            />
            <FormError message={failure} />
            {/* Disabled from the click on, so a double click cannot send twice. */}
            <Button type="submit" disabled={isSubmitting} size="md" fullWidth>
              {sending ? 'Sending...' : 'Send message'}
            </Button>
          </Stack>
        </form>
        {sent && (
          <div className={classes.sentOverlay}>
            <ContactSentPanel />
          </div>
        )}
      </div>
    </Stack>
  );
}
