import type { z } from 'zod';
import { requestBookingSchema } from '../../../domain/online-booking.js';

/** The visitor's part of the booking request, checked by the server's own rules. */
export const detailsSchema = requestBookingSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  dateOfBirth: true,
  note: true,
  website: true,
});
export type DetailsFormValues = z.input<typeof detailsSchema>;
export type BookingDetails = z.output<typeof detailsSchema>;

export const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'note',
] as const satisfies readonly (keyof DetailsFormValues)[];

export const EMPTY_DETAILS: DetailsFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  note: '',
  website: '',
};

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** 'YYYY-MM-DD' from three fields; something the schema refuses while any is incomplete. */
export function dateFromParts({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  const pad = (value: string) => (value.length === 1 ? `0${value}` : value);
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function partsFromDate(value: string | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return { day: '', month: '', year: '' };
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}
