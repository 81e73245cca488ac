import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMembers, demoTherapistMember, json, mockApi, ownerUser } from '../../test/api-mock';
import { installCalendarGeometry } from '../../test/calendar-geometry';
import { preloadRoutes, renderApp } from '../../test/render-app';
import { DEFAULT_LABEL_COLOR } from '../../../domain/scheduling.js';
import type { CalendarAppointment } from '../../../domain/appointments.js';

preloadRoutes(
  () => import('../../components/dashboard/DashboardLayout'),
  () => import('./CalendarPage'),
);

const id = (n: number) => `00000000-0000-4000-8000-00000000b00${n}`;

/** A completed visit with Jelena Ilić on Thursday 26 November 2026, `n` hours after 07:00 UTC. */
const visit = (n: number, name: string, noteStatus: CalendarAppointment['noteStatus']) => ({
  id: id(n),
  title: name,
  start: `2026-11-26T${String(7 + n).padStart(2, '0')}:00:00.000Z`,
  end: `2026-11-26T${String(7 + n).padStart(2, '0')}:45:00.000Z`,
  therapistId: demoTherapistMember.userId,
  labelColor: DEFAULT_LABEL_COLOR,
  status: 'completed',
  patientId: '00000000-0000-4000-8000-0000000000aa',
  patientName: name,
  serviceId: null,
  serviceName: null,
  roomId: null,
  seriesId: null,
  noteStatus,
});

const week = [
  visit(1, 'Milica Jovanović', 'none'),
  visit(2, 'Petar Nikolić', 'draft'),
  visit(3, 'Ivana Stojanović', 'signed'),
  visit(4, 'Team meeting', null),
];

let geometry: ReturnType<typeof installCalendarGeometry>;
beforeEach(() => {
  geometry = installCalendarGeometry();
  vi.useFakeTimers({ now: new Date('2026-11-26T06:00:00Z'), toFake: ['Date'] });
  mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    'GET /api/v1/team/members': () => json(200, { members: demoMembers }),
    'GET /api/v1/clinic/settings': () =>
      json(200, { settings: { timeZone: 'Europe/Belgrade', openingHours: [] } }),
    'GET /api/v1/appointments': () => json(200, { appointments: week }),
  });
});
afterEach(() => {
  geometry.uninstall();
  vi.useRealTimers();
});

/** The event's button, found by the patient's name within its accessible name. */
const eventOf = (name: string) => screen.findByRole('button', { name: new RegExp(name) });

describe('calendar: completed visits without a signed note', () => {
  it('marks them in the week with an icon named "Note missing" or "Draft note"', async () => {
    await renderApp('/dashboard');
    const missing = await eventOf('Milica Jovanović');
    expect(within(missing).getByRole('img', { name: 'Note missing' })).toBeInTheDocument();
    expect(missing).toHaveAccessibleName(/^Note missing \S/);
    const draft = await eventOf('Petar Nikolić');
    expect(within(draft).getByRole('img', { name: 'Draft note' })).toBeInTheDocument();
    for (const name of ['Ivana Stojanović', 'Team meeting'])
      expect(within(await eventOf(name)).queryByRole('img')).not.toBeInTheDocument();
  });

  it('marks them in the agenda too', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/dashboard');
    await screen.findByRole('toolbar', { name: 'Calendar' });
    await user.click(screen.getByRole('radio', { name: 'Agenda' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Note missing Milica Jovanović' })).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: 'Draft note Petar Nikolić' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ivana Stojanović' })).toBeInTheDocument();
  });
});
