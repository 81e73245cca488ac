import { and, eq } from 'drizzle-orm';
import {
  clinics,
  feedback,
  jobs,
  onlineBookingRequests,
  onlineBookingSettings,
  packages,
  portalSessions,
  patientPackages,
  patients,
  scheduleExtraShifts,
  scheduleLeave,
  sessions,
  users,
  waitlistOfferRecipients,
  waitlistOffers,
  waitlistWishes,
  messageReplies,
  patientMessages,
} from '../db/schema.js';
import { createSubscription } from '../modules/billing/subscriptions.js';
import { hashBookingCode } from '../modules/booking/booking-code.js';
import { createSession } from '../modules/auth/sessions.js';
import { recordPayment } from '../modules/payments/record.js';
import { addInvoice } from '../modules/payments/test-invoices.js';
import { newSecureToken } from '../secure-tokens.js';
import type { TestContext } from '../test/app.js';
import { addVisitNote } from '../test/clinical-record-fixtures.js';
import { createUser, sessionCookieFor, signedInMember } from '../test/fixtures.js';
import { tinyPng } from '../test/images.js';
import { addIntakeForm, addPatientForm, WORLD_FORM_ANSWERS } from '../test/intake-form-fixtures.js';
import { multipartBody } from '../test/multipart.js';
import { patientWithFullRecord } from '../test/patient-record-builder.js';
import { addRoom, addService } from '../test/scheduling-fixtures.js';
import { addInvitation, addMember } from '../test/team-fixtures.js';

/** Words that mark a world's personal data, so a scan of the logs can look for them. */
export const WORLD_PATIENT_NAME = 'Quorvatine';
const SECOND_BROWSER = 'Second browser';

/**
 * A clinic with one record of every kind the API addresses by id, and the people who work
 * there: what the generated security suite reads, changes and attacks.
 */
export interface ClinicWorld {
  clinicId: string;
  owner: { id: string; email: string; cookie: string };
  /** A second signed-in session of the owner (the sessions list addresses it). */
  ownerOtherSessionId: string;
  therapistId: string;
  /** The therapist's membership: what the team routes address. */
  memberId: string;
  deactivatedMemberId: string;
  invitationId: string;
  invitationToken: string;
  serviceId: string;
  roomId: string;
  /** The clinic's first location, the room's. */
  locationId: string;
  patientId: string;
  appointmentId: string;
  draftNoteId: string;
  signedNoteId: string;
  diagnosisId: string;
  planId: string;
  progressEntryId: string;
  attachmentId: string;
  jobId: string;
  logoFileId: string;
  feedbackId: string;
  /** Accounts an operator acts on: one on the Early Access waitlist (unverified), one disabled. */
  waitlistedUserId: string;
  disabledUserId: string;
  /** A draft invoice of the patient's, one line. */
  invoiceId: string;
  /** The therapist's leave and extra shift (the schedule routes address them). */
  leaveId: string;
  extraShiftId: string;
  /** An issued invoice of the patient, partly paid by `paymentId`, with a balance left. */
  openInvoiceId: string;
  /** A payment of the patient: part of it on `openInvoiceId`, the rest the patient's credit. */
  paymentId: string;
  /** A prepaid package of the service, one of which the patient holds. */
  packageId: string;
  /** The address of the clinic's booking page, which is on: /book/{bookingSlug}. */
  bookingSlug: string;
  /** A time a visitor holds on the booking page, confirmed by the code WORLD_BOOKING_CODE. */
  bookingRequestId: string;
  /** The patient's portal session, as a `cookie` header value. */
  portalCookie: string;
  /** An intake form of the service's first visits. */
  intakeFormId: string;
  /** The form, sent to the patient and not filled in yet. */
  sentPatientFormId: string;
  /** The form, filled in by the patient and waiting to be accepted. */
  submittedPatientFormId: string;
  /** The patient's waiting wish on the waitlist, for the service with the therapist. */
  wishId: string;
  /** A text reminder of the appointment, delivered, and the patient's reply waiting for staff. */
  messageId: string;
  replyId: string;
}

export const WORLD_BOOKING_CODE = '246810';

/** A Monday evening at least a week ahead: free in every world. */
function mondayEvening(now: Date): Date {
  const day = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  day.setUTCHours(19, 0, 0, 0);
  return day;
}

async function upload(ctx: TestContext, cookie: string, method: 'PUT' | 'POST', url: string) {
  const body = await multipartBody([{ field: 'file', file: tinyPng, filename: 'logo.png' }]);
  const response = await ctx.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
}

