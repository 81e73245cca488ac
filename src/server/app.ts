import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { withCachedProducts } from './integrations/billing/cached-products.js';
import { createBillingProvider } from './integrations/billing/create-provider.js';
import type { BillingProvider } from './integrations/billing/provider.js';
import { createSmsProvider } from './integrations/sms/create-provider.js';
import { createPatientPaymentProvider } from './integrations/patient-payments/create-provider.js';
import { createMailTransport, type MailTransport } from './integrations/mail/transport.js';
import { serializeError } from './log-errors.js';
import { avatarRoutes } from './modules/account/avatar-routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { FreeTimesCache } from './modules/booking/free-times-cache.js';
import { accountRoutes } from './modules/account/routes.js';
import { accountTwoFactorRoutes } from './modules/account/two-factor-routes.js';
import { emailVerificationRoutes } from './modules/auth/email-verification-routes.js';
import { passwordResetRoutes } from './modules/auth/password-reset-routes.js';
import { registrationRoutes } from './modules/auth/registration-routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { twoFactorLoginRoutes } from './modules/auth/two-factor-login-routes.js';
import { paddleWebhookRoutes } from './modules/billing/paddle-webhook-routes.js';
import { payLinkRoutes } from './modules/online-payments/routes.js';
import { publicBookingRoutes } from './modules/booking/public-routes.js';
import { onlineBookingSettingsRoutes } from './modules/booking/routes.js';
import { portalRoutes } from './modules/portal/routes.js';
import { intakeFormRoutes } from './modules/intake-forms/routes.js';
import { portalFormRoutes } from './modules/intake-forms/portal-routes.js';
import { portalInvoiceRoutes } from './modules/portal-invoices/routes.js';
import { waitlistPatientRoutes, waitlistRoutes } from './modules/waitlist/routes.js';
import { messageRoutes } from './modules/messages/routes.js';
import { smsWebhookRoutes } from './modules/messages/sms-webhook-routes.js';
import { visitLinkRoutes } from './modules/visit-links/routes.js';
import { stripeWebhookRoutes } from './modules/online-payments/stripe-webhook-routes.js';
import { billingRoutes } from './modules/billing/routes.js';
import { calendarFeedRoutes } from './modules/calendar-feeds/routes.js';
import { clinicLogoRoutes } from './modules/clinic-settings/logo-routes.js';
import { clinicSettingsRoutes } from './modules/clinic-settings/routes.js';
import { auditLogRoutes } from './modules/audit/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { supportRequestRoutes } from './modules/contact/support-routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { diagnosisRoutes } from './modules/diagnoses/routes.js';
import { appointmentRoutes } from './modules/appointments/routes.js';
import { attachmentRoutes } from './modules/attachments/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { importRoutes } from './modules/imports/routes.js';
import { invoiceDocumentRoutes } from './modules/invoice-documents/routes.js';
import { jobRoutes } from './modules/jobs/routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { patientExportRoutes } from './modules/patient-export/routes.js';
import { patientRoutes } from './modules/patients/routes.js';
import { publicConfigRoutes } from './modules/public-config/routes.js';
import { servicesRoutes } from './modules/services/routes.js';
import { locationsRoutes } from './modules/locations/routes.js';
import { packageRoutes } from './modules/packages/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { availabilityRoutes } from './modules/availability/routes.js';
import { scheduleRoutes } from './modules/schedules/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { billingReportRoutes } from './modules/billing-reports/routes.js';
import { invitationRoutes } from './modules/team/invitation-routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { visitNoteRoutes } from './modules/visit-notes/routes.js';
import { treatmentPlanRoutes } from './modules/treatment-plans/routes.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerGracefulClose } from './plugins/graceful-close.js';
import { registerJsonBodies } from './plugins/json-body.js';
import { registerUnstorableTextRefusal } from './plugins/unstorable-text.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerSessions } from './plugins/sessions.js';
import { registerSecurityTxt } from './plugins/security-txt.js';
import { registerSeoRoutes } from './plugins/seo.js';
import { registerWebApp } from './plugins/web-app.js';
import { createRateLimits, type RateLimits } from './rate-limits.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests pass a clock they can move; the system clock otherwise. */
  clock?: Clock;
  /** Tests pass their own to start from a clean slate; built from REDIS_URL otherwise. */
  rateLimits?: RateLimits;
  /** Where log lines go; stdout when unset. Tests read them to prove nothing secret is logged. */
  logStream?: { write(line: string): void };
  /** Tests pass their own; built from BILLING_PROVIDER otherwise. */
  billingProvider?: BillingProvider;
}

export const API_PREFIX = '/api/v1';

function loggerOptions(
  config: Config,
  stream?: AppDeps['logStream'],
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      // Query strings can carry tokens (email verification, password reset): log the path only.
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        // A calendar feed's address is its credential.
        path: req.url
          .split('?')[0]!
          .replace(/\/calendar-feeds\/[^/]+/, '/calendar-feeds/[redacted]'),
      }),
    },
  };
}

