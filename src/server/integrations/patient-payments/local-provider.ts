import { randomUUID } from 'node:crypto';
import type { PatientPaymentProvider } from './provider.js';

/**
 * The default provider: no network. Its payment page is the app's own test-card form at
 * `/pay/{token}/card`, which sits under the pay page the patient would return to on cancel.
 */
export function createLocalPatientPayments(): PatientPaymentProvider {
  return {
    id: 'local',
    async createCheckout({ cancelUrl }) {
      return { url: `${cancelUrl.replace(/\/$/, '')}/card`, sessionId: `local_cs_${randomUUID()}` };
    },
  };
}
