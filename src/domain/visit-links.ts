import { z } from 'zod';
import { publicClinicFields, publicVisitFields } from './public-visit.js';

/**
 * A reminder or confirmation mail carries one signed link to its visit: the patient opens it,
 * sees the visit and confirms or cancels it, once. The token is the credential.
 *
 *   GET  /public/visit-links/{token} → {visit}
 *   POST /public/visit-links/{token}/confirm → {visit}   (409 LINK_USED, 410 LINK_EXPIRED)
 *   POST /public/visit-links/{token}/cancel → {visit}    (also 409 CHANGE_WINDOW_PASSED)
 */

export const visitLinkParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'This link is not valid.'),
});

/** What the link may still do: `open` until used once or the visit starts. */
export const visitLinkStates = ['open', 'used', 'expired'] as const;

/** The visit as its patient sees it: upcoming, confirmed, cancelled, or already past. */
export const linkedVisitStatuses = ['upcoming', 'confirmed', 'cancelled', 'past'] as const;

export const linkedVisitSchema = z.object({
  ...publicClinicFields,
  clinicPhone: z.string(),
  ...publicVisitFields,
  status: z.enum(linkedVisitStatuses),
  link: z.enum(visitLinkStates),
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
  /** The clinic lets patients cancel online up to this many hours before a visit. */
  changeWindowHours: z.number().int(),
  /** The last moment this visit can be cancelled online; null when that has passed. */
  cancellableUntil: z.iso.datetime().nullable(),
});
export type LinkedVisit = z.infer<typeof linkedVisitSchema>;

export const linkedVisitResponseSchema = z.object({ visit: linkedVisitSchema });
export type LinkedVisitResponse = z.infer<typeof linkedVisitResponseSchema>;
