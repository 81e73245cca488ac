import { and, eq } from 'drizzle-orm';
import {
  appointments,
  attachments,
  invoices,
  portalSignInTokens,
  visitLinks,
  waitlistOfferRecipients,
  waitlistOffers,
} from '../db/schema.js';
import { newSecureToken } from '../secure-tokens.js';
import { local } from '../test/appointment-helpers.js';
import type { TestContext } from '../test/app.js';
import { validCard } from '../test/billing-fixtures.js';
import { tinyPdf } from '../test/documents.js';
import { TEST_PASSWORD } from '../test/fixtures.js';
import { tinyPng } from '../test/images.js';
import { everyKindSections, WORLD_FORM_ANSWERS } from '../test/intake-form-fixtures.js';
import { invoiceWithPayLink } from '../test/pay-link-fixtures.js';
import { totpCode, withTwoFactor } from '../test/two-factor.js';
import { issueUserToken, type UserTokenPurpose } from '../modules/auth/user-tokens.js';
import { addInvoice, addPayment } from '../modules/billing-reports/report-fixtures.js';
import {
  portalCookieOf,
  WORLD_BOOKING_CODE,
  WORLD_PATIENT_NAME,
  type ClinicWorld,
} from './clinic-world.js';

/** What a sample may use: the world it runs in, and fresh values that never collide. */
export interface SampleWorld extends ClinicWorld {
  /** A word no other request of this run has used. */
  unique(): string;
  /** A free half hour in the clinic's calendar. */
  freeSlot(): { start: string; end: string };
  /** What a sample's `before` found out (a token, a code) for its request. */
  scratch: Record<string, string>;
}

/**
 * One valid request of an operation: what the generated security suite sends, changes and
 * attacks. Record ids in the path come from the world (see `recordOfPathParam`) unless `params`
 * names them.
 */
export interface RouteSample {
  params?: (world: SampleWorld) => Record<string, string>;
  query?: (world: SampleWorld) => Record<string, string>;
  /**
   * For a GET whose required query narrows it (a date range): the query that shows the world's
   * records, which the response-isolation suite reads as every clinic. Left out: the sample's
   * required query parameters alone.
   */
  listQuery?: (world: SampleWorld) => Record<string, string>;
  body?: (world: SampleWorld) => Record<string, unknown>;
  /** A multipart upload in the field `file`. */
  upload?: { file: Buffer; filename: string };
  /** State the request needs first (a subscription to cancel before resuming it). */
  before?: (ctx: TestContext, world: SampleWorld) => Promise<Record<string, string> | void>;
  /** The session cookie the route is meant for, when it is not a staff member's (a patient's). */
  cookie?: (world: SampleWorld) => string | undefined;
}

/** Which record of the world a path parameter names, by the path segment before it. */
export const recordOfPathParam: Record<string, keyof ClinicWorld> = {
  'patients/{id}': 'patientId',
  'patients/{patientId}': 'patientId',
  'appointments/{id}': 'appointmentId',
  'notes/{id}': 'draftNoteId',
  'attachments/{id}': 'attachmentId',
  'diagnoses/{id}': 'diagnosisId',
  'treatment-plans/{id}': 'planId',
  'progress/{entryId}': 'progressEntryId',
  'jobs/{id}': 'jobId',
  'services/{id}': 'serviceId',
  'rooms/{id}': 'roomId',
  'locations/{id}': 'locationId',
  'packages/{id}': 'packageId',
  'invoices/{id}': 'invoiceId',
  'payments/{id}': 'paymentId',
  'team/{userId}': 'therapistId',
  'leave/{id}': 'leaveId',
  'extra-shifts/{id}': 'extraShiftId',
  'members/{id}': 'memberId',
  'invitations/{id}': 'invitationId',
  'sessions/{id}': 'ownerOtherSessionId',
  'users/{id}': 'therapistId',
  'logo/{fileId}': 'logoFileId',
  '{kind}/{id}': 'feedbackId',
  'clinics/{slug}': 'bookingSlug',
  'bookings/{id}': 'bookingRequestId',
  'intake-forms/{id}': 'intakeFormId',
  'forms/{id}': 'sentPatientFormId',
  'waitlist/{id}': 'wishId',
  'replies/{id}': 'replyId',
  'documents/{id}': 'attachmentId',
};

const strongPassword = 'Lantern-orchard-47-quietly';
const profile = { name: 'Vesna', lastName: 'Marić', location: 'Novi Sad' };
const person = (world: SampleWorld) => ({
  firstName: 'Jelena',
  lastName: `Ilić ${world.unique()}`,
});
const plan = (world: SampleWorld) => ({
  title: 'Knee strength',
  diagnosisId: world.diagnosisId,
  goals: [{ description: 'Climb stairs without pain', measure: 'NPRS', baseline: 6, target: 1 }],
  interventions: [{ kind: 'exercise', name: 'Step-ups', sets: 3, repetitions: 10 }],
  plannedSessions: 8,
  startsOn: '2026-02-01',
});
const clinicSettings = {
  name: 'Sample Physio',
  address: 'Bulevar 1, Novi Sad',
  phone: '+381 21 555 0100',
  email: '',
  timeZone: 'Europe/Belgrade',
  openingHours: [null, ...Array(5).fill({ open: '08:00', close: '18:00' }), null],
  remindersEnabled: true,
  reminderHoursBefore: 24,
  cancellationPolicy: 'Cancel a day before.',
  currency: 'EUR',
  locale: 'sr-Latn-RS',
  taxRateBasisPoints: 2000,
  pricesIncludeTax: true,
};
const patientsCsv = 'First name;Last name\nSanja;Kostić\n';
const userToken = (ctx: TestContext, userId: string, purpose: UserTokenPurpose) =>
  issueUserToken(ctx.database.db, ctx.clock, { userId, purpose });
