import { z } from 'zod';

/** ASVS 6.2: 8 to 128 characters, no composition rules; strength is checked on the server. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

/** A password being checked, not chosen: any length the server will still look at. */
export const currentPasswordSchema = z
  .string()
  .min(1, 'Enter your password.')
  .max(1024, 'Password is too long.');

export const WEAK_PASSWORD_MESSAGE =
  'This password is too common or easy to guess. Try a longer phrase of unrelated words.';
