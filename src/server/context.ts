import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { BillingProvider } from './integrations/billing/provider.js';
import type { PatientPaymentProvider } from './integrations/patient-payments/provider.js';
import type { SmsProvider } from './integrations/sms/provider.js';
import type { FreeTimesCache } from './modules/booking/free-times-cache.js';
import type { SessionLifetimes } from './modules/auth/sessions.js';
import type { RateLimits } from './rate-limits.js';

/** What services need from the running app; no HTTP in here. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  rateLimits: RateLimits;
  lifetimes: SessionLifetimes;
  /** Where products, prices and payments come from (BILLING_PROVIDER). */
  billing: BillingProvider;
  /** Where patients pay invoices online (PATIENT_PAYMENTS_PROVIDER). */
  patientPayments: PatientPaymentProvider;
  /** Where texts to patients go (SMS_PROVIDER). */
  sms: SmsProvider;
  /** The booking pages' free times lately asked for, answered from memory for a few seconds. */
  freeTimes: FreeTimesCache;
}

/** Who asked, for the audit trail and session records. */
export interface RequestOrigin {
  ip: string;
  userAgent?: string;
}
