import { z } from 'zod';
import { withoutBidiControls } from './names.js';
import { emailSchema } from './auth.js';
import {
  clinicLocaleCodeSchema,
  currencyCodeSchema,
  taxRateBasisPointsSchema,
} from './clinic-locale.js';
import type { OpeningHours } from './scheduling.js';
import { isTimeZone } from './time-zones.js';

/** Weekday indexes as stored (0 = Sunday), in the order a European clinic reads its week. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 08:30.');

export const openingIntervalSchema = z
  .object({ open: timeOfDay, close: timeOfDay })
  .refine((interval) => interval.close > interval.open, {
    message: 'Closing time must be after opening time.',
    path: ['close'],
  });

/** Seven entries, 0 = Sunday … 6 = Saturday; null: closed that day. */
export const openingHoursSchema = z
  .array(openingIntervalSchema.nullable())
  .length(7, 'Give the hours of all seven days.') satisfies z.ZodType<OpeningHours>;

const boundedText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

/** The policy goes into every confirmation and reminder: a few sentences, not a letter. */
export const CANCELLATION_POLICY_MAX = 1000;

/** Reminders go out between an hour and a week before (the default: DEFAULT_REMINDER_HOURS). */
export const REMINDER_HOURS_MIN = 1;
export const REMINDER_HOURS_MAX = 168;

/** Bookable slots start this many minutes apart, counted from local midnight. */
export const SLOT_SPACING_CHOICES = [5, 10, 15, 20, 30, 60] as const;
export type SlotSpacingMinutes = (typeof SLOT_SPACING_CHOICES)[number];
export const slotSpacingSchema = z.literal(SLOT_SPACING_CHOICES, {
  error: 'Use 5, 10, 15, 20, 30 or 60 minutes.',
});

/** An invoice is due this many days after it is issued (0: on receipt). */
export const INVOICE_DUE_DAYS_MAX = 365;
export const PAYMENT_INSTRUCTIONS_MAX = 1000;

/** A no-show or late-cancellation fee: none, a fixed amount, or a percentage of the visit. */
export const VISIT_FEE_KINDS = ['none', 'amount', 'percent'] as const;
export type VisitFeeKind = (typeof VISIT_FEE_KINDS)[number];
export const visitFeeKindSchema = z.enum(VISIT_FEE_KINDS, {
  error: 'Choose none, a fixed amount or a percentage.',
});
/** 100 % in basis points. */
export const FEE_PERCENT_MAX_BASIS_POINTS = 10_000;
export const FEE_AMOUNT_MAX_CENTS = 100_000_000;
export const LATE_CANCEL_WINDOW_HOURS_MAX = 168;

/** Minor units for 'amount', basis points (0–10 000) for 'percent'. */
const feeValueSchema = z
  .number('Enter an amount.')
  .int('Use whole minor units.')
  .min(0, 'Use 0 or more.')
  .max(FEE_AMOUNT_MAX_CENTS, 'This amount is too large.');

