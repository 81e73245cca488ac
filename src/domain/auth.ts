import { z } from 'zod';
import { withoutBidiControls } from './names.js';
import { currentPasswordSchema, newPasswordSchema } from './passwords.js';
import { clinicRoles } from './roles.js';
import { isTimeZone } from './time-zones.js';

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'));

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `Enter your ${label}.`).max(max, `Use at most ${max} characters.`);

export const personNameSchema = withoutBidiControls(requiredText('name', 100));
export const lastNameSchema = withoutBidiControls(requiredText('last name', 100));
export const locationSchema = requiredText('location', 200);

/** Registration data. POST /auth/register → 201 registerResponseSchema. */
export const registerSchema = z.object({
  name: personNameSchema,
  lastName: lastNameSchema,
  location: locationSchema,
  email: emailSchema,
  password: newPasswordSchema,
  /** Left out: "{name} {lastName}'s clinic", to be renamed in Settings → Clinic. */
  clinicName: withoutBidiControls(
    z.string().trim().max(120, 'Use at most 120 characters.'),
  ).optional(),
  /** The sign-up browser's IANA zone, proposed as the clinic's; left out: UTC. */
  timeZone: z.string().refine(isTimeZone, 'Choose a time zone from the list.').optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const earlyAccessStatuses = ['member', 'waitlisted'] as const;
export type EarlyAccessStatus = (typeof earlyAccessStatuses)[number];

export const registerResponseSchema = z.object({
  msg: z.string(),
  /**
   * 'waitlisted': the programme is full; sign-in waits until an operator admits them.
   * null: a paid sign-up (a transaction id was sent), which is not part of Early Access.
   */
  earlyAccess: z.enum(earlyAccessStatuses).nullable(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /auth/login. */
export const loginSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * 200 either way. With two-factor on, no session yet: the client sends the code with the
 * challenge token to POST /auth/login/two-factor.
 */
export const loginResponseSchema = z.object({
  msg: z.string(),
  twoFactorRequired: z.boolean(),
  challengeToken: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/login/two-factor → 200 loginResponseSchema (twoFactorRequired false). */
export const twoFactorLoginSchema = z.object({
  challengeToken: z.string().min(1).max(200),
  /** A 6-digit authenticator code or one recovery code (xxxxx-xxxxx). */
  code: z.string().trim().min(6, 'Enter the 6-digit code.').max(32, 'That code is too long.'),
});
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginSchema>;

export const tokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** GET /auth/verify-email?token= → 200 {msg} or 400 {msg}; also confirms an email change. */
export const messageSchema = z.object({ msg: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** POST /auth/resend-verification, POST /auth/forgot-password → 200 {msg} whatever the email. */
export const emailOnlySchema = z.object({ email: emailSchema });

/** POST /auth/check-email → {exists}. */
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/** POST /auth/reset-password → 200 {msg}. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** GET /auth/invitation?token= → {invitation}; 404 when unknown, used, cancelled or expired. */
export const invitationPreviewSchema = z.object({
  clinicName: z.string(),
  email: z.string(),
  role: z.enum(clinicRoles),
  invitedByName: z.string().nullable(),
  /** An account with this email exists: the invitee signs in and accepts, no new password. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * POST /auth/accept-invitation → 200 {msg} and a session. A new person sends name, lastName and
 * password; an existing user must be signed in as the invited address and sends the token only.
 */
export const acceptInvitationSchema = z.object({
  token: z.string().min(1).max(200),
  name: personNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  password: newPasswordSchema.optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const clinicMembershipSchema = z.object({
  clinicId: z.uuid(),
  clinicName: z.string(),
  role: z.enum(clinicRoles),
});

/** GET /users/current-user (success = signed in). */
export const currentUserSchema = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    location: z.string(),
    platformAdmin: z.boolean(),
    /** `/api/v1/users/{id}/avatar?v=…`, or null. */
    avatarUrl: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
  }),
  /** The active clinic of this session; null for an operator without a clinic. */
  membership: clinicMembershipSchema
    .extend({ title: z.string(), calendarColor: z.string().nullable() })
    .nullable(),
  /** Every clinic the user may switch to (POST /account/active-clinic). */
  clinics: z.array(clinicMembershipSchema),
  /**
   * The clinic requires two-factor sign-in and this user has not set it up: until they do, the
   * API refuses clinic routes with 403 TWO_FACTOR_SETUP_REQUIRED.
   */
  twoFactorSetupRequired: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const invitationPreviewResponseSchema = z.object({ invitation: invitationPreviewSchema });
export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponseSchema>;
