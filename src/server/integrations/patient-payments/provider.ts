import type { PatientPaymentProviderId } from '../../../domain/online-payments.js';

/** What the provider's payment page charges: one invoice's balance, in minor units. */
export interface CheckoutRequest {
  clinicId: string;
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  currency: string;
  /** The line the patient sees on the provider's page. */
  description: string;
  /** Where the provider sends the patient after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
}

export interface CheckoutSession {
  /** The page the patient pays on. */
  url: string;
  sessionId: string;
}

/** A paid checkout as the provider reports it: the server records it from this only. */
export interface CompletedCheckout {
  /** The provider's id of the payment: recorded once, however often it is reported. */
  providerPaymentId: string;
  clinicId: string;
  invoiceId: string;
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  paidAt: Date;
}

/**
 * Where patients pay invoices online. `local` (default) works offline with the test cards of
 * the app's own card page; `stripe` is Stripe Checkout. Chosen once at start-up by
 * PATIENT_PAYMENTS_PROVIDER.
 */
export interface PatientPaymentProvider {
  readonly id: PatientPaymentProviderId;
  /** Opens a payment page for one amount. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}