/** PUT /clinic/settings (clinic.manage) → {settings}. Rooms and logo have their own routes. */
export const updateClinicSettingsSchema = z.object({
  name: withoutBidiControls(boundedText(120).min(1, 'Enter the clinic name.')),
  address: boundedText(300),
  phone: boundedText(40),
  /** Empty: no public email. */
  email: z.union([z.literal(''), emailSchema]),
  timeZone: z.string().trim().refine(isTimeZone, 'Choose a time zone from the list.'),
  openingHours: openingHoursSchema,
  remindersEnabled: z.boolean(),
  reminderHoursBefore: z
    .number('Enter a number of hours.')
    .int('Use whole hours.')
    .min(REMINDER_HOURS_MIN, `Use ${REMINDER_HOURS_MIN} to ${REMINDER_HOURS_MAX} hours.`)
    .max(REMINDER_HOURS_MAX, `Use ${REMINDER_HOURS_MIN} to ${REMINDER_HOURS_MAX} hours.`),
  cancellationPolicy: boundedText(CANCELLATION_POLICY_MAX),
  /** Left out: unchanged. Changing it relabels the service prices, it does not convert them. */
  currency: currencyCodeSchema.optional(),
  locale: clinicLocaleCodeSchema.optional(),
  taxRateBasisPoints: taxRateBasisPointsSchema.optional(),
  pricesIncludeTax: z.boolean().optional(),
  /** Left out: unchanged. */
  slotSpacingMinutes: slotSpacingSchema.optional(),
  /** Left out: unchanged. */
  cliniciansEditOwnSchedule: z.boolean().optional(),
  /** Printed on invoices (VAT or tax number). Left out: unchanged. */
  taxNumber: boundedText(50).optional(),
  /** How to pay (bank account, reference), printed on invoices. Left out: unchanged. */
  paymentInstructions: boundedText(PAYMENT_INSTRUCTIONS_MAX).optional(),
  /** Left out: unchanged. */
  invoiceDueDays: z
    .number('Enter a number of days.')
    .int('Use whole days.')
    .min(0, `Use 0 to ${INVOICE_DUE_DAYS_MAX} days.`)
    .max(INVOICE_DUE_DAYS_MAX, `Use 0 to ${INVOICE_DUE_DAYS_MAX} days.`)
    .optional(),
  /** A draft invoice is written when a visit is completed. Left out: unchanged. */
  autoDraftInvoices: z.boolean().optional(),
  /** The fees below: left out, unchanged. A value is minor units or basis points by its kind. */
  noShowFeeKind: visitFeeKindSchema.optional(),
  noShowFeeValue: feeValueSchema.optional(),
  lateCancelFeeKind: visitFeeKindSchema.optional(),
  lateCancelFeeValue: feeValueSchema.optional(),
  /** Cancelling less than this many hours before the visit is late. */
  lateCancelWindowHours: z
    .number('Enter a number of hours.')
    .int('Use whole hours.')
    .min(0, `Use 0 to ${LATE_CANCEL_WINDOW_HOURS_MAX} hours.`)
    .max(LATE_CANCEL_WINDOW_HOURS_MAX, `Use 0 to ${LATE_CANCEL_WINDOW_HOURS_MAX} hours.`)
    .optional(),
});
export type UpdateClinicSettingsInput = z.infer<typeof updateClinicSettingsSchema>;

export const roomNameSchema = boundedText(80).min(1, 'Enter the room name.');

export const roomSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  active: z.boolean(),
  /** The location the room is in. */
  locationId: z.uuid(),
});
export type Room = z.infer<typeof roomSchema>;

/** POST /clinic/rooms → 201 {room}; without `locationId`, in the clinic's first active location. */
export const createRoomSchema = z.object({ name: roomNameSchema, locationId: z.uuid().optional() });
export type CreateRoomInput = z.infer<typeof createRoomSchema>;

/**
 * PATCH /clinic/rooms/{id} → {room}: rename, deactivate (appointments keep their room), or move
 * it to another location of the clinic (409 ROOM_HAS_FUTURE_APPOINTMENTS while it is booked ahead).
 */
export const updateRoomSchema = z
  .object({ name: roomNameSchema, active: z.boolean(), locationId: z.uuid() })
  .partial();
export type UpdateRoomInput = z.infer<typeof updateRoomSchema>;

/** GET /clinic/settings (every member) → {settings}. */
export const clinicSettingsSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** GET /clinic/logo/{fileId}; null: no logo. */
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
  openingHours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()),
  rooms: z.array(roomSchema),
  remindersEnabled: z.boolean(),
  reminderHoursBefore: z.number().int(),
  cancellationPolicy: z.string(),
  currency: z.string(),
  locale: z.string(),
  taxRateBasisPoints: z.number().int(),
  pricesIncludeTax: z.boolean(),
  slotSpacingMinutes: slotSpacingSchema,
  cliniciansEditOwnSchedule: z.boolean(),
  taxNumber: z.string(),
  paymentInstructions: z.string(),
  invoiceDueDays: z.number().int(),
  autoDraftInvoices: z.boolean(),
  noShowFeeKind: visitFeeKindSchema,
  noShowFeeValue: z.number().int(),
  lateCancelFeeKind: visitFeeKindSchema,
  lateCancelFeeValue: z.number().int(),
  lateCancelWindowHours: z.number().int(),
});
export type ClinicSettings = z.infer<typeof clinicSettingsSchema>;

/** PUT /clinic/logo (multipart field `file`: JPEG, PNG or WebP) → {logoUrl}; DELETE → 204. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const logoResponseSchema = z.object({ logoUrl: z.string().nullable() });
export type LogoResponse = z.infer<typeof logoResponseSchema>;

export const clinicSettingsResponseSchema = z.object({ settings: clinicSettingsSchema });
export type ClinicSettingsResponse = z.infer<typeof clinicSettingsResponseSchema>;

export const roomResponseSchema = z.object({ room: roomSchema });
export type RoomResponse = z.infer<typeof roomResponseSchema>;
