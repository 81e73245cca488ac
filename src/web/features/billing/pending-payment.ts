/**
 * A completed payment whose account is not created yet, kept for this tab only. Paddle's
 * success redirect (production) can leave the page while the account is being created;
 * /checkout/register then finds the payment here instead of asking the buyer to pay again.
 * Only the transaction id and email: the password is never stored.
 */
export interface PendingPayment {
  tid: string;
  email: string;
}

const KEY = 'motio-checkout-payment-v1';

export function rememberPendingPayment(payment: PendingPayment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(payment));
  } catch {
    // Storage may be unavailable (private mode, quota): the redirect then asks for the form again.
  }
}

export function forgetPendingPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { tid, email } = value as Record<string, unknown>;
    return typeof tid === 'string' && tid !== '' && typeof email === 'string'
      ? { tid, email }
      : null;
  } catch {
    return null;
  }
}
