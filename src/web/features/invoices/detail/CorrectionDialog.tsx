import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  createCreditNoteSchema,
  voidInvoiceSchema,
  type Invoice,
} from '../../../../domain/invoices.js';
import { DialogModal } from '../../../components/dialogs/DialogModal';
import { FormError } from '../../../components/feedback/FormError';
import { notifySuccess } from '../../../components/toasts/notify';
import { DANGER_COLOR } from '../../../lib/danger';
import { useCreateCreditNote, useVoidInvoice } from '../../../lib/queries/invoices';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';

export type Correction = 'void' | 'credit_note';

interface CorrectionDialogProps {
  invoice: Invoice;
  correction: Correction | null;
  onClose: () => void;
}

const formSchema = z.object({
  reason: voidInvoiceSchema.shape.reason,
  lineIds: z.array(z.string()),
});
type FormValues = z.infer<typeof formSchema>;

/** Voids an invoice, or credits all or some of its lines; either way the reason is kept. */
export function CorrectionDialog({ invoice, correction, onClose }: CorrectionDialogProps) {
  return (
    <DialogModal
      opened={correction !== null}
      onClose={onClose}
      title={correction === 'void' ? 'Void invoice' : 'Credit note'}
    >
      {correction && <CorrectionForm invoice={invoice} correction={correction} onClose={onClose} />}
    </DialogModal>
  );
}

function CorrectionForm({
  invoice,
  correction,
  onClose,
}: Required<Omit<CorrectionDialogProps, 'correction'>> & { correction: Correction }) {
  const voidInvoice = useVoidInvoice();
  const creditNote = useCreateCreditNote();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { reason: '', lineIds: invoice.lines.map((line) => line.id) },
  });
  const chosen = useWatch({ control: form.control, name: 'lineIds' });

  const onSubmit = form.handleSubmit(async ({ reason, lineIds }) => {
    setFormError(null);
    try {
      if (correction === 'void') {
        await voidInvoice.mutateAsync({ id: invoice.id, input: { reason } });
        notifySuccess('Invoice void.');
        onClose();
        return;
      }
      if (lineIds.length === 0) {
        setFormError('Choose the lines to credit.');
        return;
      }
      const whole = lineIds.length === invoice.lines.length;
      const input = createCreditNoteSchema.parse({
        reason,
        ...(whole ? {} : { lineIds }),
      });
      const { invoice: note } = await creditNote.mutateAsync({ id: invoice.id, input });
      notifySuccess('Credit note issued.');
      onClose();
      void navigate(`/dashboard/invoices/${note.id}`);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['reason']))
        setFormError(errorMessage(error));
    }
  });

  const toggle = (lineId: string, on: boolean) =>
    form.setValue('lineIds', on ? [...chosen, lineId] : chosen.filter((id) => id !== lineId));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        <Text size="sm">
          {correction === 'void'
            ? 'The invoice keeps its number and shows as void; nothing is owed on it any more.'
            : 'A credit note takes the chosen lines off what is owed; anything paid beyond that becomes the patient’s credit.'}
        </Text>
        {correction === 'credit_note' && invoice.lines.length > 1 && (
          <Stack gap={6} role="group" aria-label="Lines to credit">
            {invoice.lines.map((line) => (
              <Checkbox
                key={line.id}
                label={line.description}
                checked={chosen.includes(line.id)}
                onChange={(event) => toggle(line.id, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        )}
        <Textarea
          label="Reason"
          required
          data-autofocus
          autosize
          minRows={2}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep the invoice
          </Button>
          <Button
            type="submit"
            color={correction === 'void' ? DANGER_COLOR : undefined}
            loading={form.formState.isSubmitting}
          >
            {correction === 'void' ? 'Void invoice' : 'Issue credit note'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
