import { z } from 'zod';
import { AMOUNT_CENTS_MAX } from './invoices.js';
import { withoutBidiControls } from './names.js';

/**
 * Prepaid packages: a clinic sells `sessions` visits of one service for one price; a completed
 * visit of that service uses a session instead of being invoiced.
 *
 * GET   /packages (invoices.read) → {packages}
 * POST  /packages (clinic.manage) → 201 {package}
 * PATCH /packages/{id} (clinic.manage) → {package}: the service is fixed once one is sold
 * GET   /patients/{id}/packages (invoices.read) → {packages}: what the patient bought
 * POST  /patients/{id}/packages (invoices.manage) → 201 {patientPackage, invoiceId}: sells one
 *       on a draft invoice the desk issues and takes payment for
 */

export const PACKAGE_SESSIONS_MAX = 200;
export const PACKAGE_VALID_DAYS_MAX = 3660;

const packageFields = z.object({
  name: withoutBidiControls(
    z.string().trim().min(1, 'Name the package.').max(120, 'Use at most 120 characters.'),
  ),
  serviceId: z.uuid('Choose a service.'),
  sessions: z
    .number('Enter the number of sessions.')
    .int('Use a whole number.')
    .min(1, 'A package holds at least 1 session.')
    .max(PACKAGE_SESSIONS_MAX, `A package holds at most ${PACKAGE_SESSIONS_MAX} sessions.`),
  priceCents: z
    .number('Enter a price.')
    .int('Use whole minor units (cents).')
    .min(0, 'A price cannot be negative.')
    .max(AMOUNT_CENTS_MAX, 'That price is too large.'),
  validDays: z
    .number('Enter how many days it is valid.')
    .int('Use a whole number.')
    .min(1, 'A package is valid for at least 1 day.')
    .max(PACKAGE_VALID_DAYS_MAX, `A package is valid for at most ${PACKAGE_VALID_DAYS_MAX} days.`),
  active: z.boolean(),
});

/** POST /packages. */
export const createPackageSchema = packageFields.partial({ active: true });
export type CreatePackageInput = z.input<typeof createPackageSchema>;

/** PATCH /packages/{id}: `serviceId` only while none has been sold. */
export const updatePackageSchema = packageFields.partial();
export type UpdatePackageInput = z.input<typeof updatePackageSchema>;

export const packageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  serviceId: z.uuid(),
  serviceName: z.string(),
  sessions: z.number().int(),
  priceCents: z.number().int(),
  validDays: z.number().int(),
  active: z.boolean(),
  /** How many have been sold: the service is fixed from the first. */
  soldCount: z.number().int(),
});
export type Package = z.infer<typeof packageSchema>;

export const packageResponseSchema = z.object({ package: packageSchema });
export const packageListResponseSchema = z.object({ packages: z.array(packageSchema) });
export type PackageListResponse = z.infer<typeof packageListResponseSchema>;

/** POST /patients/{id}/packages. */
export const sellPackageSchema = z.object({ packageId: z.uuid('Choose a package.') });
export type SellPackageInput = z.input<typeof sellPackageSchema>;

export const patientPackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  serviceName: z.string(),
  sessionsTotal: z.number().int(),
  sessionsUsed: z.number().int(),
  remaining: z.number().int(),
  /** The clinic's last day ('YYYY-MM-DD') a session can be used. */
  expiresOn: z.string(),
  expired: z.boolean(),
});
export type PatientPackage = z.infer<typeof patientPackageSchema>;

export const patientPackageListResponseSchema = z.object({
  packages: z.array(patientPackageSchema),
});
export type PatientPackageListResponse = z.infer<typeof patientPackageListResponseSchema>;

export const sellPackageResponseSchema = z.object({
  patientPackage: patientPackageSchema,
  invoiceId: z.uuid(),
});
export type SellPackageResponse = z.infer<typeof sellPackageResponseSchema>;

/** The invoice line that sells a package: "10 × Follow-up (10 × Follow-up treatment)". */
export const packageLineDescription = (name: string, sessions: number, serviceName: string) =>
  `${name} (${sessions} × ${serviceName})`;
