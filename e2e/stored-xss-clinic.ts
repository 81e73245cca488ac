import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, request, type APIRequestContext } from '@playwright/test';

export type Cookie = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'][number];
import { DateTime } from 'luxon';
import { baseURL } from '../playwright.config';
import { DEMO_OPERATOR } from './fixtures';
import { waitForMail } from './mail';
import { reflectedPayload, stored } from './stored-xss-fields';

export interface Account {
  email: string;
  password: string;
}

/** A clinic of its own whose every free-text field holds a script, and the ids to visit it. */
export interface XssClinic {
  owner: Account;
  ownerEmail: string;
  patientId: string;
  diagnosisId: string;
  planId: string;
  visitId: string;
  cancelledId: string;
  blockedId: string;
  jobId: string;
  ownerMemberId: string;
  ownerUserId: string;
  invitationToken: string;
  invoiceId: string;
  creditNoteId: string;
  voidInvoiceId: string;
}

const PASSWORD = 'Lantern-orchard-cobalt-93';

let visitors = 0;

/**
 * A request context of its own: cookies of one signed-in person, sent from the app's origin and
 * from an address of their own (sign-ups are limited per address; see fromAddress).
 */
async function client(headers: Record<string, string> = {}): Promise<APIRequestContext> {
  visitors += 1;
  return request.newContext({
    baseURL,
    extraHTTPHeaders: {
      origin: baseURL,
      'X-Forwarded-For': `198.51.100.${visitors}`,
      ...headers,
    },
  });
}

