import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PatientForm } from '../../../../domain/intake-forms.js';
import { FormError } from '../../../components/feedback/FormError';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/server-errors';
import { isSessionEnded } from '../portal-errors';
import { AnswerInput } from './AnswerInput';
import {
  answerInputId,
  answersOf,
  draftErrors,
  emptyDraft,
  serverAnswerErrors,
  type DraftAnswer,
  type DraftErrors,
} from './draft-answers';
import { useSubmitForm } from './portal-forms-api';

interface FillFormProps {
  form: PatientForm;
  portalPath: string;
  onSubmitted: () => void;
}

/** Focuses the input (or the first option) of the first question with a problem. */
function focusFirst(form: PatientForm, errors: DraftErrors) {
  const first = form.sections
    .flatMap((section) => section.fields)
    .find((field) => errors[field.id]);
  if (!first) return;
  const box = document.getElementById(answerInputId(first.id));
  box?.querySelector<HTMLElement>('input, textarea, [role="tab"]')?.focus();
}

/**
 * The questions of a form, section by section. Everything typed stays on the page whatever the
 * answer to sending it, so a refusal never costs the patient their answers.
 */
export function FillForm({ form, portalPath, onSubmitted }: FillFormProps) {
  const [draft, setDraft] = useState(() => emptyDraft(form.sections));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const submit = useSubmitForm(form.id);

  const change = useCallback((fieldId: string, value: DraftAnswer) => {
    setDraft((old) => ({ ...old, [fieldId]: value }));
    setErrors((old) => {
      if (!(fieldId in old)) return old;
      const { [fieldId]: _fixed, ...rest } = old;
      return rest;
    });
  }, []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSignedOut(false);
    const problems = draftErrors(form.sections, draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFailure('Some answers are missing or need a look. They are marked below.');
      requestAnimationFrame(() => focusFirst(form, problems));
      return;
    }
    try {
      await submit.mutateAsync(answersOf(form.sections, draft));
      onSubmitted();
    } catch (error) {
      if (isSessionEnded(error)) {
        setSignedOut(true);
      } else if (error instanceof ApiError && error.status === 400 && error.fields) {
        const { byField, other } = serverAnswerErrors(error.fields, form.sections);
        setErrors(byField);
        setFailure([error.msg, ...other].join(' '));
        requestAnimationFrame(() => focusFirst(form, byField));
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return (
    <form onSubmit={(event) => void send(event)} noValidate aria-label={form.title}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {form.title}
          </Title>
          {form.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{form.description}</Text>}
          <Text size="sm" c="dimmed">
            Questions marked * need an answer.
          </Text>
        </Stack>
        {form.sections.map((section, index) => (
          <Stack
            key={section.id}
            gap="md"
            component="section"
            aria-labelledby={section.title ? `section-${section.id}` : undefined}
            aria-label={section.title ? undefined : `Part ${index + 1}`}
          >
            {section.title && (
              <Title order={3} size="h4" id={`section-${section.id}`}>
                {section.title}
              </Title>
            )}
            {section.fields.map((field) => (
              <div key={field.id} id={answerInputId(field.id)}>
                <AnswerInput
                  field={field}
                  value={draft[field.id]!}
                  error={errors[field.id]}
                  onChange={change}
                />
              </div>
            ))}
          </Stack>
        ))}
        {signedOut && (
          <Alert color="orange" variant="light" role="alert" title="You were signed out">
            Your answers are still here.{' '}
            <Anchor component={Link} to={portalPath} target="_blank" rel="noopener">
              Sign in again in a new tab
            </Anchor>
            , then come back and send the form.
          </Alert>
        )}
        <FormError message={failure} />
        <Group justify="space-between">
          <Anchor component={Link} to={portalPath}>
            Back to your visits
          </Anchor>
          <Button type="submit" loading={submit.isPending}>
            Send to the clinic
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
