import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  intakeRecordFields,
  mappedAnswers,
  type IntakeRecordField,
  type PatientForm,
} from '../../../../domain/intake-forms.js';
import type { PatientRecord } from '../../../../domain/patients.js';
import { FormError } from '../../../components/feedback/FormError';
import { SectionCard } from '../../../components/page/SectionCard';
import { notifySuccess } from '../../../components/toasts/notify';
import { intakeRecordFieldLabels } from '../../../lib/intake-record-fields';
import { errorMessage } from '../../../lib/server-errors';
import { patientQuery } from '../patient-api';
import { useAcceptForm } from './patient-forms-api';

const recordValue = (patient: PatientRecord | undefined, field: IntakeRecordField) =>
  patient?.[field] ?? '';

/** The answers that would change the record, each to take or leave, then written together. */
export function AcceptPanel({
  patientId,
  form,
  onAccepted,
}: {
  patientId: string;
  form: PatientForm;
  /** This panel goes once the form is accepted: the page takes focus instead. */
  onAccepted: () => void;
}) {
  const patient = useQuery(patientQuery(patientId)).data;
  const mapped = mappedAnswers(form);
  const offered = intakeRecordFields.filter((field) => mapped[field] !== undefined);
  const [chosen, setChosen] = useState<IntakeRecordField[]>(offered);
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useAcceptForm(patientId, form.id);

  const submit = async () => {
    setFailure(null);
    try {
      await accept.mutateAsync(chosen);
      notifySuccess(chosen.length ? 'The record is updated from the form' : 'Form accepted');
      onAccepted();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <SectionCard
      title="Accept into record"
      description={
        offered.length
          ? 'Tick the answers that should replace what the record holds now.'
          : 'No answer of this form updates the record. Accept it to mark it as read.'
      }
    >
      {offered.length > 0 && (
        <Checkbox.Group
          label="Answers to write to the record"
          value={chosen}
          onChange={(value) => setChosen(value as IntakeRecordField[])}
        >
          <Stack gap="md" mt="xs">
            {offered.map((field) => (
              <Checkbox
                key={field}
                value={field}
                label={intakeRecordFieldLabels[field]}
                description={
                  <Stack gap={2} component="span">
                    <Text span size="sm">
                      Now: {recordValue(patient, field) || 'nothing recorded'}
                    </Text>
                    <Text span size="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }}>
                      New: {mapped[field]}
                    </Text>
                  </Stack>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <FormError message={failure} />
      <div>
        <Button loading={accept.isPending} onClick={() => void submit()}>
          Accept into record
        </Button>
      </div>
    </SectionCard>
  );
}