/** A new secret calendar feed of the owner: the file name its address ends in. */
/**
 * The public pay link routes, on links of fixed tokens of the world's patient. The page's link
 * stays on one invoice, so its answer never changes; a payment's preparation moves its link onto
 * a fresh issued invoice, so a paid one never stays behind.
 */
function payLinkSamples(): Record<string, RouteSample> {
  const tokenOf = (w: SampleWorld, use: string) => `${use}_${w.clinicId.replaceAll('-', '')}`;
  const linkTo = async (ctx: TestContext, w: SampleWorld, use: string, fresh: boolean) => {
    const db = ctx.database.db;
    const token = tokenOf(w, use);
    const named = and(eq(invoices.clinicId, w.clinicId), eq(invoices.payToken, token));
    if (!fresh && (await db.select({ id: invoices.id }).from(invoices).where(named)).length) return;
    await db.update(invoices).set({ payToken: null }).where(named);
    const { invoiceId } = await invoiceWithPayLink(db, {
      clinicId: w.clinicId,
      patientId: w.patientId,
    });
    await db
      .update(invoices)
      .set({ payToken: token })
      .where(and(eq(invoices.clinicId, w.clinicId), eq(invoices.id, invoiceId)));
  };
  const payment = {
    before: (ctx: TestContext, w: SampleWorld) => linkTo(ctx, w, 'paying', true),
    params: (w: SampleWorld) => ({ token: tokenOf(w, 'paying') }),
  };
  return {
    'GET /pay/{token}': {
      before: (ctx, w) => linkTo(ctx, w, 'reading', false),
      params: (w) => ({ token: tokenOf(w, 'reading') }),
    },
    'POST /pay/{token}/checkout': payment,
    'POST /pay/{token}/card': {
      ...payment,
      body: () => ({ cardNumber: '4242424242424242', expiry: '12/99', cvc: '123' }),
    },
  };
}

