import { slotTakenDetailsSchema, type PublicSlot } from '../../../domain/online-booking.js';
import { ApiError } from '../../lib/http';
import { errorMessage } from '../../lib/server-errors';

export type VisitChangeFailure =
  | { kind: 'session-ended' }
  | { kind: 'slot-taken'; nextSlots: PublicSlot[] }
  | { kind: 'message'; text: string };

/** The portal session ended (idle, too old, or signed out elsewhere). */
export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** What a refused cancel or move means for the patient, and what the page offers next. */
export function visitChangeFailure(error: unknown): VisitChangeFailure {
  if (isSessionEnded(error)) return { kind: 'session-ended' };
  if (error instanceof ApiError && error.code === 'SLOT_TAKEN') {
    const details = slotTakenDetailsSchema.safeParse(error.details);
    return { kind: 'slot-taken', nextSlots: details.success ? details.data.nextSlots : [] };
  }
  // CHANGE_WINDOW_PASSED and the rest: the server's own sentence says why.
  return { kind: 'message', text: errorMessage(error) };
}

export const SESSION_ENDED_NOTE = 'You were signed out after a while away. Please sign in again.';
