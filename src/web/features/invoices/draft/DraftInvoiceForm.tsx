import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Invoice } from '../../../../domain/invoices.js';
import { FormError } from '../../../components/feedback/FormError';
import {
  PatientSearchField,
  type PickedPatient,
} from '../../../components/forms/PatientSearchField';
import { notifySuccess } from '../../../components/toasts/notify';
import { ApiError } from '../../../lib/http';
import { clinicFormat, useClinicFormat } from '../../../lib/clinic-format';
import { useClinicSettings } from '../../../lib/queries/clinic-settings';
import { useCreateInvoice, useUpdateInvoice } from '../../../lib/queries/invoices';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import {
  draftFormSchema,
  draftValuesOf,
  linesInput,
  liveTotals,
  type DraftFormValues,
  type ValidDraftForm,
} from './draft-form';
import { DraftTotals } from './DraftTotals';
import { LineFields } from './LineFields';
import { PayerFields } from './PayerFields';
import { VisitPicker } from './VisitPicker';

interface DraftInvoiceFormProps {
  /** The draft to edit; null writes a new one. */
  invoice: Invoice | null;
  /** The patient to bill, when the screen was opened from their record. */
  patient: PickedPatient | null;
}

const lineFields = ['description', 'quantity', 'unitPriceCents', 'discountCents'] as const;

/** A draft invoice's patient, payer and lines, with its totals as they are typed. */
export function DraftInvoiceForm({ invoice, patient }: DraftInvoiceFormProps) {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const settings = useClinicSettings().data;
  const clinic = useClinicFormat();
  const format = invoice
    ? clinicFormat({ currency: invoice.currency, locale: clinic.locale })
    : clinic;
  const tax = {
    taxRateBasisPoints: settings?.taxRateBasisPoints ?? 0,
    pricesIncludeTax: settings?.pricesIncludeTax ?? true,
  };
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DraftFormValues, unknown, ValidDraftForm>({
    resolver: zodResolver(draftFormSchema),
    defaultValues: draftValuesOf(invoice, patient),
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control }) as DraftFormValues;
  const totals = liveTotals(watched.lines, tax);
  const taken = new Set(
    watched.lines.flatMap((row) => (row.appointmentId ? [row.appointmentId] : [])),
  );

  const serverFields = [
    'payerName',
    'payerReference',
    'payerEmail',
    'notes',
    'lines',
    ...watched.lines.flatMap((_row, index) =>
      lineFields.map((name) => `lines.${index}.${name}` as Path<DraftFormValues>),
    ),
  ] as Path<DraftFormValues>[];

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    const { patient: chosen, lines: rows, ...payer } = input;
    try {
      const { invoice: saved } = invoice
        ? await update.mutateAsync({
            id: invoice.id,
            changes: { ...payer, lines: linesInput(rows) },
          })
        : await create.mutateAsync({ patientId: chosen!.id, ...payer, lines: linesInput(rows) });
      notifySuccess(invoice ? 'Draft saved.' : 'Draft invoice created.');
      void navigate(`/dashboard/invoices/${saved.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.patientId)
        form.setError('patient', { type: 'server', message: error.fields.patientId });
      else if (!applyServerFieldErrors(error, form.setError, serverFields))
        setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormError message={formError} />
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Controller
              control={form.control}
              name="patient"
              render={({ field }) => (
                <PatientSearchField
                  required
                  value={field.value}
                  onChange={field.onChange}
                  disabled={invoice !== null}
                  error={errors.patient?.message}
                  inputRef={field.ref}
                />
              )}
            />
            <PayerFields
              control={form.control}
              register={form.register}
              errors={errors}
              payerKind={watched.payerKind}
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <LineFields control={form.control} errors={errors} format={format} fields={lines} />
            {watched.patient && (
              <VisitPicker
                patientId={watched.patient.id}
                taken={taken}
                format={format}
                onAdd={(line) => {
                  // The empty line a new draft starts with gives way to the visit.
                  const [only] = watched.lines;
                  if (
                    watched.lines.length === 1 &&
                    only &&
                    !only.description &&
                    only.unitPriceCents === null
                  )
                    lines.replace([line]);
                  else lines.append(line);
                }}
              />
            )}
            <DraftTotals totals={totals} format={format} tax={tax} />
          </Stack>
        </Card>
        <Textarea
          label="Notes on the invoice"
          autosize
          minRows={2}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void navigate(-1)}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {invoice ? 'Save draft' : 'Create draft'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
