import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { payerKindLabels, payerKinds, type PayerKind } from '../../../../domain/invoices.js';
import type { DraftFormValues } from './draft-form';

interface PayerFieldsProps {
  control: Control<DraftFormValues>;
  register: UseFormRegister<DraftFormValues>;
  errors: FieldErrors<DraftFormValues>;
  payerKind: PayerKind;
}

const referenceLabels: Record<PayerKind, string> = {
  patient: 'Reference',
  insurer: 'Policy number',
  employer: 'Reference number',
  other: 'Reference',
};

/** Who pays: the patient, or an insurer, employer or another person named here. */
export function PayerFields({ control, register, errors, payerKind }: PayerFieldsProps) {
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="payerKind"
        render={({ field }) => (
          <Radio.Group
            label="Payer"
            value={field.value}
            onChange={(kind) => field.onChange(kind as PayerKind)}
          >
            <Group gap="md" mt={6}>
              {payerKinds.map((kind) => (
                <Radio key={kind} value={kind} label={payerKindLabels[kind]} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {payerKind !== 'patient' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="Payer's name"
            required
            error={errors.payerName?.message}
            {...register('payerName')}
          />
          <TextInput
            label={referenceLabels[payerKind]}
            error={errors.payerReference?.message}
            {...register('payerReference')}
          />
          <TextInput
            label="Payer's e-mail"
            type="email"
            error={errors.payerEmail?.message}
            {...register('payerEmail')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
