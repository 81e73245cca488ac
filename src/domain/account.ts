import { z } from 'zod';
import {
  currentUserSchema,
  emailSchema,
  lastNameSchema,
  locationSchema,
  personNameSchema,
} from './auth.js';
import { currentPasswordSchema, newPasswordSchema } from './passwords.js';

/** PATCH /account/profile → {user: CurrentUser['user']}. */
export const updateProfileSchema = z.object({
  name: personNameSchema,
  lastName: lastNameSchema,
  location: locationSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** POST /account/change-password → {msg}; the user's other sessions end. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /account/change-email → {msg}; the address changes once the link sent to it is opened. */
export const changeEmailSchema = z.object({
  currentPassword: currentPasswordSchema,
  newEmail: emailSchema,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** GET /account/sessions → {sessions}; DELETE /account/sessions/{id} → 204. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** POST /account/two-factor/setup → a new unconfirmed secret (replaces an unconfirmed one). */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** PNG data URL of the otpauth URL, for authenticator apps. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /account/two-factor/enable {code, currentPassword} → {recoveryCodes}; shown once. */
export const enableTwoFactorSchema = z.object({
  currentPassword: currentPasswordSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * POST /account/two-factor/disable and POST /account/two-factor/recovery-codes (new codes) both
 * need the current password.
 */
export const passwordConfirmationSchema = z.object({ currentPassword: currentPasswordSchema });

/** POST /account/active-clinic → {msg}; 404 for a clinic the user is not an active member of. */
export const switchClinicSchema = z.object({ clinicId: z.uuid() });

/** POST /account/avatar (multipart, field `file`) → {avatarUrl}; DELETE /account/avatar → 204. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const avatarContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const avatarResponseSchema = z.object({ avatarUrl: z.string().nullable() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** PATCH /account/profile answers the member as GET /auth/me shows them. */
export const profileResponseSchema = currentUserSchema.pick({ user: true });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;
