/** An error whose status, code and message are safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
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