/** The first time the world's booking page offers for its service in the next two weeks. */
async function firstFreeTime(ctx: TestContext, w: SampleWorld) {
  const from = ctx.clock.now();
  const to = new Date(from.getTime() + 14 * 24 * 60 * 60 * 1000);
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/public/clinics/${w.bookingSlug}/availability?serviceId=${w.serviceId}&from=${from.toISOString()}&to=${to.toISOString()}`,
  });
  const [slot] = response.json().slots as {
    start: string;
    practitionerId: string;
    locationId: string;
  }[];
  if (!slot) throw new Error(`No free time to book online: ${response.body}`);
  return slot;
}

/**
 * The patient portal of the world's patient. Changes act on a visit of their own made for the
 * sample; signing out ends a session of its own.
 */
function portalSamples(): Record<string, RouteSample> {
  const patientsCookie = (w: SampleWorld) => w.portalCookie;
  const ownVisit = async (ctx: TestContext, w: SampleWorld) => {
    const { start, end } = w.freeSlot();
    const [visit] = await ctx.database.db
      .insert(appointments)
      .values({
        clinicId: w.clinicId,
        patientId: w.patientId,
        therapistId: w.therapistId,
        serviceId: w.serviceId,
        locationId: w.locationId,
        startsAt: new Date(start),
        endsAt: new Date(end),
      })
      .returning({ id: appointments.id });
    return visit!.id;
  };
  // The world's attachment, shared once with its patient (a second call changes nothing).
  const shareWorldAttachment = async (ctx: TestContext, w: SampleWorld) => {
    await ctx.database.db
      .update(attachments)
      .set({ sharedWithPatient: true, sharedAt: new Date('2026-01-15T09:00:00Z') })
      .where(and(eq(attachments.clinicId, w.clinicId), eq(attachments.id, w.attachmentId)));
  };
  return {
    'POST /public/clinics/{slug}/portal/sign-in': {
      body: () => ({ email: `${WORLD_PATIENT_NAME.toLowerCase()}@example.com` }),
    },
    'POST /portal/sessions': {
      before: async (ctx, w) => {
        const { token, hash } = newSecureToken();
        await ctx.database.db.insert(portalSignInTokens).values({
          clinicId: w.clinicId,
          patientId: w.patientId,
          tokenHash: hash,
          expiresAt: new Date(ctx.clock.now().getTime() + 30 * 60 * 1000),
        });
        return { portalLinkToken: token };
      },
      body: (w) => ({ token: w.scratch.portalLinkToken }),
    },
    'GET /portal/me': { cookie: patientsCookie },
    'GET /portal/appointments': { cookie: patientsCookie },
    'GET /portal/invoices': { cookie: patientsCookie },
    'GET /portal/invoices/{id}/pdf': {
      params: (w) => ({ id: w.openInvoiceId }),
      cookie: patientsCookie,
    },
    'GET /portal/documents': { before: shareWorldAttachment, cookie: patientsCookie },
    'GET /portal/documents/{id}/download': {
      before: shareWorldAttachment,
      cookie: patientsCookie,
    },
    'DELETE /portal/session': {
      before: async (ctx, w) => ({
        endingPortalCookie: await portalCookieOf(ctx, w.clinicId, w.patientId),
      }),
      cookie: (w) => w.scratch.endingPortalCookie,
    },
    'POST /portal/appointments/{id}/cancel': {
      before: async (ctx, w) => ({ portalVisitId: await ownVisit(ctx, w) }),
      params: (w) => ({ id: w.scratch.portalVisitId! }),
      cookie: patientsCookie,
    },
    'POST /portal/appointments/{id}/reschedule': {
      before: async (ctx, w) => {
        const visitId = await ownVisit(ctx, w);
        const slot = await firstFreeTime(ctx, w);
        return {
          portalVisitId: visitId,
          rescheduleStart: slot.start,
          reschedulePractitionerId: slot.practitionerId,
          rescheduleLocationId: slot.locationId,
        };
      },
      params: (w) => ({ id: w.scratch.portalVisitId! }),
      // Before its preparation (another clinic's visit, say): any well-formed time.
      body: (w) => ({
        start: w.scratch.rescheduleStart ?? w.freeSlot().start,
        practitionerId: w.scratch.reschedulePractitionerId ?? w.therapistId,
        locationId: w.scratch.rescheduleLocationId ?? w.locationId,
      }),
      cookie: patientsCookie,
    },
  };
}

/**
 * Intake forms: Settings, the patient record, and the world's patient filling in the form sent
 * to them on the portal.
 */
function intakeFormSamples(): Record<string, RouteSample> {
  const form = (w: SampleWorld) => ({
    title: `Intake ${w.unique()}`,
    description: 'Before your first visit',
    sections: everyKindSections,
    serviceIds: [w.serviceId],
  });
  const patientsCookie = (w: SampleWorld) => w.portalCookie;
  return {
    'GET /intake-forms': {},
    'POST /intake-forms': { body: form },
    'GET /intake-forms/{id}': {},
    'PUT /intake-forms/{id}': { body: form },
    'DELETE /intake-forms/{id}': {},
    'GET /patients/{patientId}/intake-forms': {},
    'POST /patients/{patientId}/intake-forms': { body: (w) => ({ intakeFormId: w.intakeFormId }) },
    'POST /patients/{patientId}/intake-forms/{id}/accept': {
      params: (w) => ({ id: w.submittedPatientFormId }),
      body: () => ({ fields: ['phone', 'medicalHistory'] }),
    },
    'GET /portal/forms': { cookie: patientsCookie },
    'GET /portal/forms/{id}': { cookie: patientsCookie },
    'POST /portal/forms/{id}': {
      body: () => ({ answers: WORLD_FORM_ANSWERS }),
      cookie: patientsCookie,
    },
  };
}

/**
 * The waitlist: staff and the world's patient in the portal add wishes of the world's service;
 * an offer's link is a fresh open offer of a free time to the world's wish.
 */
/** A reminder's Confirm/Cancel link to a visit of its own, a week or more ahead. */
function visitLinkSamples(): Record<string, RouteSample> {
  const linkedVisit = async (ctx: TestContext, w: SampleWorld) => {
    const { start, end } = w.freeSlot();
    const [visit] = await ctx.database.db
      .insert(appointments)
      .values({
        clinicId: w.clinicId,
        patientId: w.patientId,
        therapistId: w.therapistId,
        serviceId: w.serviceId,
        locationId: w.locationId,
        startsAt: new Date(start),
        endsAt: new Date(end),
      })
      .returning({ id: appointments.id });
    const { token, hash } = newSecureToken();
    await ctx.database.db.insert(visitLinks).values({
      clinicId: w.clinicId,
      appointmentId: visit!.id,
      tokenHash: hash,
      expiresAt: new Date(start),
    });
    return { visitToken: token };
  };
  const visitLink = {
    before: linkedVisit,
    // Before its preparation (another clinic's world): a well-formed token of no link.
    params: (w: SampleWorld) => ({ token: w.scratch.visitToken ?? 'x'.repeat(43) }),
  };
  return {
    'GET /public/visit-links/{token}': visitLink,
    'POST /public/visit-links/{token}/confirm': visitLink,
    'POST /public/visit-links/{token}/cancel': visitLink,
  };
}

function waitlistSamples(): Record<string, RouteSample> {
  const wish = (w: SampleWorld) => ({
    serviceId: w.serviceId,
    practitionerId: w.therapistId,
    locationId: w.locationId,
    weekdays: [1, 3],
    from: '08:00',
    to: '12:00',
    until: '2099-12-31',
    note: 'Mornings before work',
  });
  const openOffer = async (ctx: TestContext, w: SampleWorld) => {
    const { start } = w.freeSlot();
    const db = ctx.database.db;
    const now = ctx.clock.now();
    const [offer] = await db
      .insert(waitlistOffers)
      .values({
        clinicId: w.clinicId,
        practitionerId: w.therapistId,
        locationId: w.locationId,
        startsAt: new Date(start),
        endsAt: new Date(Date.parse(start) + 90 * 60 * 1000),
        expiresAt: new Date(now.getTime() + 12 * 60 * 60 * 1000),
      })
      .returning({ id: waitlistOffers.id });
    const { token, hash } = newSecureToken();
    await db.insert(waitlistOfferRecipients).values({
      clinicId: w.clinicId,
      offerId: offer!.id,
      wishId: w.wishId,
      tokenHash: hash,
    });
    return { offerToken: token };
  };
  const offerLink = {
    before: openOffer,
    // Before its preparation (another clinic's world): a well-formed token of no offer.
    params: (w: SampleWorld) => ({ token: w.scratch.offerToken ?? 'x'.repeat(43) }),
  };
  return {
    'GET /waitlist': { query: () => ({ status: 'waiting' }) },
    'POST /waitlist': { body: (w) => ({ ...wish(w), patientId: w.patientId }) },
    'DELETE /waitlist/{id}': {},
    'GET /waitlist/offers': {},
    'GET /portal/waitlist': { cookie: (w) => w.portalCookie },
    'POST /portal/waitlist': { body: wish, cookie: (w) => w.portalCookie },
    'DELETE /portal/waitlist/{id}': { cookie: (w) => w.portalCookie },
    'GET /public/waitlist-offers/{token}': offerLink,
    'POST /public/waitlist-offers/{token}/accept': offerLink,
  };
}

/**
 * The public booking routes on the world's booking page. A booking holds the first free time of
 * the world's service, so each sample takes a time no earlier sample holds; the verification
 * confirms the time the world holds with its known code.
 */
function onlineBookingSamples(): Record<string, RouteSample> {
  const booking = async (ctx: TestContext, w: SampleWorld) => {
    const slot = await firstFreeTime(ctx, w);
    return {
      bookingStart: slot.start,
      bookingPractitionerId: slot.practitionerId,
      bookingLocationId: slot.locationId,
      bookingEmail: `booker-${w.unique()}@example.com`,
    };
  };
  const bookingBody = (w: SampleWorld) => ({
    serviceId: w.serviceId,
    practitionerId: w.scratch.bookingPractitionerId,
    locationId: w.scratch.bookingLocationId,
    start: w.scratch.bookingStart,
    firstName: 'Jelena',
    lastName: 'Ilić',
    email: w.scratch.bookingEmail,
    phone: '+381 64 123 4567',
    dateOfBirth: '1988-04-12',
  });
  const nextWeek = (w: SampleWorld) => {
    const from = new Date();
    return {
      serviceId: w.serviceId,
      from: from.toISOString(),
      to: new Date(from.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    };
  };
  return {
    'GET /online-booking/settings': {},
    'PUT /online-booking/settings': {
      // The world's page stays on and keeps offering its service, therapist and location.
      body: (w) => ({
        enabled: true,
        slug: w.bookingSlug,
        minNoticeMinutes: 120,
        maxDaysAhead: 60,
        changeWindowHours: 24,
        newPatientsAllowed: true,
        message: 'Parking behind the building.',
        serviceIds: [w.serviceId],
        practitionerIds: [w.therapistId],
        locationIds: [w.locationId],
      }),
    },
    'GET /public/clinics/{slug}/booking': {},
    'GET /public/clinics/{slug}/logo': {},
    'GET /public/clinics/{slug}/availability': { query: nextWeek },
    'POST /public/clinics/{slug}/bookings': { before: booking, body: bookingBody },
    'POST /public/clinics/{slug}/bookings/{id}/verify': {
      body: () => ({ code: WORLD_BOOKING_CODE }),
    },
  };
}

async function newCalendarFeed(ctx: TestContext, world: SampleWorld) {
  const feed = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/calendar-feed',
    headers: { cookie: world.owner.cookie },
  });
  return new URL(feed.json().url).pathname.split('/').at(-1)!;
}
const search = (world: SampleWorld) => ({ search: world.unique() });
/** Issues the world's draft invoice (what voids and credit notes act on). */
async function issueWorldInvoice(ctx: TestContext, world: SampleWorld) {
  const issued = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/invoices/${world.invoiceId}/issue`,
    headers: { cookie: world.owner.cookie },
    payload: {},
  });
  if (issued.statusCode !== 200) throw new Error(issued.body);
}

