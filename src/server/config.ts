import path from 'node:path';
import { z } from 'zod';
import { billingProviderIds, paymentEnvironments } from '../domain/billing.js';
import { patientPaymentProviderIds } from '../domain/online-payments.js';
import { projectRoot } from './paths.js';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(path.join(projectRoot, 'data')),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
  SEED_DEMO: flag.default(true),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Motio <no-reply@motio.local>'),
  /** Where contact-form messages go; also shown on the site. */
  SUPPORT_EMAIL: z.email().default('support@motio.local'),
  /** Where security researchers report vulnerabilities (security.txt); SUPPORT_EMAIL when unset. */
  SECURITY_EMAIL: z.email().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  EARLY_ACCESS_SPOTS: z.coerce.number().int().min(0).default(50),
  POSTHOG_KEY: z
    .string()
    .regex(/^phc_\w+$/, 'expected a PostHog project key (phc_...)')
    .optional(),
  POSTHOG_HOST: z.url({ protocol: /^https?$/ }).default('https://eu.i.posthog.com'),
  /** Where payments come from: `local` works offline with test cards. */
  BILLING_PROVIDER: z.enum(billingProviderIds).default('local'),
  PADDLE_API_KEY: z.string().min(1).optional(),
  PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
  PADDLE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PADDLE_ENV: z.enum(paymentEnvironments).default('sandbox'),
  /** Where patients pay invoices online: `local` works offline with test cards. */
  PATIENT_PAYMENTS_PROVIDER: z.enum(patientPaymentProviderIds).default('local'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Tests only: a fake Stripe API, e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** Where texts go: `local` writes them to DATA_DIR/sms (the Messages screen's test inbox). */
  SMS_PROVIDER: z.enum(['local', 'twilio']).default('local'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w+$/, 'expected a Twilio account SID (AC...)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a phone number in E.164 or a Messaging Service SID (MG...). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{6,15}|MG\w+)$/, 'expected +E.164 or MG...')
    .optional(),
  /** Tests only: a fake Twilio API, e.g. http://127.0.0.1:12112. */
  TWILIO_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(projectRoot, 'dist', 'web')),
});

export type Config = Readonly<
  Omit<z.output<typeof envSchema>, 'APP_ORIGIN'> & {
    APP_ORIGIN: string;
    isProduction: boolean;
    /** Served over HTTPS: Secure __Host- cookies, HSTS, upgrade-insecure-requests. */
    isHttps: boolean;
  }
>;

export class ConfigError extends Error {}

const paddleVariables = ['PADDLE_API_KEY', 'PADDLE_CLIENT_TOKEN', 'PADDLE_WEBHOOK_SECRET'] as const;
const stripeVariables = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const twilioVariables = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/** Parses the environment once; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const values = parsed.data;
  if (values.BILLING_PROVIDER === 'paddle') {
    const missing = paddleVariables.find((name) => !values[name]);
    if (missing) {
      throw new ConfigError(
        `Invalid environment variable ${missing}: required when BILLING_PROVIDER=paddle`,
      );
    }
  }
  if (values.PATIENT_PAYMENTS_PROVIDER === 'stripe') {
    const missing = stripeVariables.find((name) => !values[name]);
    if (missing) {
      throw new ConfigError(
        `Invalid environment variable ${missing}: required when PATIENT_PAYMENTS_PROVIDER=stripe`,
      );
    }
  }
  if (values.SMS_PROVIDER === 'twilio') {
    const missing = twilioVariables.find((name) => !values[name]);
    if (missing) {
      throw new ConfigError(
        `Invalid environment variable ${missing}: required when SMS_PROVIDER=twilio`,
      );
    }
  }
  const appOrigin = (values.APP_ORIGIN ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return Object.freeze({
    ...values,
    DATA_DIR: path.resolve(values.DATA_DIR),
    APP_ORIGIN: appOrigin,
    isProduction: values.NODE_ENV === 'production',
    isHttps: appOrigin.startsWith('https:'),
  });
}
