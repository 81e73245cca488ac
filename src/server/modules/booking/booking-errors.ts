import type { PublicSlot } from '../../../domain/online-booking.js';
import { HttpError } from '../../http-errors.js';

/** 409 SLOT_TAKEN: the chosen time is not free (any more), with the next free ones instead. */
export const slotTaken = (nextSlots: PublicSlot[]) =>
  new HttpError(
    409,
    'SLOT_TAKEN',
    nextSlots.length > 0
      ? 'That time was just taken. Please choose one of the next free times.'
      : 'That time was just taken, and there is no other free time soon. Please choose another day.',
    undefined,
    { nextSlots },
  );

export const bookingExpired = (
  message = 'We held the time for you, but too long has passed. Please choose a time again.',
) => new HttpError(410, 'BOOKING_EXPIRED', message);

export const wrongCode = () =>
  new HttpError(400, 'WRONG_CODE', 'That code is not right. Check the email and try again.', {
    code: 'That code is not right. Check the email and try again.',
  });
