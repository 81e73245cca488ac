import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/http';
import { serverMessage } from '../../lib/server-errors';

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
export const serverError = (supportEmail: string) =>
  `Server error. Please try again later or contact us directly at ${supportEmail}`;

/**
 * In order of preference: the server's msg; for 5xx a pointer to the support address;
 * no answer at all: a network error; anything else: an unexpected error.
 */
export function contactErrorMessage(error: unknown, supportEmail: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (!(error instanceof ApiError)) return UNEXPECTED_ERROR;
  if (error.status >= 500) return serverError(supportEmail);
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  return UNEXPECTED_ERROR;
}
