import { z } from 'zod';
import {
  FEE_AMOUNT_MAX_CENTS,
  visitFeeKindSchema,
  type ClinicSettings,
  type UpdateClinicSettingsInput,
} from '../../../domain/clinic-settings.js';

const PERCENT_MESSAGE = 'Use 0 to 100 %.';

/**
 * A fee as the form holds it: its kind, the amount in minor units and the percentage as typed;
 * only the one its kind uses is checked. Out: the kind and its value (minor units or basis points).
 */
export const visitFeeFormSchema = z
  .object({
    kind: visitFeeKindSchema,
    amount: z.number().nullable(),
    // The number field hands over text while it is not a number yet ('12.').
    percent: z.union([z.number(), z.string()]),
  })
  .transform((fee, ctx) => {
    if (fee.kind === 'amount') {
      if (fee.amount === null || !Number.isInteger(fee.amount))
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount.' });
      else if (fee.amount < 0 || fee.amount > FEE_AMOUNT_MAX_CENTS)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Use 0 or more.' });
      return { kind: fee.kind, value: fee.amount ?? 0 };
    }
    if (fee.kind === 'percent') {
      const percent =
        typeof fee.percent === 'number'
          ? fee.percent
          : fee.percent.trim() === ''
            ? NaN
            : Number(fee.percent);
      if (!(percent >= 0 && percent <= 100))
        ctx.addIssue({ code: 'custom', path: ['percent'], message: PERCENT_MESSAGE });
      else if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-6)
        ctx.addIssue({
          code: 'custom',
          path: ['percent'],
          message: 'Use at most two decimals, such as 12.5 %.',
        });
      return { kind: fee.kind, value: Math.round(percent * 100) };
    }
    return { kind: fee.kind, value: 0 };
  });
export type VisitFeeFormValues = z.input<typeof visitFeeFormSchema>;

const feeFormValues = (kind: ClinicSettings['noShowFeeKind'], value: number) => ({
  kind,
  amount: kind === 'amount' ? value : null,
  percent: kind === 'percent' ? value / 100 : '',
});

export const visitFeesFormValuesOf = (settings: ClinicSettings) => ({
  noShowFee: feeFormValues(settings.noShowFeeKind, settings.noShowFeeValue),
  lateCancelFee: feeFormValues(settings.lateCancelFeeKind, settings.lateCancelFeeValue),
  lateCancelWindowHours: settings.lateCancelWindowHours,
});

type ValidFee = z.output<typeof visitFeeFormSchema>;

export const visitFeesInputOf = (
  noShowFee: ValidFee,
  lateCancelFee: ValidFee,
): Pick<
  UpdateClinicSettingsInput,
  'noShowFeeKind' | 'noShowFeeValue' | 'lateCancelFeeKind' | 'lateCancelFeeValue'
> => ({
  noShowFeeKind: noShowFee.kind,
  noShowFeeValue: noShowFee.value,
  lateCancelFeeKind: lateCancelFee.kind,
  lateCancelFeeValue: lateCancelFee.value,
});
