import { setImmediate } from 'node:timers/promises';

/**
 * Lets the requests waiting on the event loop (other clinics' too) run before a long import goes
 * on with its next piece.
 */
export const letOthersRun = (): Promise<void> => setImmediate();
