import { z } from 'zod';
import { openingIntervalSchema } from '../../../domain/clinic-settings.js';
import type { OpeningHours } from '../../../domain/scheduling.js';

/** A weekday as the form edits it: closed, or open between two 'HH:mm' times. */
export const openingDayFormSchema = z
  .object({ closed: z.boolean(), open: z.string(), close: z.string() })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    const result = openingIntervalSchema.safeParse({ open: day.open, close: day.close });
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
export type OpeningDayFormValues = z.input<typeof openingDayFormSchema>;

/** Seven days, 0 = Sunday, as the form holds them. */
export const openingHoursFormSchema = z.array(openingDayFormSchema).length(7);

/** Hours a closed day starts from when it is opened again. */
const DEFAULT_DAY = { open: '08:00', close: '16:00' };

export const openingDaysOf = (hours: OpeningHours): OpeningDayFormValues[] =>
  hours.map((day) => (day ? { closed: false, ...day } : { closed: true, ...DEFAULT_DAY }));

export const openingHoursOf = (days: OpeningDayFormValues[]): OpeningHours =>
  days.map(({ closed, open, close }) => (closed ? null : { open, close }));

/** The server's field names for each day's times, Monday's 'openingHours.1.open' and so on. */
export const openingHoursFieldNames = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
  `openingHours.${day}.open` as const,
  `openingHours.${day}.close` as const,
]);