export async function buildApp({
  config,
  database,
  clock,
  rateLimits,
  logStream,
  billingProvider,
}: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  const appClock = clock ?? systemClock;
  const ctx: AppContext = {
    config,
    db: database.db,
    clock: appClock,
    rateLimits: rateLimits ?? (await createRateLimits(config.REDIS_URL)),
    lifetimes: {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
    },
    billing: withCachedProducts(
      billingProvider ?? createBillingProvider(config, database.db, appClock),
      appClock,
    ),
    patientPayments: createPatientPaymentProvider(config),
    sms: createSmsProvider(config, appClock),
    freeTimes: new FreeTimesCache(appClock),
  };
  app.addHook('onClose', () => ctx.rateLimits.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodies(app);
  registerUnstorableTextRefusal(app);
  registerGracefulClose(app);
  await registerCompression(app);
  await registerOpenApi(app, config.APP_ORIGIN);
  registerSecurity(app, config);
  const cookies = await registerSessions(app, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(publicConfigRoutes, { config });
      await api.register(authRoutes, { ctx, cookies });
      await api.register(registrationRoutes, { ctx, cookies });
      await api.register(emailVerificationRoutes, { ctx, cookies });
      await api.register(passwordResetRoutes, { ctx, cookies });
      await api.register(twoFactorLoginRoutes, { ctx, cookies });
      await api.register(accountTwoFactorRoutes, { ctx, cookies });
      await api.register(accountRoutes, { ctx, cookies });
      await api.register(avatarRoutes, { ctx, cookies });
      await api.register(teamRoutes, { ctx, cookies });
      await api.register(invitationRoutes, { ctx, cookies });
      await api.register(clinicSettingsRoutes, { ctx, cookies });
      await api.register(clinicLogoRoutes, { ctx, cookies });
      await api.register(servicesRoutes, { ctx, cookies });
      await api.register(locationsRoutes, { ctx, cookies });
      await api.register(packageRoutes, { ctx, cookies });
      await api.register(availabilityRoutes, { ctx, cookies });
      await api.register(scheduleRoutes, { ctx, cookies });
      await api.register(contactRoutes, { ctx });
      await api.register(calendarFeedRoutes, { ctx, cookies });
      await api.register(billingRoutes, { ctx, cookies });
      await api.register(adminRoutes, { ctx, cookies });
      await api.register(async (records) => {
        // What staff write all day changes no one's access: reused sessions stay valid.
        records.addHook('onRoute', (route) => {
          route.config = { ...route.config, keepsSessions: true };
        });
        await records.register(patientRoutes, { ctx, cookies });
        await records.register(appointmentRoutes, { ctx, cookies });
        await records.register(visitNoteRoutes, { ctx, cookies });
        await records.register(attachmentRoutes, { ctx, cookies });
        await records.register(diagnosisRoutes, { ctx, cookies });
        await records.register(treatmentPlanRoutes, { ctx, cookies });
        await records.register(paymentRoutes, { ctx, cookies });
        await records.register(intakeFormRoutes, { ctx, cookies });
      });
      await api.register(patientExportRoutes, { ctx, cookies });
      await api.register(importRoutes, { ctx, cookies });
      await api.register(jobRoutes, { ctx, cookies });
      await api.register(invoiceDocumentRoutes, { ctx, cookies });
      await api.register(invoiceRoutes, { ctx, cookies });
      await api.register(feedbackRoutes, { ctx });
      await api.register(supportRequestRoutes, { ctx });
      await api.register(auditLogRoutes, { ctx });
      await api.register(statsRoutes, { ctx, cookies });
      await api.register(billingReportRoutes, { ctx });
      if (config.BILLING_PROVIDER === 'paddle') await api.register(paddleWebhookRoutes, { ctx });
      await api.register(payLinkRoutes, { ctx });
      await api.register(onlineBookingSettingsRoutes, { ctx, cookies });
      await api.register(publicBookingRoutes, { ctx });
      await api.register(portalRoutes, { ctx });
      await api.register(portalFormRoutes, { ctx });
      await api.register(portalInvoiceRoutes, { ctx });
      await api.register(waitlistRoutes, { ctx, cookies });
      await api.register(messageRoutes, { ctx, cookies });
      await api.register(waitlistPatientRoutes, { ctx });
      await api.register(visitLinkRoutes, { ctx });
      if (config.PATIENT_PAYMENTS_PROVIDER === 'stripe') {
        await api.register(stripeWebhookRoutes, { ctx });
      }
      if (config.SMS_PROVIDER === 'twilio') await api.register(smsWebhookRoutes, { ctx });
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, () =>
        app.swagger(),
      );
    },
    { prefix: API_PREFIX },
  );

  registerSeoRoutes(app, config.APP_ORIGIN);
  registerSecurityTxt(app, config, appClock);
  await registerWebApp(app, {
    webDistDir: config.WEB_DIST_DIR,
    appOrigin: config.APP_ORIGIN,
    serveSourceMaps: config.NODE_ENV !== 'production',
  });
  return Object.assign(app, { ctx });
}

/** The mail transport of this configuration: SMTP, or .eml files in DATA_DIR/mail. */
export function mailTransportFor(config: Config, log: App['log']): MailTransport {
  return createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    mailDir: path.join(config.DATA_DIR, 'mail'),
    log,
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