export async function buildClinicWorld(ctx: TestContext): Promise<ClinicWorld> {
  const db = ctx.database.db;
  const owner = await signedInMember(ctx, 'owner');
  const { clinicId } = owner;
  const therapist = await addMember(db, clinicId, 'therapist');
  const deactivated = await addMember(db, clinicId, 'assistant', { deactivated: true });
  const invitation = await addInvitation(ctx, clinicId, { invitedByUserId: owner.user.id });
  const service = await addService(db, clinicId);
  const room = await addRoom(db, clinicId);

  const record = await patientWithFullRecord(ctx, owner);
  await db
    .update(patients)
    .set({ lastName: WORLD_PATIENT_NAME, email: `${WORLD_PATIENT_NAME.toLowerCase()}@example.com` })
    .where(and(eq(patients.id, record.patient.id), eq(patients.clinicId, clinicId)));
  const draft = await addVisitNote(db, {
    clinicId,
    patientId: record.patient.id,
    authorId: owner.user.id,
  });
  const [job] = await db
    .insert(jobs)
    .values({ clinicId, title: 'Call the insurer back', createdById: owner.user.id })
    .returning({ id: jobs.id });
  const [note] = await db
    .insert(feedback)
    .values({ userId: owner.user.id, clinicId, category: 'idea', message: 'Darker calendar' })
    .returning({ id: feedback.id });

  const waitlisted = await createUser(db, { verified: false });
  await db.update(users).set({ earlyAccess: 'waitlisted' }).where(eq(users.id, waitlisted.id));
  const disabled = await createUser(db, { clinicId, role: 'therapist' });
  await db.update(users).set({ disabledAt: ctx.clock.now() }).where(eq(users.id, disabled.id));
  await createSubscription(
    db,
    {
      clinicId,
      provider: 'local',
      planId: 'team',
      priceId: 'local_team_monthly',
      interval: 'monthly',
      providerState: null,
      providerSubscriptionId: null,
    },
    ctx.clock.now(),
  );

  const bookingSlug = `world-${clinicId.slice(0, 8)}`;
  await db.insert(onlineBookingSettings).values({ clinicId, enabled: true, slug: bookingSlug });
  const bookingStart = mondayEvening(ctx.clock.now());
  const [bookingRequest] = await db
    .insert(onlineBookingRequests)
    .values({
      clinicId,
      serviceId: service.id,
      practitionerId: therapist.user.id,
      locationId: room.locationId!,
      startsAt: bookingStart,
      endsAt: new Date(bookingStart.getTime() + service.durationMinutes * 60_000),
      email: 'visitor@example.com',
      firstName: 'Jelena',
      lastName: WORLD_PATIENT_NAME,
      dateOfBirth: '1988-04-12',
      codeHash: hashBookingCode(WORLD_BOOKING_CODE),
      expiresAt: new Date(ctx.clock.now().getTime() + 24 * 60 * 60 * 1000),
      createdAt: ctx.clock.now(),
    })
    .returning({ id: onlineBookingRequests.id });

  const [wish] = await db
    .insert(waitlistWishes)
    .values({
      clinicId,
      patientId: record.patient.id,
      serviceId: service.id,
      practitionerId: therapist.user.id,
      weekdays: [1, 2, 3, 4, 5],
      fromTime: '08:00',
      toTime: '18:00',
      until: '2099-12-31',
      source: 'staff',
    })
    .returning({ id: waitlistWishes.id });
  // A freed time offered to the wish that lapsed unanswered: the history the Offers view lists.
  const [offer] = await db
    .insert(waitlistOffers)
    .values({
      clinicId,
      practitionerId: therapist.user.id,
      locationId: room.locationId,
      startsAt: new Date('2026-06-01T09:00:00Z'),
      endsAt: new Date('2026-06-01T10:00:00Z'),
      status: 'lapsed',
      expiresAt: new Date('2026-05-31T21:00:00Z'),
    })
    .returning({ id: waitlistOffers.id });
  await db.insert(waitlistOfferRecipients).values({
    clinicId,
    offerId: offer!.id,
    wishId: wish!.id,
    tokenHash: newSecureToken().hash,
    outcome: 'lapsed',
  });

  const [message] = await db
    .insert(patientMessages)
    .values({
      clinicId,
      patientId: record.patient.id,
      appointmentId: record.appointment.id,
      kind: 'reminder',
      channel: 'sms',
      recipient: '+381645550100',
      body: 'Reminder from Sample Physio: your visit tomorrow at 09:00. Reply C to confirm.',
      segments: 1,
      status: 'delivered',
      providerId: `SM${newSecureToken().hash.slice(0, 32)}`,
      sentAt: new Date('2026-05-31T09:00:00Z'),
      deliveredAt: new Date('2026-05-31T09:00:05Z'),
    })
    .returning({ id: patientMessages.id });
  const [reply] = await db
    .insert(messageReplies)
    .values({
      clinicId,
      patientId: record.patient.id,
      appointmentId: record.appointment.id,
      messageId: message!.id,
      fromNumber: '+381645550100',
      body: 'Can I come half an hour later?',
      providerId: `SM${newSecureToken().hash.slice(0, 32)}`,
      action: 'triage',
      receivedAt: new Date('2026-05-31T09:10:00Z'),
    })
    .returning({ id: messageReplies.id });

  const schedule = { clinicId, practitionerId: therapist.user.id };
  const [leave] = await db
    .insert(scheduleLeave)
    .values({ ...schedule, startsOn: '2026-08-03', endsOn: '2026-08-14', reason: 'Annual leave' })
    .returning({ id: scheduleLeave.id });
  const [extraShift] = await db
    .insert(scheduleExtraShifts)
    .values({
      ...schedule,
      locationId: room.locationId!,
      date: '2026-09-05',
      startTime: '09:00',
      endTime: '13:00',
    })
    .returning({ id: scheduleExtraShifts.id });

  const openInvoiceId = await addInvoice(db, { clinicId, patientId: record.patient.id });
  const paymentId = await recordPayment(db, {
    clinicId,
    patientId: record.patient.id,
    kind: 'payment',
    method: 'cash',
    amountCents: 3000,
    currency: 'USD',
    receivedAt: ctx.clock.now(),
    createdByUserId: owner.user.id,
    allocations: [{ invoiceId: openInvoiceId, amountCents: 2000 }],
  });

  await upload(ctx, owner.cookie, 'PUT', '/api/v1/clinic/logo');
  await upload(ctx, owner.cookie, 'POST', '/api/v1/account/avatar');
  const [clinic] = await db
    .select({ logoFileId: clinics.logoFileId })
    .from(clinics)
    .where(eq(clinics.id, clinicId));

  const invoice = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/invoices',
    headers: { cookie: owner.cookie },
    payload: {
      patientId: record.patient.id,
      lines: [{ description: 'Manual therapy', quantity: 1, unitPriceCents: 5000 }],
    },
  });
  if (invoice.statusCode !== 201) throw new Error(`/invoices: ${invoice.body}`);

  const [prepaid] = await db
    .insert(packages)
    .values({
      clinicId,
      name: '5 × Assessment',
      serviceId: service.id,
      sessions: 5,
      priceCents: 20000,
      validDays: 90,
    })
    .returning({ id: packages.id });
  await db.insert(patientPackages).values({
    clinicId,
    patientId: record.patient.id,
    packageId: prepaid!.id,
    serviceId: service.id,
    sessionsTotal: 5,
    expiresOn: '2027-01-31',
  });

  const intakeForm = await addIntakeForm(db, clinicId, { serviceIds: [service.id] });
  const formOfPatient = { clinicId, patientId: record.patient.id, form: intakeForm };
  const sentForm = await addPatientForm(db, formOfPatient);
  const submittedForm = await addPatientForm(db, {
    ...formOfPatient,
    status: 'submitted',
    answers: WORLD_FORM_ANSWERS,
    submittedAt: ctx.clock.now(),
  });

  await createSession(db, ctx.clock, ctx.app.ctx.lifetimes, {
    userId: owner.user.id,
    clinicId,
    userAgent: SECOND_BROWSER,
  });
  const [otherSession] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, owner.user.id), eq(sessions.userAgent, SECOND_BROWSER)));

  return {
    clinicId,
    owner: { id: owner.user.id, email: owner.user.email, cookie: owner.cookie },
    ownerOtherSessionId: otherSession!.id,
    therapistId: therapist.user.id,
    memberId: therapist.membershipId,
    deactivatedMemberId: deactivated.membershipId,
    invitationId: invitation.id,
    invitationToken: invitation.token,
    serviceId: service.id,
    roomId: room.id,
    locationId: room.locationId!,
    patientId: record.patient.id,
    appointmentId: record.appointment.id,
    draftNoteId: draft.id,
    signedNoteId: record.note.id,
    diagnosisId: record.diagnosis.id,
    planId: record.plan.id,
    progressEntryId: record.progress.id,
    attachmentId: record.attachment.id,
    jobId: job!.id,
    logoFileId: clinic!.logoFileId!,
    feedbackId: note!.id,
    waitlistedUserId: waitlisted.id,
    disabledUserId: disabled.id,
    invoiceId: invoice.json().invoice.id,
    leaveId: leave!.id,
    extraShiftId: extraShift!.id,
    openInvoiceId,
    paymentId,
    packageId: prepaid!.id,
    bookingSlug,
    bookingRequestId: bookingRequest!.id,
    portalCookie: await portalCookieOf(ctx, clinicId, record.patient.id),
    intakeFormId: intakeForm.id,
    sentPatientFormId: sentForm.id,
    submittedPatientFormId: submittedForm.id,
    wishId: wish!.id,
    messageId: message!.id,
    replyId: reply!.id,
  };
}

/** A new portal session of the patient, as a `cookie` header value. */
export async function portalCookieOf(ctx: TestContext, clinicId: string, patientId: string) {
  const { token, hash } = newSecureToken();
  const now = ctx.clock.now();
  await ctx.database.db.insert(portalSessions).values({
    clinicId,
    patientId,
    tokenHash: hash,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 4 * 60 * 60 * 1000),
  });
  return `motio_portal=${token}`;
}

/** A platform operator in no clinic, signed in. */
export async function signedInOperator(ctx: TestContext) {
  const user = await createUser(ctx.database.db, { platformAdmin: true });
  return { id: user.id, email: user.email, cookie: await sessionCookieFor(ctx, user.id, null) };
}
