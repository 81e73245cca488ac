import type { ClinicRole } from '../../../domain/roles.js';

/** Who a request's session belongs to, and the clinic it is signed in to. */
export interface AuthContext {
  sessionId: string;
  user: {
    id: string;
    email: string;
    name: string;
    lastName: string;
    platformAdmin: boolean;
    twoFactorEnabled: boolean;
  };
  /** The session's active clinic; null when the user has none (an operator) or was removed. */
  membership: { clinicId: string; clinicName: string; role: ClinicRole } | null;
  /** The clinic requires two-factor sign-in and the user has not set it up yet. */
  twoFactorSetupRequired: boolean;
}
