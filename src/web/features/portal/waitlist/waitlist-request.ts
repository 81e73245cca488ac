import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { PORTAL_LINK_MINUTES } from '../../../../domain/portal.js';

/**
 * "Join the waitlist" asked for from the booking page: /portal/{slug}?waitlist=1&serviceId=…
 * &practitionerId=…&locationId=… opens the form with those choices. A patient who must sign in
 * first leaves through a mailed link that cannot carry them, often into another tab, so they
 * are kept in localStorage (not sessionStorage, which a new tab does not share) for as long as
 * a sign-in link works, and the form opens after sign-in.
 */
export interface WaitlistRequest {
  serviceId: string | null;
  practitionerId: string | null;
  locationId: string | null;
}

export const WAITLIST_REQUEST_PARAMS = ['waitlist', 'serviceId', 'practitionerId', 'locationId'];
const STORAGE_KEY = 'motio.portal.waitlistRequest';
/** The sign-in link's life, and a little more to read the mail. */
const KEEP_MS = (PORTAL_LINK_MINUTES + 30) * 60_000;

const uuid = z.uuid();
const idOrNull = (value: unknown) =>
  typeof value === 'string' && uuid.safeParse(value).success ? value : null;

export function waitlistRequestFromUrl(params: URLSearchParams): WaitlistRequest | null {
  if (params.get('waitlist') !== '1') return null;
  return {
    serviceId: idOrNull(params.get('serviceId')),
    practitionerId: idOrNull(params.get('practitionerId')),
    locationId: idOrNull(params.get('locationId')),
  };
}

export function keepWaitlistRequest(slug: string, request: WaitlistRequest, now = Date.now()) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ slug, savedAt: now, ...request }));
  } catch {
    // Storage refused (private mode, full): the patient opens the form themselves.
  }
}

/** The request kept for this clinic's portal, unless it is too old. */
export function keptWaitlistRequest(slug: string, now = Date.now()): WaitlistRequest | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!kept || kept.slug !== slug || typeof kept.savedAt !== 'number') return null;
    if (now - kept.savedAt > KEEP_MS || kept.savedAt > now) return null;
    return {
      serviceId: idOrNull(kept.serviceId),
      practitionerId: idOrNull(kept.practitionerId),
      locationId: idOrNull(kept.locationId),
    };
  } catch {
    return null;
  }
}

export function forgetWaitlistRequest() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, or storage refused: nothing to forget.
  }
}

/**
 * On the sign-in form: keeps the page's waitlist request for after sign-in. Answers whether
 * there is one, so the form can say why the patient signs in.
 */
export function useKeepWaitlistRequest(slug: string): boolean {
  const [params] = useSearchParams();
  const query = params.toString();
  useEffect(() => {
    const request = waitlistRequestFromUrl(new URLSearchParams(query));
    if (request) keepWaitlistRequest(slug, request);
  }, [slug, query]);
  return params.get('waitlist') === '1';
}
