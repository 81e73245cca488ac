import type { Config } from '../../config.js';
import { createLocalPatientPayments } from './local-provider.js';
import type { PatientPaymentProvider } from './provider.js';
import { createStripePatientPayments } from './stripe-provider.js';

/** The provider PATIENT_PAYMENTS_PROVIDER names, built once at start-up. */
export function createPatientPaymentProvider(config: Config): PatientPaymentProvider {
  switch (config.PATIENT_PAYMENTS_PROVIDER) {
    case 'local':
      return createLocalPatientPayments();
    case 'stripe':
      return createStripePatientPayments(config);
  }
}
