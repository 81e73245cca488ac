/** An error whose status, code and message are safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Machine-readable facts for the client, e.g. the limit a plan-limit refusal names. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = (msg = 'Please sign in to continue.') =>
  new HttpError(401, 'UNAUTHORIZED', msg);

export const forbidden = (msg = 'You do not have permission to do this.') =>
  new HttpError(403, 'FORBIDDEN', msg);

export const notFound = (what = 'The requested item') =>
  new HttpError(404, 'NOT_FOUND', `${what} was not found.`);

/** A bad value the schema could not judge (an unknown reference, a date rule): 400 on its field. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, { [field]: message });

/**
 * A service we depend on failed (the payment provider): 502 with a safe message for the caller,
 * while the log gets `logMessage` and the cause.
 */
export class UpstreamError extends HttpError {
  constructor(
    code: string,
    message: string,
    readonly logMessage: string,
    options: { cause: unknown },
  ) {
    super(502, code, message);
    this.cause = options.cause;
  }
}
