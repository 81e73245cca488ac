import { HttpError, UpstreamError } from '../../http-errors.js';

export const BILLING_UNAVAILABLE_MESSAGE =
  'Payments are unavailable at the moment. Please try again in a few minutes.';

/**
 * A call to the payment provider. When it fails the caller gets 502 BILLING_UNAVAILABLE and the
 * log gets `logMessage` with the cause: a fixed sentence, never the customer's data.
 */
export async function askProvider<T>(logMessage: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new UpstreamError('BILLING_UNAVAILABLE', BILLING_UNAVAILABLE_MESSAGE, logMessage, {
      cause: error,
    });
  }
}
