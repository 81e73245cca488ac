import type { PaddleEventData } from '@paddle/paddle-js';
import type { BillingDebug } from '../../../domain/billing.js';

type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'origin'>;

const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$|\.(localhost|local)$/i;

/**
 * The success and cancel redirects are set only in production on a secure origin that
 * is not this machine (the provider refuses other addresses, and a sandbox run stays in place).
 */
export function usesProviderRedirects(
  environment: BillingDebug['environment'],
  location: PageLocation = window.location,
): boolean {
  return (
    environment === 'production' &&
    location.protocol === 'https:' &&
    !LOCAL_HOST.test(location.hostname)
  );
}

export interface PaddleCheckoutOptions {
  environment: BillingDebug['environment'];
  /** The browser key from POST /billing/client-token. */
  token: string;
  priceId: string;
  email: string;
  /** Where a completed payment lands when redirects apply (an app path). */
  successPath: string;
  onEvent: (event: PaddleEventData) => void;
  /** The page's address; decides the redirects. */
  location?: PageLocation;
}

/**
 * Opens Paddle's overlay with one item and the customer's email. @paddle/paddle-js is loaded
 * only here, and it loads Paddle.js from Paddle's CDN; `initializePaddle` sets the environment
 * before it initialises.
 */
export async function openPaddleCheckout({
  environment,
  token,
  priceId,
  email,
  successPath,
  onEvent,
  location = window.location,
}: PaddleCheckoutOptions): Promise<void> {
  const { initializePaddle } = await import('@paddle/paddle-js');
  const paddle = await initializePaddle({ environment, token, eventCallback: onEvent });
  if (!paddle) throw new Error('Paddle.js is not available.');
  paddle.Checkout.open({
    items: [{ priceId, quantity: 1 }],
    customer: { email },
    ...(usesProviderRedirects(environment, location)
      ? { settings: { successUrl: `${location.origin}${successPath}` } }
      : {}),
  });
}
