import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppointmentDetails, StatusChangeInput } from '../../../domain/appointments.js';
import type { CurrentUser } from '../../lib/current-user';
import {
  demoAssistantMember,
  demoTherapistMember,
  json,
  mockApi,
  ownerUser,
  signedInMember,
} from '../../test/api-mock';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { failedTextWithFallback } from '../../test/message-fixtures';
import { appointmentDetails, appointmentId, CLINIC_ZONE, patientId } from './test-fixtures';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./AppointmentPage'),
);

const path = `/dashboard/appointment/${appointmentId(1)}`;

/**
 * The API with one appointment; a status change is applied to it as the server would, so the
 * screen's refetch after the change shows the new status.
 */
function mockAppointment(
  initial: AppointmentDetails,
  statusReply?: (change: StatusChangeInput) => Response | undefined,
  currentUser: CurrentUser = ownerUser,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  let current = initial;
  const post = vi.fn(({ body }: { body: unknown }) => {
    const change = body as StatusChangeInput;
    const refused = statusReply?.(change);
    if (refused) return refused;
    // As the server answers a clinician: a completed patient visit without a note needs one.
    const noteStatus =
      change.status === 'completed' && current.patientId ? 'none' : current.noteStatus;
    current = {
      ...current,
      status: change.status,
      cancelReason: change.reason ?? null,
      noteStatus,
    };
    return json(200, { appointment: current, appointments: [current] });
  });
  const fetchMock = mockApi({
    'GET /api/v1/users/current-user': () => json(200, currentUser),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: CLINIC_ZONE, openingHours: [] } }),
    [`GET /api/v1/appointments/${initial.id}`]: () => json(200, { appointment: current }),
    [`POST /api/v1/appointments/${initial.id}/status`]: post,
    [`GET /api/v1/appointments/${initial.id}/messages`]: () => json(200, { messages: [] }),
    ...handlers,
  });
  return { post, fetchMock, replace: (next: AppointmentDetails) => (current = next) };
}

