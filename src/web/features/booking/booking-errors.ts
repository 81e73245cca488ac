import { slotTakenDetailsSchema, type PublicSlot } from '../../../domain/online-booking.js';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';

export type BookingFailure =
  | { kind: 'slot-taken'; nextSlots: PublicSlot[] }
  | { kind: 'expired' }
  | { kind: 'wrong-code' }
  | { kind: 'fields' }
  | { kind: 'message'; title: string; text: string; contact: boolean };

/** What a refused booking or code means for the visitor, and what the page offers next. */
export function bookingFailure(error: unknown): BookingFailure {
  if (!(error instanceof ApiError)) {
    return { kind: 'message', title: 'Not booked yet', text: errorMessage(error), contact: false };
  }
  switch (error.code) {
    case 'SLOT_TAKEN': {
      const details = slotTakenDetailsSchema.safeParse(error.details);
      return { kind: 'slot-taken', nextSlots: details.success ? details.data.nextSlots : [] };
    }
    case 'BOOKING_EXPIRED':
      return { kind: 'expired' };
    case 'WRONG_CODE':
      return { kind: 'wrong-code' };
    case 'NEW_PATIENTS_NOT_ACCEPTED':
      return {
        kind: 'message',
        title: 'Online booking is for existing patients',
        text: 'We could not find you in the clinic’s records. Check your email and date of birth, or contact the clinic to book your first visit.',
        contact: true,
      };
    case 'TOO_MANY_BOOKINGS':
      return {
        kind: 'message',
        title: 'You already have visits booked',
        text: 'You have as many upcoming visits booked online as the clinic allows. To book another, please contact the clinic.',
        contact: true,
      };
  }
  if (error.status === 429) {
    return {
      kind: 'message',
      title: 'Too many tries',
      text: 'Please wait a few minutes, then try again.',
      contact: false,
    };
  }
  if (error.status === 400 && error.fields && Object.keys(error.fields).length > 0) {
    return { kind: 'fields' };
  }
  return { kind: 'message', title: 'Not booked yet', text: errorMessage(error), contact: false };
}
