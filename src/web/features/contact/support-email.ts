/**
 * The address visitors can write to directly (spec §8 contact errors, quick links). The server
 * sends contact messages to SUPPORT_EMAIL; until the web app reads it from the server, it shows
 * the server's default. Every screen asks `useSupportEmail()`, so the switch happens here only.
 */
export const SUPPORT_EMAIL_FALLBACK = 'support@motio.local';

export function useSupportEmail(): string {
  return SUPPORT_EMAIL_FALLBACK;
}
