import { ApiError } from '../../../lib/http';

/** The note was signed (by someone else, or in another tab) before this change arrived. */
export const isNoteSigned = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'NOTE_SIGNED';
