import { HttpError } from '../../http-errors.js';

/** The text checkout and registration show for an address already in use. */
export const EMAIL_TAKEN = () =>
  new HttpError(
    409,
    'EMAIL_TAKEN',
    'An account with this email already exists. Please log in instead.',
  );
