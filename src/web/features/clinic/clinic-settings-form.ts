import { z } from 'zod';
import {
  openingIntervalSchema,
  updateClinicSettingsSchema,
  type ClinicSettings,
  type UpdateClinicSettingsInput,
} from '../../../domain/clinic-settings.js';

/** A weekday as the form edits it: closed, or open between two 'HH:mm' times. */
const openingDayFormSchema = z
  .object({ closed: z.boolean(), open: z.string(), close: z.string() })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    const result = openingIntervalSchema.safeParse({ open: day.open, close: day.close });
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

/** The domain's settings schema, with each day's hours as the form holds them (0 = Sunday). */
export const clinicSettingsFormSchema = updateClinicSettingsSchema
  .omit({ openingHours: true })
  .extend({ openingHours: z.array(openingDayFormSchema).length(7) });
export type ClinicSettingsFormValues = z.input<typeof clinicSettingsFormSchema>;
export type ValidClinicSettingsForm = z.output<typeof clinicSettingsFormSchema>;

/** Hours a closed day starts from when it is opened again. */
const DEFAULT_DAY = { open: '08:00', close: '16:00' };

export function formValuesOf(settings: ClinicSettings): ClinicSettingsFormValues {
  return {
    name: settings.name,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    timeZone: settings.timeZone,
    openingHours: settings.openingHours.map((day) =>
      day ? { closed: false, ...day } : { closed: true, ...DEFAULT_DAY },
    ),
    remindersEnabled: settings.remindersEnabled,
    reminderHoursBefore: settings.reminderHoursBefore,
    cancellationPolicy: settings.cancellationPolicy,
  };
}

export function settingsInputOf(values: ValidClinicSettingsForm): UpdateClinicSettingsInput {
  return {
    ...values,
    openingHours: values.openingHours.map(({ closed, open, close }) =>
      closed ? null : { open, close },
    ),
  };
}

/** Every field the server may name in `fields`, in the order of the form. */
export const serverFieldNames = [
  'name',
  'address',
  'phone',
  'email',
  'timeZone',
  ...[0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
    `openingHours.${day}.open` as const,
    `openingHours.${day}.close` as const,
  ]),
  'reminderHoursBefore',
  'cancellationPolicy',
] as const;