/** Keyed by `METHOD /path` under /api/v1, as `Operation.key`. */
export const routeSamples: Record<string, RouteSample> = {
  'GET /health': {},
  'GET /config': {},
  'POST /auth/login': { body: (w) => ({ email: w.owner.email, password: TEST_PASSWORD }) },
  'POST /auth/logout': {},
  'GET /users/current-user': {},
  'POST /auth/register': {
    body: (w) => ({ ...profile, email: `${w.unique()}@example.com`, password: strongPassword }),
  },
  'POST /auth/check-email': { body: (w) => ({ email: `${w.unique()}@example.com` }) },
  'GET /auth/verify-email': {
    before: async (ctx, w) => ({
      token: await userToken(ctx, w.waitlistedUserId, 'verify_email'),
    }),
    query: (w) => ({ token: w.scratch.token! }),
  },
  'POST /auth/resend-verification': { body: (w) => ({ email: w.owner.email }) },
  'POST /auth/forgot-password': { body: (w) => ({ email: w.owner.email }) },
  'POST /auth/reset-password': {
    before: async (ctx, w) => ({ token: await userToken(ctx, w.owner.id, 'reset_password') }),
    body: (w) => ({ token: w.scratch.token, password: strongPassword }),
  },
  'POST /auth/login/two-factor': {
    before: async (ctx, w) => {
      const { secret } = await withTwoFactor(ctx, w.owner.id);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: w.owner.email, password: TEST_PASSWORD },
      });
      return { challengeToken: login.json().challengeToken, code: totpCode(ctx, secret) };
    },
    body: (w) => ({ challengeToken: w.scratch.challengeToken, code: w.scratch.code }),
  },
  'POST /account/two-factor/setup': {},
  'POST /account/two-factor/enable': {
    before: async (ctx, w) => {
      const setup = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/account/two-factor/setup',
        headers: { cookie: w.owner.cookie },
      });
      return { code: totpCode(ctx, setup.json().secret) };
    },
    body: (w) => ({ currentPassword: TEST_PASSWORD, code: w.scratch.code }),
  },
  'POST /account/two-factor/disable': {
    before: async (ctx, w) => void (await withTwoFactor(ctx, w.owner.id)),
    body: () => ({ currentPassword: TEST_PASSWORD }),
  },
  'POST /account/two-factor/recovery-codes': {
    before: async (ctx, w) => void (await withTwoFactor(ctx, w.owner.id)),
    body: () => ({ currentPassword: TEST_PASSWORD }),
  },
  'PATCH /account/profile': { body: () => profile },
  'POST /account/change-password': {
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: strongPassword }),
  },
  'POST /account/change-email': {
    body: (w) => ({ currentPassword: TEST_PASSWORD, newEmail: `${w.unique()}@example.com` }),
  },
  'GET /account/sessions': {},
  'DELETE /account/sessions/{id}': {},
  'POST /account/active-clinic': { body: (w) => ({ clinicId: w.clinicId }) },
  'POST /account/avatar': { upload: { file: tinyPng, filename: 'me.png' } },
  'DELETE /account/avatar': {},
  'GET /users/{id}/avatar': { params: (w) => ({ id: w.owner.id }) },
  'GET /team/members': {},
  'GET /team/members/{id}': {},
  'PATCH /team/members/{id}': {
    body: () => ({ role: 'admin', title: 'Lead physiotherapist', calendarColor: '#1c7ed6' }),
  },
  'DELETE /team/members/{id}': {},
  'POST /team/members/{id}/deactivate': {},
  'POST /team/members/{id}/reactivate': { params: (w) => ({ id: w.deactivatedMemberId }) },
  'GET /clinic/security': {},
  'PATCH /clinic/security': { body: () => ({ requireTwoFactor: false }) },
  'GET /team/invitations': {},
  'POST /team/invitations': {
    body: (w) => ({ email: `${w.unique()}@example.com`, role: 'therapist', title: 'Physio' }),
  },
  'POST /team/invitations/{id}/resend': {},
  'DELETE /team/invitations/{id}': {},
  'GET /auth/invitation': { query: (w) => ({ token: w.invitationToken }) },
  'POST /auth/accept-invitation': {
    body: (w) => ({ token: w.invitationToken, ...profile, password: strongPassword }),
  },
  'GET /clinic/settings': {},
  'PUT /clinic/settings': { body: () => clinicSettings },
  'GET /clinic/setup-checklist': {},
  'POST /clinic/setup-checklist/dismiss': {},
  'POST /clinic/rooms': { body: (w) => ({ name: `Room ${w.unique()}` }) },
  'PATCH /clinic/rooms/{id}': { body: () => ({ name: 'Gym', active: true }) },
  'PUT /clinic/logo': { upload: { file: tinyPng, filename: 'logo.png' } },
  'DELETE /clinic/logo': {},
  'GET /clinic/logo/{fileId}': {},
  'GET /services': { query: () => ({ active: 'true' }) },
  'POST /services': {
    body: (w) => ({
      name: `Dry needling ${w.unique()}`,
      durationMinutes: 30,
      priceMinor: 3500,
      color: '#228be6',
    }),
  },
  'PATCH /services/{id}': { body: () => ({ name: 'Sports massage', priceMinor: 4000 }) },
  'POST /invoices/{id}/payments': {
    params: (w) => ({ id: w.openInvoiceId }),
    body: () => ({ amountCents: 1500, method: 'card_terminal', reference: 'Slip 1001' }),
  },
  'POST /invoices/{id}/apply-credit': {
    params: (w) => ({ id: w.openInvoiceId }),
    body: () => ({ amountCents: 500 }),
  },
  'POST /payments': {
    body: (w) => ({
      patientId: w.patientId,
      amountCents: 2500,
      method: 'bank_transfer',
      allocations: [{ invoiceId: w.openInvoiceId, amountCents: 2000 }],
    }),
  },
  'GET /payments': { query: (w) => ({ patientId: w.patientId }) },
  'POST /payments/{id}/refunds': {
    body: () => ({ amountCents: 1500, method: 'cash', reason: 'Session cancelled' }),
  },
  'GET /patients/{id}/balance': {},
  'GET /packages': {},
  'POST /packages': {
    body: (w) => ({
      name: `10 × Follow-up ${w.unique()}`,
      serviceId: w.serviceId,
      sessions: 10,
      priceCents: 55000,
      validDays: 180,
    }),
  },
  'PATCH /packages/{id}': { body: () => ({ name: '6 × Assessment', priceCents: 24000 }) },
  'GET /patients/{id}/packages': {},
  'POST /patients/{id}/packages': { body: (w) => ({ packageId: w.packageId }) },
  'GET /locations': {},
  'POST /locations': {
    body: (w) => ({
      name: `Liman ${w.unique()}`,
      address: 'Bulevar cara Lazara 79, Novi Sad',
      phone: '+381 21 555 0143',
      openingHours: [null, ...Array(5).fill({ open: '09:00', close: '17:00' }), null],
    }),
  },
  'PATCH /locations/{id}': { body: () => ({ name: 'Centar', phone: '+381 21 555 0142' }) },
  'DELETE /locations/{id}': {
    before: async (ctx, w) => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/locations',
        headers: { cookie: w.owner.cookie },
        payload: { name: `Annex ${w.unique()}` },
      });
      return { id: created.json().location.id };
    },
    params: (w) => ({ id: w.scratch.id! }),
  },
  'GET /team/{userId}/schedule': {},
  'PUT /team/{userId}/schedule': {
    body: (w) => ({
      workingHours: [
        {
          locationId: w.locationId,
          weekday: 1,
          start: '08:00',
          end: '12:30',
          startsOn: '2026-01-05',
        },
        {
          locationId: w.locationId,
          weekday: 1,
          start: '13:00',
          end: '16:00',
          startsOn: '2026-01-05',
        },
      ],
      breaks: [
        { weekday: 1, start: '10:00', end: '10:15', everyNWeeks: 2, startsOn: '2026-01-05' },
      ],
    }),
  },
  'POST /team/{userId}/leave': {
    body: () => ({ startsOn: '2026-12-21', endsOn: '2027-01-02', reason: 'Winter holiday' }),
  },
  'DELETE /team/{userId}/leave/{id}': {},
  'POST /team/{userId}/extra-shifts': {
    body: (w) => ({ locationId: w.locationId, date: '2026-10-03', start: '09:00', end: '13:00' }),
  },
  'DELETE /team/{userId}/extra-shifts/{id}': {},
  'POST /contact': {
    body: (w) => ({
      name: 'Marko Jović',
      email: `${w.unique()}@example.com`,
      subject: 'Pricing for three clinics',
      message: 'Do you offer a discount for three locations?',
      inquiryType: 'sales',
    }),
  },
  'GET /calendar-feed': {},
  'POST /calendar-feed': {},
  'DELETE /calendar-feed': { before: async (ctx, w) => void (await newCalendarFeed(ctx, w)) },
  'GET /calendar-feeds/{file}': {
    before: async (ctx, w) => ({ file: await newCalendarFeed(ctx, w) }),
    params: (w) => ({ file: w.scratch.file! }),
  },
  'GET /billing/products': {},
  'POST /billing/client-token': {},
  'GET /billing/debug': {},
  'POST /billing/local/checkout': {
    body: (w) => validCard('local_team_monthly', `${w.unique()}@example.com`),
  },
  ...payLinkSamples(),
  ...onlineBookingSamples(),
  ...portalSamples(),
  ...intakeFormSamples(),
  ...waitlistSamples(),
  ...visitLinkSamples(),
  'GET /appointments/{id}/messages': {},
  'GET /patients/{patientId}/messages': {},
  'GET /messages': { query: () => ({ channel: 'sms' }) },
  'GET /messages/delivery': {},
  'GET /messages/replies': { query: () => ({ state: 'waiting' }) },
  'POST /messages/replies/{id}/done': {},
  'GET /messages/test-inbox': {},
  'POST /messages/test-inbox/reply': {
    body: (w) => ({ messageId: w.messageId, body: 'Can I come half an hour later?' }),
  },
  'GET /messages/settings': {},
  'PUT /messages/settings': {
    body: () => ({
      smsKinds: ['reminder', 'cancellation'],
      quietFrom: '21:30',
      quietUntil: '07:30',
      smsTemplates: { reminder: '{clinic}: see you {when} with {therapist}. Reply C or X.' },
    }),
  },
  'GET /billing/subscription': {},
  'POST /billing/subscription/change-plan': { body: () => ({ priceId: 'local_clinic_yearly' }) },
  'POST /billing/subscription/cancel': {},
  'POST /billing/subscription/resume': {
    before: async (ctx, w) => {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/billing/subscription/cancel',
        headers: { cookie: w.owner.cookie },
      });
    },
  },
  'GET /billing/transactions': {},
  'GET /admin/overview': {},
  'GET /admin/users': { query: () => ({ search: 'example.com', page: '1', limit: '20' }) },
  'POST /admin/users/{id}/disable': {},
  'POST /admin/users/{id}/enable': { params: (w) => ({ id: w.disabledUserId }) },
  'POST /admin/users/{id}/admit': { params: (w) => ({ id: w.waitlistedUserId }) },
  'POST /admin/users/{id}/resend-verification': { params: (w) => ({ id: w.waitlistedUserId }) },
  'POST /admin/users/{id}/end-sessions': {},
  'GET /admin/feedback': { query: () => ({ kind: 'feedback', status: 'new' }) },
  'PATCH /admin/feedback/{kind}/{id}': {
    params: (w) => ({ kind: 'feedback', id: w.feedbackId }),
    body: () => ({ status: 'triaged', internalNotes: 'Planned for spring.' }),
  },
  'GET /admin/usage': {},
  'GET /admin/plans': {},
  'PUT /admin/plans/{planId}': {
    params: () => ({ planId: 'team' }),
    body: () => ({ limits: { users: 12, patients: 5000, storageGb: 20 } }),
  },
  'PUT /admin/early-access': { body: () => ({ capacity: 250 }) },
  'GET /patients': {
    query: (w) => ({ ...search(w), status: 'active', therapistId: w.therapistId, sort: 'name' }),
  },
  'POST /patients': { body: (w) => ({ ...person(w), sex: 'female', occupation: 'Teacher' }) },
  'GET /patients/{id}': {},
  'PUT /patients/{id}': {
    body: (w) => ({ ...person(w), address: 'Njegoševa 12', primaryTherapistId: w.therapistId }),
  },
  'POST /patients/{id}/review': {},
  'GET /patients/{id}/access-history': {},
  'GET /patients/{patientId}/timeline': {},
  'GET /appointments': {
    query: (w) => ({
      from: '2027-02-01T00:00:00Z',
      to: '2027-02-08T00:00:00Z',
      therapistId: w.therapistId,
    }),
  },
  'POST /appointments': {
    body: (w) => ({
      patientId: w.patientId,
      therapistId: w.therapistId,
      serviceId: w.serviceId,
      roomId: w.roomId,
      locationId: w.locationId,
      treatmentPlanId: w.planId,
      title: 'Follow-up',
      notes: 'Bring running shoes',
      confirmOutsideOpeningHours: true,
      ...w.freeSlot(),
    }),
  },
  'GET /appointments/today': { query: (w) => ({ therapistId: w.therapistId }) },
  'GET /patients/{patientId}/appointments': {},
  'GET /appointments/{id}': {},
  'PATCH /appointments/{id}': {
    body: (w) => ({ therapistId: w.therapistId, notes: 'Moved at the patient’s request' }),
  },
  'POST /appointments/{id}/status': { body: () => ({ status: 'arrived' }) },
  'GET /availability': {
    query: (w) => ({
      serviceId: w.serviceId,
      from: '2027-02-01T00:00:00Z',
      to: '2027-02-08T00:00:00Z',
      practitionerId: w.therapistId,
      locationId: w.locationId,
    }),
  },
  'GET /availability/working-time': {
    query: (w) => ({
      from: '2027-02-01T00:00:00Z',
      to: '2027-02-08T00:00:00Z',
      locationId: w.locationId,
    }),
  },
  'GET /patients/{patientId}/notes': {},
  'POST /patients/{patientId}/notes': {
    body: (w) => ({ appointmentId: w.appointmentId, template: 'follow_up', subjective: 'Better' }),
  },
  'GET /notes/to-finish': { query: (w) => ({ therapistId: w.therapistId }) },
  'GET /notes/{id}': {},
  'PUT /notes/{id}': {
    body: () => ({
      subjective: 'Knee pain 3/10 on stairs.',
      objective: 'Flexion 120°.',
      assessment: 'Improving.',
      plan: 'Progress step-ups.',
    }),
  },
  'POST /notes/{id}/sign': {},
  'POST /notes/{id}/addenda': {
    params: (w) => ({ id: w.signedNoteId }),
    body: () => ({ body: 'Called the patient: pain eased.' }),
  },
  'POST /patients/{patientId}/attachments': { upload: { file: tinyPdf, filename: 'mri.pdf' } },
  'GET /patients/{patientId}/attachments': {},
  'GET /attachments/{id}/download': {},
  'PATCH /attachments/{id}': { body: () => ({ sharedWithPatient: true }) },
  'DELETE /attachments/{id}': {},
  'GET /icd10': { query: () => ({ search: 'low back' }) },
  'GET /patients/{patientId}/diagnoses': {},
  'POST /patients/{patientId}/diagnoses': {
    body: (w) => ({
      icd10Code: 'M54.5',
      side: 'left',
      diagnosedOn: '2026-01-20',
      diagnosedById: w.therapistId,
    }),
  },
  'GET /patients/{patientId}/diagnoses/{id}': {},
  'PUT /patients/{patientId}/diagnoses/{id}': {
    body: () => ({ icd10Code: 'M54.5', diagnosedOn: '2026-01-20', status: 'resolved' }),
  },
  'GET /patients/{patientId}/treatment-plans': {},
  'POST /patients/{patientId}/treatment-plans': { body: plan },
  'GET /patients/{patientId}/treatment-plans/{id}': {},
  'PUT /patients/{patientId}/treatment-plans/{id}': {
    body: (w) => ({ ...plan(w), status: 'active' }),
  },
  'POST /patients/{patientId}/treatment-plans/{id}/progress': {
    body: () => ({ recordedOn: '2026-02-15', pain: 3, notes: 'Stairs easier' }),
  },
  'DELETE /patients/{patientId}/treatment-plans/{id}/progress/{entryId}': {},
  'GET /patients/{patientId}/export': {},
  'GET /patients/{patientId}/fhir': {},
  'GET /invoices/{id}/pdf': {},
  'GET /payments/{id}/receipt': {},
  'POST /invoices/{id}/send': {
    before: async (ctx, w) => {
      const invoice = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/invoices/${w.invoiceId}`,
        headers: { cookie: w.owner.cookie },
      });
      if (invoice.json().invoice.status === 'draft') await issueWorldInvoice(ctx, w);
    },
  },
  'POST /imports/{kind}/headers': {
    params: () => ({ kind: 'patients' }),
    body: () => ({ csv: patientsCsv }),
  },
  'POST /imports/{kind}': {
    params: () => ({ kind: 'patients' }),
    body: () => ({
      csv: patientsCsv,
      mapping: { firstName: 'First name', lastName: 'Last name' },
      dryRun: false,
    }),
  },
  'GET /jobs': { query: (w) => ({ ...search(w), status: 'open', assigneeId: w.therapistId }) },
  'POST /jobs': {
    body: (w) => ({
      title: 'Order ultrasound gel',
      type: 'equipment',
      dueOn: '2026-12-01',
      assigneeId: w.therapistId,
      patientId: w.patientId,
    }),
  },
  'GET /jobs/{id}': {},
  'PATCH /jobs/{id}': {
    body: (w) => ({ status: 'in_progress', assigneeId: w.therapistId, patientId: w.patientId }),
  },
  'DELETE /jobs/{id}': {},
  'POST /feedback': {
    body: () => ({ category: 'idea', message: 'A darker calendar', rating: 4, page: '/dashboard' }),
  },
  'POST /support-requests': {
    body: () => ({ category: 'question', subject: 'Invoices', message: 'Where are my invoices?' }),
  },
  'GET /support-requests': {},
  'GET /audit-events': {
    query: (w) => ({
      actorId: w.owner.id,
      action: 'patient.viewed',
      patientId: w.patientId,
      from: '2026-01-01',
      to: '2027-12-31',
    }),
  },
  'GET /audit-events/actions': {},
  'GET /audit-events/export.csv': { query: (w) => ({ actorId: w.owner.id }) },
  'GET /invoices': {
    query: (w) => ({ patientId: w.patientId, status: 'draft', kind: 'invoice', ...search(w) }),
  },
  'POST /invoices': {
    body: (w) => ({
      patientId: w.patientId,
      lines: [
        {
          description: 'Exercise band',
          quantity: 2,
          unitPriceCents: 1200,
          discountCents: 200,
          serviceId: w.serviceId,
        },
      ],
      payerKind: 'insurer',
      payerName: 'Generali Osiguranje',
      payerReference: 'POL-42',
      payerEmail: 'claims@example.com',
      notes: 'Thank you',
    }),
  },
  'GET /invoices/{id}': {},
  'PATCH /invoices/{id}': {
    body: () => ({
      notes: 'Paid by the insurer',
      lines: [{ description: 'Manual therapy', quantity: 1, unitPriceCents: 4500 }],
    }),
  },
  'DELETE /invoices/{id}': {},
  'POST /invoices/{id}/issue': { body: () => ({ send: false }) },
  'POST /invoices/{id}/void': {
    before: async (ctx, w) => void (await issueWorldInvoice(ctx, w)),
    body: () => ({ reason: 'Issued to the wrong patient' }),
  },
  'POST /invoices/{id}/credit-notes': {
    before: async (ctx, w) => void (await issueWorldInvoice(ctx, w)),
    body: () => ({ reason: 'The visit was shorter' }),
  },
  'GET /stats': {
    query: () => ({ from: '2026-01-01', to: '2026-03-31' }),
    listQuery: () => ({ from: '2026-06-01', to: '2027-05-31' }),
  },
  'GET /reports/revenue': {
    query: () => ({ from: '2026-09-01', to: '2026-09-30', groupBy: 'practitioner' }),
    before: withWorldBilling,
  },
  'GET /reports/outstanding': { before: withWorldBilling },
  'GET /reports/exports/invoices.csv': { query: () => september, before: withWorldBilling },
  'GET /reports/exports/payments.csv': { query: () => september, before: withWorldBilling },
  'GET /reports/exports/xero.csv': { query: () => september, before: withWorldBilling },
};

const september = { from: '2026-09-01', to: '2026-09-30' };

/**
 * An issued invoice of the world's visit (its therapist, service and location) and a payment
 * that covers part of it, once per world: what the billing reports show.
 */
async function withWorldBilling(ctx: TestContext, w: SampleWorld) {
  if (w.scratch.billingInvoiceId) return;
  const db = ctx.database.db;
  const invoice = await addInvoice(db, {
    clinicId: w.clinicId,
    patientId: w.patientId,
    issuedAt: new Date('2026-09-10T10:00:00Z'),
    dueOn: '2026-09-24',
    lines: [
      {
        unitPriceCents: 6000,
        practitionerId: w.therapistId,
        serviceId: w.serviceId,
        locationId: w.locationId,
      },
    ],
  });
  await addPayment(db, {
    clinicId: w.clinicId,
    patientId: w.patientId,
    amountCents: 5000,
    receivedAt: new Date('2026-09-11T10:00:00Z'),
    allocations: [{ invoiceId: invoice.id, amountCents: 4000 }],
  });
  return { billingInvoiceId: invoice.id };
}

/** Half hours on weekdays in 2027, handed out in turn so bookings never overlap. */
export function freeSlots() {
  let slot = 0;
  return () => {
    slot += 1;
    const day = `2027-04-${String(1 + (slot % 28)).padStart(2, '0')}`;
    const minutes = 8 * 60 + 30 * Math.floor(slot / 28);
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return { start: local(day, hhmm(minutes)), end: local(day, hhmm(minutes + 30)) };
  };
}
