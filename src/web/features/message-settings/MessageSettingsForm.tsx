import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  defaultSmsTemplateOf,
  messageSettingsSchema,
  smsKindLabels,
  type MessageSettingsView,
} from '../../../domain/message-settings.js';
import { smsCapableKinds, type SmsValues } from '../../../domain/sms-text.js';
import { FormError } from '../../components/feedback/FormError';
import { SectionCard } from '../../components/page/SectionCard';
import { notifySuccess } from '../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../lib/server-errors';
import { useUpdateMessageSettings } from './message-settings-api';
import { SmsTemplateEditor } from './SmsTemplateEditor';

/** Every field the server may name in `fields`, in the order of the form. */
const serverFieldNames = [
  'smsKinds',
  'quietFrom',
  'quietUntil',
  ...smsCapableKinds.map((kind) => `smsTemplates.${kind}` as const),
] as const;

/** Every kind's text as the editor shows it: the clinic's own, or Motio's default. */
const withDefaults = (settings: MessageSettingsView): MessageSettingsView => ({
  ...settings,
  smsTemplates: Object.fromEntries(
    smsCapableKinds.map((kind) => [
      kind,
      settings.smsTemplates[kind] ?? defaultSmsTemplateOf(kind),
    ]),
  ),
});

/** What is saved: a text left as Motio's default stays the default (and follows its changes). */
const ownTextsOnly = (values: MessageSettingsView): MessageSettingsView => ({
  ...values,
  smsTemplates: Object.fromEntries(
    smsCapableKinds.flatMap((kind) => {
      const text = values.smsTemplates[kind]?.trim();
      return text && text !== defaultSmsTemplateOf(kind) ? [[kind, text]] : [];
    }),
  ),
});

interface MessageSettingsFormProps {
  settings: MessageSettingsView;
  sampleValues: SmsValues;
  timeZone: string;
}

/** Which kinds go by SMS, the quiet hours and each kind's text: one form, saved together. */
export function MessageSettingsForm({
  settings,
  sampleValues,
  timeZone,
}: MessageSettingsFormProps) {
  const update = useUpdateMessageSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MessageSettingsView>({
    resolver: zodResolver(messageSettingsSchema),
    defaultValues: withDefaults(settings),
  });
  const { errors } = form.formState;
  const texted = useWatch({ control: form.control, name: 'smsKinds' });
  const [quietFrom, quietUntil] = useWatch({
    control: form.control,
    name: ['quietFrom', 'quietUntil'],
  });

  // A failed save keeps everything as typed.
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    return update.mutateAsync(ownTextsOnly(values)).then(
      ({ settings: saved }) => {
        form.reset(withDefaults(saved));
        notifySuccess('Message settings saved');
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, serverFieldNames))
          setFormError(errorMessage(error));
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Message settings">
      <Stack gap="lg">
        <FormError message={formError} />
        <SectionCard
          title="Text messages"
          description="Choose which messages patients get by text instead of email."
        >
          <Controller
            control={form.control}
            name="smsKinds"
            render={({ field }) => (
              <Checkbox.Group
                label="Send by text message"
                description="To patients who agreed to texts; email otherwise and when a text fails."
                value={field.value}
                onChange={field.onChange}
                error={errors.smsKinds?.message}
              >
                <Stack gap="xs" mt="xs">
                  {smsCapableKinds.map((kind, index) => (
                    <Checkbox
                      key={kind}
                      value={kind}
                      label={smsKindLabels[kind]}
                      ref={index === 0 ? field.ref : undefined}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
        </SectionCard>

        <SectionCard
          title="Quiet hours"
          description={`No text arrives between these times (${timeZone}). A text due then waits until they end; a reminder that would arrive after its visit goes by email.`}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={420}>
            <TextInput
              type="time"
              label="From"
              required
              error={errors.quietFrom?.message}
              {...form.register('quietFrom')}
            />
            <TextInput
              type="time"
              label="Until"
              required
              error={errors.quietUntil?.message}
              {...form.register('quietUntil')}
            />
          </SimpleGrid>
          {quietFrom === quietUntil && (
            <Text size="sm" c="dimmed">
              The same time twice means no quiet hours: texts go out day and night.
            </Text>
          )}
        </SectionCard>

        <SectionCard
          title="Texts"
          description="What each text says. Click a placeholder to insert it; the preview fills in your clinic's details and a sample patient."
        >
          <Stack gap="xl">
            {smsCapableKinds.map((kind) => (
              <Controller
                key={kind}
                control={form.control}
                name={`smsTemplates.${kind}`}
                render={({ field, fieldState }) => (
                  <SmsTemplateEditor
                    kind={kind}
                    label={smsKindLabels[kind]}
                    value={field.value ?? ''}
                    defaultText={defaultSmsTemplateOf(kind)}
                    onChange={field.onChange}
                    sampleValues={sampleValues}
                    texted={texted.includes(kind)}
                    error={fieldState.error?.message}
                    inputRef={field.ref}
                  />
                )}
              />
            ))}
          </Stack>
        </SectionCard>

        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