async function send<T>(
  api: APIRequestContext,
  method: 'post' | 'put' | 'patch',
  url: string,
  data?: object,
): Promise<T> {
  const response = await api[method](url, data === undefined ? {} : { data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function read<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.ok(), `GET ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function signIn(api: APIRequestContext, account: Account) {
  await send(api, 'post', '/api/v1/auth/login', account);
}

/** The cookies of a new session of `account`, to put into a browser context. */
export async function sessionCookies(account: Account): Promise<Cookie[]> {
  const api = await client();
  await signIn(api, account);
  const { cookies } = await api.storageState();
  await api.dispose();
  return cookies;
}

/** The single-use token of the newest mail to `to` whose subject contains `subject`. */
async function mailedToken(to: string, subject: string): Promise<string> {
  const mail = await waitForMail(to, subject);
  return new URL(mail.link).searchParams.get('token')!;
}

/** A new clinic owner: registered, verified from the mail (one registration: they are limited). */
async function newOwner(visitor: APIRequestContext): Promise<Account> {
  const owner = { email: `xss-owner-${randomUUID()}@example.com`, password: PASSWORD };
  const registered = await send<{ earlyAccess: string | null }>(
    visitor,
    'post',
    '/api/v1/auth/register',
    {
      name: stored('member first name'),
      lastName: stored('member last name'),
      location: stored('member location'),
      ...owner,
    },
  );
  expect(registered.earlyAccess, 'the Early Access programme has room').toBe('member');
  const token = await mailedToken(owner.email, 'Confirm your email address');
  expect((await visitor.get(`/api/v1/auth/verify-email?token=${token}`)).ok()).toBe(true);
  return owner;
}

/** Clinic name, address, phone and policy; a location and its room; a service; the owner's title. */
async function clinicSetUp(api: APIRequestContext) {
  const { settings } = await read<{ settings: Record<string, unknown> }>(
    api,
    '/api/v1/clinic/settings',
  );
  const { rooms: _rooms, logoUrl: _logo, ...editable } = settings;
  await send(api, 'put', '/api/v1/clinic/settings', {
    ...editable,
    name: stored('clinic name'),
    address: stored('clinic address'),
    phone: stored('clinic phone'),
    cancellationPolicy: stored('cancellation policy'),
    taxNumber: stored('tax number'),
    paymentInstructions: stored('payment instructions'),
  });
  const { location } = await send<{ location: { id: string } }>(api, 'post', '/api/v1/locations', {
    name: stored('location name'),
    address: stored('location address'),
    phone: stored('location phone'),
  });
  const { room } = await send<{ room: { id: string } }>(api, 'post', '/api/v1/clinic/rooms', {
    name: stored('room name'),
    locationId: location.id,
  });
  const { service } = await send<{ service: { id: string } }>(api, 'post', '/api/v1/services', {
    name: stored('service name'),
    durationMinutes: 45,
    priceMinor: 5000,
    color: '#1c7ed6',
  });
  await send(api, 'post', '/api/v1/packages', {
    name: stored('package name'),
    serviceId: service.id,
    sessions: 10,
    priceCents: 45000,
    validDays: 180,
  });
  const { members } = await read<{ members: { id: string; userId: string }[] }>(
    api,
    '/api/v1/team/members',
  );
  const owner = members[0]!;
  await send(api, 'patch', `/api/v1/team/members/${owner.id}`, { title: stored('member title') });
  await send(api, 'post', `/api/v1/team/${owner.userId}/leave`, {
    startsOn: '2030-07-01',
    endsOn: '2030-07-12',
    reason: stored('leave reason'),
  });
  return { roomId: room.id, serviceId: service.id, owner, zone: settings.timeZone as string };
}

/** Two invitations: one left open (its page shows the clinic), one accepted by a new member. */
async function invitations(api: APIRequestContext) {
  const open = `xss-invited-${randomUUID()}@example.com`;
  const joining = `xss-joining-${randomUUID()}@example.com`;
  for (const email of [open, joining]) {
    await send(api, 'post', '/api/v1/team/invitations', {
      email,
      role: 'therapist',
      title: stored('member title'),
    });
  }
  const visitor = await client();
  await send(visitor, 'post', '/api/v1/auth/accept-invitation', {
    token: await mailedToken(joining, 'on Motio'),
    name: stored('member first name'),
    lastName: stored('member last name'),
    password: PASSWORD,
  });
  await visitor.dispose();
  return { invitationToken: await mailedToken(open, 'on Motio') };
}

async function patientRecord(api: APIRequestContext) {
  const { patient } = await send<{ patient: { id: string } }>(api, 'post', '/api/v1/patients', {
    firstName: stored('patient first name'),
    lastName: stored('patient last name'),
    dateOfBirth: '1984-03-09',
    address: stored('patient address'),
    occupation: stored('patient occupation'),
    emergencyContactName: stored('emergency contact'),
    insurer: stored('insurer'),
    policyNumber: stored('policy number'),
    referralSource: stored('referral source'),
    referringDoctor: stored('referring doctor'),
    medicalHistory: stored('medical history'),
    allergies: stored('allergies'),
    medications: stored('medications'),
    redFlags: stored('red flags'),
    notes: stored('patient notes'),
  });
  const base = `/api/v1/patients/${patient.id}`;
  const today = DateTime.utc().toISODate();
  const { diagnosis } = await send<{ diagnosis: { id: string } }>(
    api,
    'post',
    `${base}/diagnoses`,
    {
      description: stored('diagnosis'),
      bodyRegion: stored('body region'),
      notes: stored('diagnosis notes'),
      diagnosedOn: today,
    },
  );
  const { treatmentPlan } = await send<{ treatmentPlan: { id: string } }>(
    api,
    'post',
    `${base}/treatment-plans`,
    {
      title: stored('plan title'),
      diagnosisId: diagnosis.id,
      frequency: stored('plan frequency'),
      notes: stored('plan notes'),
      goals: [{ description: stored('goal'), measure: stored('goal measure'), target: 2 }],
      interventions: [
        {
          kind: 'exercise',
          name: stored('intervention'),
          frequency: stored('intervention frequency'),
          notes: stored('intervention notes'),
        },
      ],
      startsOn: today,
      status: 'active',
    },
  );
  await send(api, 'post', `${base}/treatment-plans/${treatmentPlan.id}/progress`, {
    recordedOn: today,
    score: 40,
    outcomeMeasure: stored('outcome measure'),
    rangeOfMotion: [{ joint: stored('joint'), movement: stored('movement'), degrees: 90 }],
    notes: stored('progress notes'),
  });
  const uploaded = await api.post(`${base}/attachments`, {
    multipart: {
      file: {
        name: `${stored('attachment file name')}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
        ),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return { patientId: patient.id, diagnosisId: diagnosis.id, planId: treatmentPlan.id };
}

interface Booking {
  therapistId: string;
  serviceId: string;
  roomId: string;
  patientId: string;
  planId: string;
  zone: string;
}

/**
 * Today, on the clinic's clock: a completed visit with a signed note, blocked time, a
 * cancellation; and next week's visit, which the patient overview shows whatever the hour now.
 */
async function appointments(api: APIRequestContext, booking: Booking) {
  const at = (hour: number, days: number) =>
    DateTime.now()
      .setZone(booking.zone)
      .plus({ days })
      .set({ hour, minute: 0, second: 0, millisecond: 0 });
  const book = async (hour: number, fields: object, days = 0) => {
    const { appointment } = await send<{ appointment: { id: string } }>(
      api,
      'post',
      '/api/v1/appointments',
      {
        therapistId: booking.therapistId,
        start: at(hour, days).toUTC().toISO(),
        end: at(hour, days).plus({ minutes: 45 }).toUTC().toISO(),
        confirmOutsideOpeningHours: true,
        ...fields,
      },
    );
    return appointment.id;
  };
  const status = (id: string, data: object) =>
    send(api, 'post', `/api/v1/appointments/${id}/status`, data);

  const visitId = await book(9, {
    patientId: booking.patientId,
    serviceId: booking.serviceId,
    roomId: booking.roomId,
    treatmentPlanId: booking.planId,
    notes: stored('appointment notes'),
  });
  await status(visitId, { status: 'arrived' });
  await status(visitId, { status: 'completed' });
  const { note } = await send<{ note: { id: string } }>(
    api,
    'post',
    `/api/v1/patients/${booking.patientId}/notes`,
    {
      appointmentId: visitId,
      subjective: stored('subjective'),
      objective: stored('objective'),
      assessment: stored('assessment'),
      plan: stored('note plan'),
    },
  );
  await send(api, 'post', `/api/v1/notes/${note.id}/sign`);
  await send(api, 'post', `/api/v1/notes/${note.id}/addenda`, { body: stored('addendum') });

  const blockedId = await book(12, { title: stored('blocked time title') });
  const cancelledId = await book(15, { patientId: booking.patientId });
  await status(cancelledId, { status: 'cancelled', reason: stored('cancellation reason') });
  await book(9, { patientId: booking.patientId, serviceId: booking.serviceId }, 7);
  return { visitId, blockedId, cancelledId };
}

/** A job, a feedback message, a support request and a contact message; the operator's notes. */
async function messages(
  api: APIRequestContext,
  operator: APIRequestContext,
  patientId: string,
  assigneeId: string,
) {
  const { job } = await send<{ job: { id: string } }>(api, 'post', '/api/v1/jobs', {
    title: stored('job title'),
    description: stored('job description'),
    patientId,
    assigneeId,
  });
  const { feedback } = await send<{ feedback: { id: string } }>(api, 'post', '/api/v1/feedback', {
    category: 'bug',
    message: stored('feedback'),
    page: `/dashboard/${stored('feedback page')}`,
  });
  await send(api, 'post', '/api/v1/support-requests', {
    category: 'question',
    subject: stored('support subject'),
    message: stored('support message'),
  });
  const visitor = await client();
  await send(visitor, 'post', '/api/v1/contact', {
    name: stored('contact name'),
    email: `xss-visitor-${randomUUID()}@example.com`,
    subject: stored('contact subject'),
    message: stored('contact message'),
  });
  await visitor.dispose();

  await send(operator, 'patch', `/api/v1/admin/feedback/feedback/${feedback.id}`, {
    internalNotes: stored('internal notes'),
  });
  return { jobId: job.id };
}

/**
 * An insurer's invoice of the patient, part paid, part refunded and then credited, and a second
 * invoice voided: every free text of billing.
 */
async function billing(api: APIRequestContext, patientId: string) {
  const draft = {
    patientId,
    payerKind: 'insurer',
    payerName: stored('payer name'),
    payerReference: stored('payer reference'),
    notes: stored('invoice notes'),
    lines: [{ description: stored('invoice line'), quantity: 1, unitPriceCents: 6500 }],
  };
  const issued = async () => {
    const { invoice } = await send<{ invoice: { id: string } }>(
      api,
      'post',
      '/api/v1/invoices',
      draft,
    );
    await send(api, 'post', `/api/v1/invoices/${invoice.id}/issue`, {});
    return invoice.id;
  };
  const invoiceId = await issued();
  await send(api, 'post', `/api/v1/invoices/${invoiceId}/payments`, {
    amountCents: 3000,
    method: 'cash',
    reference: stored('payment reference'),
  });
  const { payments } = await read<{ payments: { id: string }[] }>(
    api,
    `/api/v1/payments?patientId=${patientId}`,
  );
  await send(api, 'post', `/api/v1/payments/${payments[0]!.id}/refunds`, {
    amountCents: 1000,
    method: 'cash',
    reason: stored('refund reason'),
  });
  const { invoice: creditNote } = await send<{ invoice: { id: string } }>(
    api,
    'post',
    `/api/v1/invoices/${invoiceId}/credit-notes`,
    { reason: stored('credit note reason') },
  );
  const voidInvoiceId = await issued();
  await send(api, 'post', `/api/v1/invoices/${voidInvoiceId}/void`, {
    reason: stored('void reason'),
  });
  return { invoiceId, creditNoteId: creditNote.id, voidInvoiceId };
}

/** Writes every field of `storedTextFields` (the spec checks none was left out). */
export async function contaminatedClinic(): Promise<XssClinic> {
  const visitor = await client();
  const owner = await newOwner(visitor);
  await visitor.dispose();
  // The browser's name is kept with the session: a script in it, too.
  const api = await client({ 'user-agent': reflectedPayload });
  await signIn(api, owner);
  const clinic = await clinicSetUp(api);
  const { invitationToken } = await invitations(api);
  const record = await patientRecord(api);
  const booked = await appointments(api, {
    therapistId: clinic.owner.userId,
    serviceId: clinic.serviceId,
    roomId: clinic.roomId,
    patientId: record.patientId,
    planId: record.planId,
    zone: clinic.zone,
  });
  const operator = await client();
  await signIn(operator, DEMO_OPERATOR);
  const { jobId } = await messages(api, operator, record.patientId, clinic.owner.userId);
  const invoices = await billing(api, record.patientId);
  await Promise.all([api.dispose(), operator.dispose()]);
  return {
    owner,
    ownerEmail: owner.email,
    ...record,
    ...booked,
    jobId,
    ownerMemberId: clinic.owner.id,
    ownerUserId: clinic.owner.userId,
    invitationToken,
    ...invoices,
  };
}

/**
 * The run's one contaminated clinic, made by whichever worker asks first; the others wait for it
 * (a registration each would soon meet the registration rate limit). A failed attempt clears the
 * way for the next one.
 */
export async function sharedContaminatedClinic(): Promise<XssClinic> {
  const dir = path.join(process.env.MOTIO_E2E_DATA_DIR!, 'stored-xss-clinic');
  const file = path.join(dir, 'clinic.json');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const made = await fs.readFile(file, 'utf8').catch(() => null);
    if (made) return JSON.parse(made) as XssClinic;
    const mine = await fs.mkdir(dir).then(
      () => true,
      () => false,
    );
    if (!mine) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      const clinic = await contaminatedClinic();
      await fs.writeFile(`${file}.part`, JSON.stringify(clinic));
      await fs.rename(`${file}.part`, file);
      return clinic;
    } catch (error) {
      await fs.rm(dir, { recursive: true, force: true });
      throw error;
    }
  }
  throw new Error('no worker made the contaminated clinic within a minute');
}
