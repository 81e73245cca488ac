import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/http';

export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const serverError = (supportEmail: string) =>
  `Server error. Please try again later or contact us directly at ${supportEmail}`;

/**
 * Spec §8, in order of preference: the server's msg; for 5xx a pointer to the support address;
 * no answer at all: a network error; anything else: an unexpected error.
 */
export function contactErrorMessage(error: unknown, supportEmail: string): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR;
  // Status 0: the server never answered, so the message is ours, not the server's.
  if (error.status === 0) return NETWORK_ERROR;
  // http.ts puts GENERIC_ERROR_MESSAGE in place of a missing msg.
  if (error.msg !== GENERIC_ERROR_MESSAGE) return error.msg;
  if (error.status >= 500) return serverError(supportEmail);
  return UNEXPECTED_ERROR;
}
