import { ApiError } from '../../lib/http';
import { serverMessage } from '../../lib/server-errors';

/** How long the "account ready" state shows before /checkout/success opens. */
export const SUCCESS_REDIRECT_DELAY_MS = 2000;

/** Checkout registration texts, word for word. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const EMAIL_EXISTS_MESSAGE =
  'An account with this email already exists. Please log in instead.';
const CHECKOUT_OPEN_FAILED_MESSAGE = 'Failed to open checkout. Please try again.';

/** A 400 shows the server's msg; any other failure the general sentence. */
export function checkoutOpenFailureMessage(error: unknown): string {
  const message = error instanceof ApiError && error.status === 400 ? serverMessage(error) : null;
  return message ?? CHECKOUT_OPEN_FAILED_MESSAGE;
}

/**
 * Account creation after payment: 'Account creation failed: {message or Unknown
 * error}. Please contact support.', or without an answer at all the shorter sentence. The
 * server's own full stop is dropped so the sentence does not end in two.
 */
export function accountCreationFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) {
    return 'Account creation failed. Please contact support.';
  }
  const message = serverMessage(error)?.replace(/\.\s*$/, '') || 'Unknown error';
  return `Account creation failed: ${message}. Please contact support.`;
}
