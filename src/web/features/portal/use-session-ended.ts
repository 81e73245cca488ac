import { useEffect } from 'react';
import { isSessionEnded, SESSION_ENDED_NOTE } from './portal-errors';

/**
 * Whether a portal read failed because the session ended; if so the page is told once, and shows
 * the way to sign in again. A section then renders nothing.
 */
export function useSessionEnded(
  error: unknown,
  onSessionEnded: (note: string | null) => void,
): boolean {
  const ended = isSessionEnded(error);
  useEffect(() => {
    if (ended) onSessionEnded(SESSION_ENDED_NOTE);
  }, [ended, onSessionEnded]);
  return ended;
}
