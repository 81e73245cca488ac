import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import type { PatientAppointments } from '../../../domain/appointments.js';
import type { Diagnosis } from '../../../domain/diagnoses.js';
import type { TimelineEvent } from '../../../domain/patient-timeline.js';
import type { PatientAccessEntry, PatientRecord } from '../../../domain/patients.js';
import type { TreatmentPlanSummary } from '../../../domain/treatment-plans.js';
import {
  demoAssistantMember,
  demoMembers,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { demoBalance, demoInvoice, invoicePage, PAYMENT_ID } from '../../test/invoice-fixtures';
import { demoMessage, failedTextWithFallback } from '../../test/message-fixtures';
import { preloadRoutes, renderApp } from '../../test/render-app';
import type { CurrentUser } from '../../lib/current-user';
import {
  assistantView,
  CLINIC_ZONE,
  patientRecord,
  recordAppointment,
  recordDiagnosis,
  recordId,
  recordPatientId,
  recordPlan,
  timelineEvent,
} from './record/record-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./PatientPage'),
);

const path = `/dashboard/patients/${recordPatientId}`;
const api = `/api/v1/patients/${recordPatientId}`;
const therapistUser = signedInMember(demoTherapistMember);
const assistantUser = signedInMember({ ...demoAssistantMember, status: 'active' });
const serverError = () => json(500, { msg: 'Something went wrong on our side.', code: 'INTERNAL' });

interface RecordData {
  user?: CurrentUser;
  patient?: PatientRecord;
  appointments?: PatientAppointments;
  diagnoses?: Diagnosis[];
  plans?: TreatmentPlanSummary[];
  timeline?: TimelineEvent[];
  access?: PatientAccessEntry[];
  /** Replaces a handler, e.g. one that fails. */
  replies?: Record<string, () => Response>;
  /** Routes outside the patient's own. */
  handlers?: Parameters<typeof mockApi>[0];
}