function statusButtons() {
  const group = screen.queryByRole('group', { name: 'Change status' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
}

describe('AppointmentPage (appointment/{id})', () => {
  it("shows the visit on the clinic's clock (Europe/Belgrade) with everything about it", async () => {
    mockAppointment(
      appointmentDetails({ series: { id: appointmentId(9), rule: {}, position: 3, total: 10 } }),
    );
    await renderApp(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Milica Jovanović' }),
    ).toBeInTheDocument();
    // 09:00 UTC is 10:00 in Belgrade; the test browser runs on UTC, so the zone is named.
    const when = (await screen.findByText('10:00 – 11:00')).closest('p');
    expect(when).toHaveTextContent('Thursday, 26 November 2026 · 10:00 – 11:00');
    expect(screen.getByText(`Clinic time (${CLINIC_ZONE})`)).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Milica Jovanović' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${patientId}`,
    );
    expect(screen.getByText('Jelena Ilić')).toBeInTheDocument();
    expect(screen.getByText('Manual therapy (60 min)')).toBeInTheDocument();
    expect(screen.getByText('Room 2')).toBeInTheDocument();
    expect(screen.getByText('3 of 10')).toBeInTheDocument();
    expect(screen.getByText('Left shoulder, second week after surgery.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/dashboard/edit-appointment/${appointmentId(1)}`,
    );
  });

  it.each([
    ['scheduled', ['Confirm', 'Check in', 'Complete', 'No-show', 'Cancel appointment'], true],
    ['confirmed', ['Check in', 'Complete', 'No-show', 'Cancel appointment'], true],
    ['arrived', ['Complete', 'Cancel appointment'], true],
    ['completed', [], false],
    ['no_show', [], false],
    ['cancelled', [], false],
  ] as const)('a %s appointment offers %j (and Edit: %s)', async (status, actions, editable) => {
    mockAppointment(appointmentDetails({ status }));
    await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Milica Jovanović' });
    expect(statusButtons()).toEqual(actions);
    expect(Boolean(screen.queryByRole('link', { name: 'Edit' }))).toBe(editable);
  });

  describe('the visit note, the main action of a visit', () => {
    const noteId = appointmentId(70);
    const noteHref = `/dashboard/patients/${patientId}?tab=notes&note=${noteId}`;
    const writeHref = `/dashboard/patients/${patientId}?tab=notes&appointment=${appointmentId(1)}`;
    const visitNote = (over: Partial<NonNullable<AppointmentDetails['visitNote']>> = {}) => ({
      id: noteId,
      status: 'draft' as const,
      authorId: demoTherapistMember.userId,
      authorName: 'Jelena Ilić',
      signedByName: null,
      signedAt: null,
      ...over,
    });
    const noteCard = () => screen.findByRole('region', { name: 'Visit note' });

    it('asks for the missing note of a completed visit with one primary button', async () => {
      mockAppointment(
        appointmentDetails({ status: 'completed', noteStatus: 'none' }),
        undefined,
        signedInMember(demoTherapistMember),
      );
      await renderApp(path);
      const card = await noteCard();
      expect(within(card).getByText('Note missing')).toBeInTheDocument();
      expect(within(card).getByText('This visit is completed but has no note yet.')).toBeVisible();
      expect(within(card).getByRole('link', { name: 'Write note' })).toHaveAttribute(
        'href',
        writeHref,
      );
      // The card comes before the visit's details, and the old small link is gone.
      const details = screen.getByRole('region', { name: 'Details' });
      expect(card.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(details).queryByRole('link', { name: /note/i })).not.toBeInTheDocument();
    });

    it("offers to write the note of a visit that hasn't happened yet", async () => {
      mockAppointment(appointmentDetails(), undefined, signedInMember(demoTherapistMember));
      await renderApp(path);
      const card = await noteCard();
      expect(within(card).queryByText('Note missing')).not.toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Write note' })).toHaveAttribute(
        'href',
        writeHref,
      );
    });

    it('continues its own draft', async () => {
      mockAppointment(
        appointmentDetails({ status: 'completed', noteStatus: 'draft', visitNote: visitNote() }),
        undefined,
        signedInMember(demoTherapistMember),
      );
      await renderApp(path);
      const card = await noteCard();
      expect(within(card).getByText('Draft note')).toBeInTheDocument();
      expect(within(card).getByText(/Draft by Jelena Ilić, not signed yet/)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Continue draft' })).toHaveAttribute(
        'href',
        noteHref,
      );
    });

    it('opens a colleague’s draft, which only its author edits', async () => {
      mockAppointment(
        appointmentDetails({ status: 'completed', noteStatus: 'draft', visitNote: visitNote() }),
      );
      await renderApp(path);
      const card = await noteCard();
      expect(within(card).getByRole('link', { name: 'Open draft' })).toHaveAttribute(
        'href',
        noteHref,
      );
    });

    it('names who signed the note and when, on the clinic’s clock', async () => {
      mockAppointment(
        appointmentDetails({
          status: 'completed',
          noteStatus: 'signed',
          visitNote: visitNote({
            status: 'signed',
            signedByName: 'Jelena Ilić',
            signedAt: '2026-11-26T10:30:00.000Z',
          }),
        }),
      );
      await renderApp(path);
      const card = await noteCard();
      expect(within(card).getByText('Signed')).toBeInTheDocument();
      expect(
        within(card).getByText('Signed by Jelena Ilić on 26 Nov 2026, 11:30.'),
      ).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'View note' })).toHaveAttribute(
        'href',
        noteHref,
      );
    });

    it('labels the booking’s own notes so nobody takes them for the visit note', async () => {
      mockAppointment(appointmentDetails());
      await renderApp(path);
      const booking = await screen.findByRole('region', { name: 'Booking notes' });
      expect(
        within(booking).getByText('Left shoulder, second week after surgery.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
    });

    it('shows an assistant no visit note at all, only the booking notes', async () => {
      mockAppointment(
        appointmentDetails({ status: 'completed' }),
        undefined,
        signedInMember(demoAssistantMember),
      );
      await renderApp(path);
      await screen.findByRole('region', { name: 'Booking notes' });
      expect(screen.queryByRole('region', { name: 'Visit note' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /note/i })).not.toBeInTheDocument();
    });

    it('asks for no note of a cancelled visit', async () => {
      mockAppointment(appointmentDetails({ status: 'cancelled', cancelReason: 'Ill' }));
      await renderApp(path);
      await screen.findByRole('region', { name: 'Booking notes' });
      expect(screen.queryByRole('region', { name: 'Visit note' })).not.toBeInTheDocument();
    });

    it('offers "Write note" once the visit is completed, and opens that visit’s note', async () => {
      const user = userEvent.setup({ delay: null });
      mockAppointment(appointmentDetails(), undefined, signedInMember(demoTherapistMember));
      const { router } = await renderApp(path);

      await user.click(await screen.findByRole('button', { name: 'Complete' }));
      const toast = (await screen.findByText('Appointment completed.')).closest(
        '.mantine-Notification-root',
      ) as HTMLElement;
      await user.click(within(toast).getByRole('button', { name: 'Write note' }));

      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(writeHref),
      );
    });

    it('offers no note after completing blocked time', async () => {
      const user = userEvent.setup({ delay: null });
      mockAppointment(
        appointmentDetails({
          title: 'Team meeting',
          patientId: null,
          patientName: null,
          patient: null,
        }),
      );
      await renderApp(path);
      await user.click(await screen.findByRole('button', { name: 'Complete' }));
      expect(await screen.findByText('Appointment completed.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Write note' })).not.toBeInTheDocument();
    });
  });

  describe('the treatment plan the visit counts towards', () => {
    const planId = appointmentId(50);
    const plans = {
      [`GET /api/v1/patients/${patientId}/treatment-plans`]: () =>
        json(200, {
          treatmentPlans: [
            {
              id: planId,
              patientId,
              title: 'Rotator cuff loading',
              diagnosisId: null,
              status: 'active',
              startsOn: '2026-11-02',
              endsOn: null,
              plannedSessions: 8,
              sessionsDone: 2,
              updatedAt: '2026-11-20T09:00:00.000Z',
            },
          ],
        }),
    };

    it('names the linked plan and links to it', async () => {
      mockAppointment(
        appointmentDetails({ treatmentPlanId: planId }),
        undefined,
        signedInMember(demoTherapistMember),
        plans,
      );
      await renderApp(path);
      expect(await screen.findByRole('link', { name: 'Rotator cuff loading' })).toHaveAttribute(
        'href',
        `/dashboard/patients/${patientId}/therapies/${planId}`,
      );
      expect(screen.getByText('Treatment plan')).toBeInTheDocument();
    });

    it('offers to link a completed visit that counts towards no plan yet', async () => {
      mockAppointment(
        appointmentDetails({ status: 'completed' }),
        undefined,
        signedInMember(demoTherapistMember),
        plans,
      );
      await renderApp(path);
      expect(await screen.findByRole('link', { name: 'Link to a treatment plan' })).toHaveAttribute(
        'href',
        `/dashboard/edit-appointment/${appointmentId(1)}`,
      );
      expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    });

    it('shows an assistant no plan and never asks for it', async () => {
      const { fetchMock } = mockAppointment(
        appointmentDetails({ treatmentPlanId: planId }),
        undefined,
        signedInMember(demoAssistantMember),
        plans,
      );
      await renderApp(path);
      await screen.findByRole('link', { name: 'Milica Jovanović' });
      expect(screen.queryByText('Treatment plan')).not.toBeInTheDocument();
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/treatment-plans')),
      ).toEqual([]);
    });
  });

  it("lists the visit's messages: a failed text points to the email sent instead", async () => {
    const [text, email] = failedTextWithFallback();
    mockAppointment(
      appointmentDetails({ confirmedByPatientAt: '2026-11-25T08:00:00.000Z' }),
      undefined,
      ownerUser,
      {
        [`GET /api/v1/appointments/${appointmentId(1)}/messages`]: () =>
          json(200, { messages: [text, email] }),
      },
    );
    await renderApp(path);

    expect(await screen.findByText('Confirmed by patient')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages about this visit' });
    const [failed, fallback] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(failed).getByRole('img', { name: 'Text (SMS)' })).toBeInTheDocument();
    expect(failed).toHaveTextContent('Reminder');
    expect(failed).toHaveTextContent('Not delivered');
    expect(failed).toHaveTextContent('The carrier could not reach the phone.');
    // 08:00 UTC is 09:00 in Belgrade (the settings name no locale: English).
    expect(failed).toHaveTextContent('Queued Nov 27, 2026, 9:00 AM');
    expect(within(failed).getByRole('link', { name: 'Sent by email instead' })).toHaveAttribute(
      'href',
      `#message-${email.id}`,
    );
    expect(fallback).toHaveAttribute('id', `message-${email.id}`);
    expect(within(fallback).getByRole('img', { name: 'Email' })).toBeInTheDocument();
    expect(fallback).toHaveTextContent('Replaced a failed text');
  });

  it('says when the messages could not be loaded, and when none were sent', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = () => json(403, { msg: 'You may not read messages.', code: 'FORBIDDEN' });
    mockAppointment(appointmentDetails(), undefined, ownerUser, {
      [`GET /api/v1/appointments/${appointmentId(1)}/messages`]: () => answer(),
    });
    await renderApp(path);
    expect(await screen.findByText("We couldn't load the messages.")).toBeInTheDocument();
    expect(screen.queryByText('Confirmed by patient')).not.toBeInTheDocument();
    answer = () => json(200, { messages: [] });
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(
      await screen.findByText('No messages have been sent about this visit yet.'),
    ).toBeInTheDocument();
  });

  it('shows blocked time by its title, with no patient, check-in or no-show', async () => {
    mockAppointment(
      appointmentDetails({
        title: 'Team meeting',
        patientId: null,
        patientName: null,
        patient: null,
        service: null,
        serviceId: null,
      }),
    );
    await renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team meeting' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Jovanović/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Visit note' })).not.toBeInTheDocument();
    expect(statusButtons()).toEqual(['Confirm', 'Complete', 'Cancel appointment']);
  });

  it.each([
    ['Confirm', 'confirmed', 'Confirmed'],
    ['Check in', 'arrived', 'Checked in'],
    ['Complete', 'completed', 'Completed'],
  ] as const)('%s sends status %s and shows the new status', async (label, status, badge) => {
    const user = userEvent.setup({ delay: null });
    const { post } = mockAppointment(appointmentDetails());
    await renderApp(path);

    await user.click(await screen.findByRole('button', { name: label }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0].body).toEqual({ status });
    expect(await screen.findByText(badge)).toBeInTheDocument();
    await waitFor(() => expect(statusButtons()).not.toContain(label));
  });

  it('marks a no-show only once it is confirmed in a dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const { post } = mockAppointment(appointmentDetails());
    await renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'No-show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as a no-show?' });
    expect(post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as no-show' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0].body).toEqual({ status: 'no_show' });
    expect(
      await screen.findByText('No-show', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
  });

  it('cancels only with a reason, and asks how far in a series', async () => {
    const user = userEvent.setup({ delay: null });
    const { post } = mockAppointment(
      appointmentDetails({ series: { id: appointmentId(9), rule: {}, position: 3, total: 10 } }),
    );
    await renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(dialog).findByText('Say why it is cancelled.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Patient is ill');
    await user.click(
      within(dialog).getByRole('radio', { name: 'This and the following appointments' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[0].body).toEqual({
      status: 'cancelled',
      reason: 'Patient is ill',
      scope: 'following',
    });
    expect(await screen.findByText('Reason for cancelling')).toBeInTheDocument();
    expect(screen.getByText('Patient is ill')).toBeInTheDocument();
    await waitFor(() => expect(statusButtons()).toEqual([]));
  });

  it('says so when someone else changed the appointment first (409), and shows it as it is', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = 'An appointment that is completed cannot be marked checked in.';
    const api = mockAppointment(appointmentDetails(), () => {
      api.replace(appointmentDetails({ status: 'completed' }));
      return json(409, { msg: refusal, code: 'INVALID_STATUS_CHANGE' });
    });
    await renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Check in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The status was not changed');
    expect(alert).toHaveTextContent(refusal);
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(statusButtons()).toEqual([]);
  });

  it('words the history for people, with who did it', async () => {
    mockAppointment(
      appointmentDetails({
        status: 'cancelled',
        cancelReason: 'Patient is ill',
        history: [
          {
            at: '2026-11-20T08:00:00.000Z',
            action: 'appointment.create',
            actorName: 'Ana Marković',
            changes: { start: '2026-11-25T09:00:00.000Z', end: '2026-11-25T10:00:00.000Z' },
          },
          {
            at: '2026-11-21T08:00:00.000Z',
            action: 'appointment.update',
            actorName: 'Jelena Ilić',
            changes: {
              fields: ['start', 'end', 'roomId'],
              from: { start: '2026-11-25T09:00:00.000Z', end: '2026-11-25T10:00:00.000Z' },
              to: { start: '2026-11-26T09:00:00.000Z', end: '2026-11-26T10:00:00.000Z' },
            },
          },
          {
            at: '2026-11-21T09:00:00.000Z',
            action: 'appointment.update',
            actorName: 'Jelena Ilić',
            changes: {
              fields: ['start', 'end'],
              from: { start: '2026-11-26T09:00:00.000Z', end: '2026-11-26T10:00:00.000Z' },
              to: { start: '2026-11-26T09:30:00.000Z', end: '2026-11-26T10:30:00.000Z' },
            },
          },
          {
            at: '2026-11-22T08:00:00.000Z',
            action: 'appointment.status',
            actorName: 'Ana Marković',
            changes: { fields: ['status'], from: 'scheduled', to: 'confirmed' },
          },
          {
            at: '2026-11-22T09:00:00.000Z',
            action: 'appointment.status',
            actorName: null,
            changes: { fields: ['status'], from: 'confirmed', to: 'cancelled', scope: 'following' },
          },
        ],
      }),
    );
    await renderApp(path);

    const history = await screen.findByRole('region', { name: 'History' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.mantine-Timeline-itemTitle')?.textContent);
    expect(lines).toEqual([
      'Booked for Wed 25 Nov, 10:00 – 11:00',
      'Moved from Wed 25 Nov, 10:00 – 11:00 to Thu 26 Nov, 10:00 – 11:00; changed the room',
      'Moved from 10:00 – 11:00 to 10:30 – 11:30 on Thu 26 Nov',
      'Confirmed',
      'Cancelled (with the later ones in the series): Patient is ill',
    ]);
    expect(within(history).getAllByText(/Ana Marković ·/)).toHaveLength(2);
    expect(within(history).getAllByText(/Jelena Ilić ·/)).toHaveLength(2);
    // When, on the clinic's clock: 08:00 UTC is 09:00 in Belgrade.
    expect(within(history).getByText('20 Nov 2026, 09:00')).toHaveAttribute(
      'datetime',
      '2026-11-20T08:00:00.000Z',
    );
  });

  it('an appointment the API does not find (or of another clinic) is a 404 screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/v1/users/current-user': () => json(200, ownerUser),
      [`GET /api/v1/appointments/${appointmentId(2)}`]: () =>
        json(404, { msg: 'The appointment was not found.', code: 'NOT_FOUND' }),
    });
    await renderApp(`/dashboard/appointment/${appointmentId(2)}`);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });
});
