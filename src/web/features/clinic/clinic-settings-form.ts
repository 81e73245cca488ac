import { z } from 'zod';
import {
  clinicLocaleCodeSchema,
  currencyCodeSchema,
  TAX_RATE_MAX_BASIS_POINTS,
} from '../../../domain/clinic-locale.js';
import {
  slotSpacingSchema,
  updateClinicSettingsSchema,
  type ClinicSettings,
  type UpdateClinicSettingsInput,
} from '../../../domain/clinic-settings.js';
import { isTimeZone } from '../../../domain/time-zones.js';
import {
  openingDaysOf,
  openingHoursFieldNames,
  openingHoursFormSchema,
  openingHoursOf,
} from './opening-hours-form';
import { visitFeeFormSchema, visitFeesFormValuesOf, visitFeesInputOf } from './visit-fee-form';

const TAX_RATE_MAX_PERCENT = TAX_RATE_MAX_BASIS_POINTS / 100;

/** The default tax rate as typed, in percent with at most two decimals: 20, 8.25. */
const taxRatePercentSchema = z
  .number('Enter a tax rate.')
  .min(0, 'The tax rate cannot be negative.')
  .max(TAX_RATE_MAX_PERCENT, `Use a tax rate of at most ${TAX_RATE_MAX_PERCENT} %.`)
  .refine(
    (percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6,
    'Use at most two decimals, such as 8.25 %.',
  );

/**
 * The domain's settings schema, with each day's hours as the form holds them (0 = Sunday) and
 * the tax rate in percent rather than basis points.
 */
export const clinicSettingsFormSchema = updateClinicSettingsSchema
  .omit({ openingHours: true, taxRateBasisPoints: true })
  .extend({
    openingHours: openingHoursFormSchema,
    currency: currencyCodeSchema,
    locale: clinicLocaleCodeSchema,
    // The number field hands over text while it is not a number yet ('8.'); it is read on save.
    taxRatePercent: z
      .union([z.number(), z.string()])
      .transform((value) =>
        typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value),
      )
      .pipe(taxRatePercentSchema),
    pricesIncludeTax: z.boolean(),
    slotSpacingMinutes: slotSpacingSchema,
    cliniciansEditOwnSchedule: z.boolean(),
    taxNumber: updateClinicSettingsSchema.shape.taxNumber.unwrap(),
    paymentInstructions: updateClinicSettingsSchema.shape.paymentInstructions.unwrap(),
    invoiceDueDays: updateClinicSettingsSchema.shape.invoiceDueDays.unwrap(),
    autoDraftInvoices: z.boolean(),
    noShowFee: visitFeeFormSchema,
    lateCancelFee: visitFeeFormSchema,
    lateCancelWindowHours: updateClinicSettingsSchema.shape.lateCancelWindowHours.unwrap(),
  });
export type ClinicSettingsFormValues = z.input<typeof clinicSettingsFormSchema>;
export type ValidClinicSettingsForm = z.output<typeof clinicSettingsFormSchema>;

export function formValuesOf(settings: ClinicSettings): ClinicSettingsFormValues {
  return {
    name: settings.name,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    timeZone: settings.timeZone,
    openingHours: openingDaysOf(settings.openingHours),
    remindersEnabled: settings.remindersEnabled,
    reminderHoursBefore: settings.reminderHoursBefore,
    cancellationPolicy: settings.cancellationPolicy,
    currency: settings.currency,
    locale: settings.locale,
    taxRatePercent: settings.taxRateBasisPoints / 100,
    pricesIncludeTax: settings.pricesIncludeTax,
    slotSpacingMinutes: settings.slotSpacingMinutes,
    cliniciansEditOwnSchedule: settings.cliniciansEditOwnSchedule,
    taxNumber: settings.taxNumber,
    paymentInstructions: settings.paymentInstructions,
    invoiceDueDays: settings.invoiceDueDays,
    autoDraftInvoices: settings.autoDraftInvoices,
    ...visitFeesFormValuesOf(settings),
  };
}

export function settingsInputOf({
  taxRatePercent,
  noShowFee,
  lateCancelFee,
  ...values
}: ValidClinicSettingsForm): UpdateClinicSettingsInput {
  return {
    ...values,
    ...visitFeesInputOf(noShowFee, lateCancelFee),
    openingHours: openingHoursOf(values.openingHours),
    taxRateBasisPoints: Math.round(taxRatePercent * 100),
  };
}

/**
 * The zone to propose to a clinic still on UTC, the zone of every clinic created without one:
 * the browser's, when it is another real zone. Null: keep the saved zone.
 */
export function proposedTimeZone(savedZone: string, browserZone: string): string | null {
  if (savedZone !== 'UTC' || browserZone === 'UTC' || browserZone === 'Etc/UTC') return null;
  return isTimeZone(browserZone) ? browserZone : null;
}

/** Every field the server may name in `fields`, in the order of the form. */
export const serverFieldNames = [
  'name',
  'address',
  'phone',
  'email',
  'timeZone',
  ...openingHoursFieldNames,
  'reminderHoursBefore',
  'cancellationPolicy',
  'currency',
  'locale',
  'taxNumber',
  'paymentInstructions',
  'invoiceDueDays',
  'lateCancelWindowHours',
] as const;