function mockRecord(data: RecordData = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, data.user ?? ownerUser),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: CLINIC_ZONE, openingHours: [] } }),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    [`GET ${api}`]: () => json(200, { patient: data.patient ?? patientRecord() }),
    [`GET ${api}/appointments`]: () =>
      json(200, data.appointments ?? { upcoming: [recordAppointment()], past: [] }),
    [`GET ${api}/diagnoses`]: () => json(200, { diagnoses: data.diagnoses ?? [recordDiagnosis()] }),
    [`GET ${api}/treatment-plans`]: () =>
      json(200, { treatmentPlans: data.plans ?? [recordPlan()] }),
    [`GET ${api}/timeline`]: () => json(200, { events: data.timeline ?? [timelineEvent()] }),
    [`GET ${api}/access-history`]: () => json(200, { entries: data.access ?? [] }),
    [`GET ${api}/messages`]: () => json(200, { messages: [] }),
    ...Object.fromEntries(
      Object.entries(data.replies ?? {}).map(([route, reply]) => [`GET ${api}${route}`, reply]),
    ),
    ...data.handlers,
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('PatientPage (patients/{id})', () => {
  it('heads the record with name, age, birth date, status, therapist, contact, warnings and actions', async () => {
    // Born 41 years ago tomorrow: still 40 today.
    const dateOfBirth = DateTime.now().minus({ years: 41 }).plus({ days: 1 }).toISODate()!;
    mockRecord({ patient: patientRecord({ dateOfBirth }) });
    await renderApp(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Milica Jovanović' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^40 years · born /)).toBeInTheDocument();
    expect(screen.getAllByText('Active')[0]).toBeInTheDocument();
    expect(await screen.findByText('Jelena Ilić')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+381 63 555 1234' })).toHaveAttribute(
      'href',
      'tel:+381 63 555 1234',
    );
    const warnings = screen.getByRole('alert');
    expect(warnings).toHaveTextContent('Red flags: Night pain: rule out non-mechanical cause');
    expect(warnings).toHaveTextContent('Allergies: Penicillin');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${path}/edit`);
    expect(screen.getByRole('link', { name: 'Book appointment' })).toHaveAttribute(
      'href',
      `/dashboard/add-appointment?patientId=${recordPatientId}`,
    );
    expect(tabNames()).toEqual([
      'Overview',
      'Appointments',
      'Messages',
      'Diagnoses',
      'Treatment plans',
      'Visit notes',
      'Attachments',
      'Forms',
      'Billing',
      'Timeline',
      'Access history',
    ]);
  });

  it('shows the overview: demographics, contact, insurance, consent, medical summary and what is current', async () => {
    mockRecord();
    await renderApp(path);
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('Software developer')).toBeInTheDocument();
    expect(within(overview).getByText('Milan Nikolić · +381 64 222 3333')).toBeInTheDocument();
    expect(within(overview).getByText('Dunav osiguranje')).toBeInTheDocument();
    expect(within(overview).getByText('Given on 2 Nov 2026')).toBeInTheDocument();
    expect(within(overview).getByText('Lumbar disc herniation L4-L5 (2021).')).toBeInTheDocument();
    expect(
      await within(overview).findByRole('link', { name: 'Thu 26 Nov 2026, 10:00' }),
    ).toHaveAttribute('href', `/dashboard/appointment/${recordId(1)}`);
    expect(
      await within(overview).findByRole('link', { name: 'M54.5 Low back pain' }),
    ).toBeInTheDocument();
    expect(
      await within(overview).findByRole('link', { name: 'Back strength and mobility' }),
    ).toBeInTheDocument();
  });

  it('shows an assistant demographics and appointments only: no clinical tabs, warnings or summary', async () => {
    const fetchMock = mockRecord({ user: assistantUser, patient: assistantView(patientRecord()) });
    // A link to a clinical tab opens the overview instead.
    await renderApp(`${path}?tab=diagnoses`);
    await screen.findByRole('heading', { level: 1, name: 'Milica Jovanović' });
    expect(tabNames()).toEqual(['Overview', 'Appointments', 'Messages', 'Billing', 'Timeline']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Medical summary')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Thu 26 Nov 2026, 10:00' })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(asked).not.toContain(`${api}/diagnoses`);
    expect(asked).not.toContain(`${api}/treatment-plans`);
  });

  it('gives a therapist every clinical tab but not the access history, even when linked to it', async () => {
    mockRecord({ user: therapistUser });
    await renderApp(`${path}?tab=access`);
    await screen.findByRole('heading', { level: 1, name: 'Milica Jovanović' });
    expect(tabNames()).not.toContain('Access history');
    expect(tabNames()).toContain('Visit notes');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in ?tab= and keeps the open tab in the address', async () => {
    mockRecord();
    const { router } = await renderApp(`${path}?tab=diagnoses`);
    const diagnoses = await screen.findByRole('tabpanel', { name: 'Diagnoses' });
    expect(
      await within(diagnoses).findByRole('link', { name: 'M54.5 Low back pain' }),
    ).toHaveAttribute('href', `${path}/diagnoses/${recordId(10)}`);
    expect(
      within(diagnoses).getByText('Left side · Lumbar spine · diagnosed 20 Jan 2026'),
    ).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: 'Timeline' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=timeline'));
    expect(await screen.findByRole('tabpanel', { name: 'Timeline' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows both consents on the overview, and that texts are off after STOP', async () => {
    mockRecord({ patient: patientRecord({ consentToSms: true, smsOptedOut: true }) });
    await renderApp(path);
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(
      within(overview).getByText('Yes: reminders and confirmations by email'),
    ).toBeInTheDocument();
    expect(
      within(overview).getByText('Replied STOP — texts are off until the patient texts START.'),
    ).toBeInTheDocument();
  });

  it('lists what was sent to the patient, newest first, in the Messages tab', async () => {
    const [text, email] = failedTextWithFallback();
    const older = demoMessage({ kind: 'confirmation', queuedAt: '2026-11-20T08:00:00.000Z' });
    mockRecord({
      replies: { '/messages': () => json(200, { messages: [email, text, older] }) },
    });
    await renderApp(`${path}?tab=messages`);
    const panel = await screen.findByRole('tabpanel', { name: 'Messages' });
    const items = within(
      await within(panel).findByRole('list', { name: 'Messages sent to the patient' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Reminder',
      'Reminder',
      'Booking confirmation',
    ]);
    expect(items[0]).toHaveTextContent('Replaced a failed text');
    expect(within(items[1]!).getByRole('link', { name: 'Sent by email instead' })).toBeVisible();
    expect(items[2]).toHaveTextContent('Delivered');
  });

  it('says when the patient has no messages yet', async () => {
    mockRecord();
    await renderApp(`${path}?tab=messages`);
    expect(
      await screen.findByText('No messages have been sent to this patient yet.'),
    ).toBeInTheDocument();
  });

  it("lists upcoming and past appointments on the clinic's clock with therapist, service and status", async () => {
    mockRecord({
      appointments: {
        upcoming: [recordAppointment()],
        past: [
          recordAppointment({
            id: recordId(2),
            start: '2026-11-12T14:30:00.000Z',
            end: '2026-11-12T15:30:00.000Z',
            status: 'no_show',
            serviceName: null,
          }),
        ],
      },
    });
    await renderApp(`${path}?tab=appointments`);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    const next = within(upcoming).getByRole('listitem');
    expect(within(next).getByRole('link', { name: 'Thu 26 Nov 2026, 10:00' })).toHaveAttribute(
      'href',
      `/dashboard/appointment/${recordId(1)}`,
    );
    expect(next).toHaveTextContent('Manual therapy · with Jelena Ilić');
    expect(next).toHaveTextContent('Confirmed');
    const past = within(screen.getByRole('list', { name: 'Past appointments' })).getByRole(
      'listitem',
    );
    expect(past).toHaveTextContent('Thu 12 Nov 2026, 15:30');
    expect(past).toHaveTextContent('No-show');
  });

  it('says when there are no appointments and offers to book one', async () => {
    mockRecord({ appointments: { upcoming: [], past: [] } });
    await renderApp(`${path}?tab=appointments`);
    expect(await screen.findByText('No upcoming appointments.')).toBeInTheDocument();
    expect(screen.getByText('No past appointments yet.')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Appointments' });
    expect(within(panel).getByRole('link', { name: 'Book appointment' })).toHaveAttribute(
      'href',
      `/dashboard/add-appointment?patientId=${recordPatientId}`,
    );
  });

  it('offers to add the first diagnosis and the first treatment plan', async () => {
    mockRecord({ diagnoses: [], plans: [] });
    const { router } = await renderApp(`${path}?tab=diagnoses`);
    expect(await screen.findByText('No diagnoses yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add diagnosis' })).toHaveAttribute(
      'href',
      `${path}/diagnoses/new`,
    );
    await router.navigate(`${path}?tab=plans`);
    expect(await screen.findByText('No treatment plans yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New treatment plan' })).toHaveAttribute(
      'href',
      `${path}/therapies/new`,
    );
  });

  it('lists treatment plans with the linked diagnosis, sessions done of planned and dates', async () => {
    mockRecord({
      plans: [
        recordPlan(),
        recordPlan({
          id: recordId(21),
          title: 'Home programme',
          diagnosisId: null,
          plannedSessions: null,
          sessionsDone: 2,
          endsOn: null,
          status: 'completed',
        }),
      ],
    });
    await renderApp(`${path}?tab=plans`);
    const list = await screen.findByRole('list', { name: 'Treatment plans' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(
      within(first!).getByRole('link', { name: 'Back strength and mobility' }),
    ).toHaveAttribute('href', `${path}/therapies/${recordId(20)}`);
    expect(await within(first!).findByText('For M54.5 Low back pain')).toBeInTheDocument();
    expect(first).toHaveTextContent('Sessions 3 of 10 · 1 Feb 2026 – 30 Apr 2026');
    expect(second).toHaveTextContent('2 sessions done · From 1 Feb 2026');
    expect(second).toHaveTextContent('Completed');
  });

  it('groups the timeline by day on the clinic calendar, with a link where the record has a screen', async () => {
    mockRecord({
      timeline: [
        timelineEvent(),
        timelineEvent({
          at: '2026-11-25T23:30:00.000Z',
          kind: 'note',
          id: recordId(30),
          title: 'Follow-up note signed',
          detail: 'by Jelena Ilić',
        }),
        timelineEvent({
          at: '2026-01-20T11:00:00.000Z',
          allDay: true,
          kind: 'diagnosis',
          id: recordId(10),
          title: 'Diagnosed: M54.5 · Low back pain',
          detail: undefined,
        }),
        timelineEvent({
          at: '2026-01-05T09:00:00.000Z',
          kind: 'patient',
          id: recordPatientId,
          title: 'Patient record created',
          detail: undefined,
        }),
      ],
    });
    await renderApp(`${path}?tab=timeline`);
    // 23:30 UTC on the 25th is already the 26th in Belgrade: both events share one day.
    const day = await screen.findByRole('region', { name: 'Thursday, 26 November 2026' });
    expect(within(day).getByRole('link', { name: 'Manual therapy' })).toHaveAttribute(
      'href',
      `/dashboard/appointment/${recordId(1)}`,
    );
    expect(within(day).getByRole('link', { name: 'Follow-up note signed' })).toHaveAttribute(
      'href',
      `${path}?tab=notes`,
    );
    expect(within(day).getByText('00:30')).toBeInTheDocument();
    const january = screen.getByRole('region', { name: 'Tuesday, 20 January 2026' });
    expect(
      within(january).getByRole('link', { name: 'Diagnosed: M54.5 · Low back pain' }),
    ).toHaveAttribute('href', `${path}/diagnoses/${recordId(10)}`);
    const created = screen.getByRole('region', { name: 'Monday, 5 January 2026' });
    expect(within(created).getByText('Patient record created')).toBeInTheDocument();
    expect(within(created).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says who opened or changed the record, in words, one line per visit, for owners', async () => {
    const jelena = (at: string, action: string) => ({ at, actorName: 'Jelena Ilić', action });
    mockRecord({
      access: [
        jelena('2026-11-23T08:15:00.000Z', 'visit_note.sign'),
        jelena('2026-11-23T08:00:30.000Z', 'treatment_plan.list'),
        jelena('2026-11-23T08:00:20.000Z', 'diagnosis.list'),
        jelena('2026-11-23T08:00:00.000Z', 'patient.read'),
        jelena('2026-11-22T16:30:00.000Z', 'patient.read'),
        { at: '2026-11-22T16:00:00.000Z', actorName: 'Marko Petrović', action: 'patient.update' },
        { at: '2026-11-22T15:00:00.000Z', actorName: null, action: 'patient.read' },
        { at: '2026-11-21T15:00:00.000Z', actorName: 'Ana Marković', action: 'patient.export' },
      ],
    });
    await renderApp(`${path}?tab=access`);
    const list = await screen.findByRole('list', { name: 'Access history' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Jelena Ilić · Signed a visit note23 Nov 2026, 09:15',
      'Jelena Ilić · Opened the recordAlso: Viewed the treatment plans · Viewed the diagnoses23 Nov 2026, 09:00',
      // The day before is another visit.
      'Jelena Ilić · Opened the record22 Nov 2026, 17:30',
      'Marko Petrović · Changed the record22 Nov 2026, 17:00',
      'A removed account · Opened the record22 Nov 2026, 16:00',
      'Ana Marković · Patient export21 Nov 2026, 16:00',
    ]);
  });

  it.each([
    ['appointments', '/appointments', 'No upcoming appointments.', { upcoming: [], past: [] }],
    ['diagnoses', '/diagnoses', 'No diagnoses yet.', { diagnoses: [] }],
    ['plans', '/treatment-plans', 'No treatment plans yet.', { treatmentPlans: [] }],
    ['timeline', '/timeline', 'Nothing on the timeline yet.', { events: [] }],
    ['access', '/access-history', 'No one has opened this record yet.', { entries: [] }],
  ])(
    'the %s tab shows a failed load with a retry, then the answer',
    async (tab, route, emptyText, answer) => {
      let fail = true;
      mockRecord({ replies: { [route]: () => (fail ? serverError() : json(200, answer)) } });
      await renderApp(`${path}?tab=${tab}`);
      const panel = await screen.findByRole('tabpanel');
      const retry = await within(panel).findByRole(
        'button',
        { name: 'Try again' },
        { timeout: 5000 },
      );
      expect(within(panel).getByText('Something went wrong on our side.')).toBeInTheDocument();
      fail = false;
      await userEvent.setup({ delay: null }).click(retry);
      expect(await within(panel).findByText(emptyText)).toBeInTheDocument();
    },
  );

  it('a patient the API does not find (or of another clinic) is a 404 screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/v1/users/current-user': () => json(200, ownerUser),
      [`GET ${api}`]: () => json(404, { msg: 'The patient was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(path);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });

  it('shows what the patient owes, their invoices and payments, and takes a payment on the open invoice', async () => {
    const user = userEvent.setup({ delay: null });
    const invoice = demoInvoice({ patientId: recordPatientId });
    const paid: unknown[] = [];
    mockRecord({
      handlers: {
        [`GET ${api}/balance`]: () => json(200, { balance: demoBalance() }),
        'GET /api/v1/invoices': ({ query }) => {
          expect(query.get('patientId')).toBe(recordPatientId);
          return json(200, invoicePage([invoice]));
        },
        'GET /api/v1/payments': () =>
          json(200, {
            payments: [
              {
                id: PAYMENT_ID,
                patientId: recordPatientId,
                kind: 'payment',
                method: 'cash',
                amountCents: 2000,
                currency: 'EUR',
                receivedAt: '2026-11-02T10:00:00.000Z',
                reference: '',
                refundOfPaymentId: null,
                allocations: [],
                unallocatedCents: 2000,
                refundedCents: 0,
              },
            ],
          }),
        [`POST /api/v1/invoices/${invoice.id}/payments`]: ({ body }) => {
          paid.push(body);
          return json(201, { invoice: { ...invoice, status: 'paid', balanceCents: 0 } });
        },
      },
    });
    await renderApp(`${path}?tab=billing`);
    const billing = await screen.findByRole('tabpanel', { name: 'Billing' });
    expect(await within(billing).findByText('Owes €65.00')).toBeInTheDocument();
    expect(await within(billing).findByRole('link', { name: 'INV-2026-0042' })).toHaveAttribute(
      'href',
      `/dashboard/invoices/${invoice.id}`,
    );
    expect(await within(billing).findByText('Payment of €20.00')).toBeInTheDocument();
    expect(within(billing).getByText(/€20.00 as credit/)).toBeInTheDocument();
    expect(within(billing).getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      `/dashboard/invoices/new?patientId=${recordPatientId}`,
    );

    await user.click(within(billing).getByRole('button', { name: 'Take payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take payment: Milica Jovanović' });
    const amount = await within(dialog).findByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('65.00');
    expect(dialog).toHaveTextContent('INV-2026-0042: owes €65.00');
    await user.click(amount);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(paid).toEqual([
        { amountCents: 6500, method: 'card_terminal', reference: '', sendReceipt: false },
      ]),
    );
  });
  it('takes one payment for all open invoices, oldest first', async () => {
    const user = userEvent.setup({ delay: null });
    const newer = demoInvoice({ patientId: recordPatientId });
    const older = demoInvoice({
      id: '00000000-0000-4000-8000-0000000000f1',
      number: '2026-000041',
      patientId: recordPatientId,
      totalCents: 4500,
      balanceCents: 4500,
    });
    const paid: unknown[] = [];
    mockRecord({
      handlers: {
        [`GET ${api}/balance`]: () => json(200, { balance: demoBalance() }),
        'GET /api/v1/invoices': ({ query }) =>
          json(200, invoicePage(query.get('status') === 'draft' ? [] : [newer, older])),
        'GET /api/v1/payments': () => json(200, { payments: [] }),
        'POST /api/v1/payments': ({ body }) => {
          paid.push(body);
          return json(201, {
            payment: {
              id: PAYMENT_ID,
              patientId: recordPatientId,
              kind: 'payment',
              method: 'cash',
              amountCents: 11000,
              currency: 'EUR',
              receivedAt: '2026-11-02T10:00:00.000Z',
              reference: '',
              refundOfPaymentId: null,
              allocations: [],
              unallocatedCents: 0,
              refundedCents: 0,
            },
            receipt: null,
          });
        },
      },
    });
    await renderApp(`${path}?tab=billing`);
    const billing = await screen.findByRole('tabpanel', { name: 'Billing' });
    await user.click(await within(billing).findByRole('button', { name: 'Take payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take payment: Milica Jovanović' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'For' }));
    await user.click(await screen.findByRole('option', { name: /All 2 open invoices/ }));
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('110.00');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(paid).toEqual([
        expect.objectContaining({
          patientId: recordPatientId,
          amountCents: 11000,
          allocations: [
            { invoiceId: older.id, amountCents: 4500 },
            { invoiceId: newer.id, amountCents: 6500 },
          ],
        }),
      ]),
    );
  });
});

describe('PatientPage: a patient booked online', () => {
  const alertText = /Booked online — this may be someone already in your records/;

  it('says a patient was booked online, without asking for a review when none is needed', async () => {
    mockRecord({ patient: patientRecord({ bookedOnline: true, needsReview: false }) });
    await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Milica Jovanović' });
    expect(screen.getByText('Booked online')).toBeInTheDocument();
    expect(screen.queryByText(alertText)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).not.toBeInTheDocument();
  });

  it('shows neither the badge nor the review for a patient the clinic added', async () => {
    mockRecord();
    await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Milica Jovanović' });
    expect(screen.queryByText('Booked online')).not.toBeInTheDocument();
    expect(screen.queryByText(alertText)).not.toBeInTheDocument();
  });

  it('asks to check for a duplicate, and marks the patient reviewed', async () => {
    const user = userEvent.setup({ delay: null });
    let needsReview = true;
    const reviews: string[] = [];
    mockRecord({
      handlers: {
        [`GET ${api}`]: () =>
          json(200, { patient: patientRecord({ bookedOnline: true, needsReview }) }),
        [`POST ${api}/review`]: ({ path: reviewed }) => {
          reviews.push(reviewed);
          needsReview = false;
          return json(200, { patient: patientRecord({ bookedOnline: true, needsReview }) });
        },
      },
    });
    await renderApp(path);
    expect(await screen.findByText(alertText)).toHaveTextContent(
      'Booked online — this may be someone already in your records. Check for a duplicate, then mark as reviewed.',
    );

    await user.click(screen.getByRole('button', { name: 'Mark as reviewed' }));
    expect(await screen.findByText('Marked as reviewed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(alertText)).not.toBeInTheDocument());
    expect(reviews).toEqual([`${api}/review`]);
    expect(screen.getByText('Booked online')).toBeInTheDocument();
  });

  it('keeps asking and says why when marking reviewed fails', async () => {
    const user = userEvent.setup({ delay: null });
    mockRecord({
      patient: patientRecord({ bookedOnline: true, needsReview: true }),
      handlers: { [`POST ${api}/review`]: serverError },
    });
    await renderApp(path);
    await screen.findByText(alertText);
    await user.click(screen.getByRole('button', { name: 'Mark as reviewed' }));
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.getByText(alertText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as reviewed' })).toBeEnabled();
  });
});
