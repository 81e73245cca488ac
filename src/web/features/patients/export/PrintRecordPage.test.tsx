import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PatientExport } from '../../../../domain/patient-export.js';
import { json, mockApi, ownerUser } from '../../../test/api-mock';
import { preloadRoutes, renderApp } from '../../../test/render-app';
import { exportPatientId, patientExport } from './export-fixtures';

preloadRoutes(
  () => import('../../../components/dashboard/DashboardLayout'),
  () => import('./PrintRecordPage'),
);

/** The printable patient record at patients/{id}/print. */

const path = `/dashboard/patients/${exportPatientId}/print`;

function mockExport(reply: () => Response) {
  const exportReply = vi.fn(reply);
  mockApi({
    'GET /api/v1/users/current-user': () => json(200, ownerUser),
    [`GET /api/v1/patients/${exportPatientId}/export`]: exportReply,
  });
  return exportReply;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('PrintRecordPage', () => {
  it('prints the whole record: clinic, patient, diagnoses, plans with progress, visits, notes, files', async () => {
    mockExport(() => json(200, { export: patientExport() }));
    await renderApp(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Milica Jovanović' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Patient record – Milica Jovanović');
    const record = screen.getByRole('article', { name: 'Patient record' });
    expect(within(record).getByText('Demo Physio Clinic')).toBeInTheDocument();
    // 12:00 UTC is 13:00 in Belgrade, the clinic's zone.
    expect(
      within(record).getAllByText(/Printed by Ana Marković on 10 Mar 2026, 13:00/),
    ).toHaveLength(2);

    const patient = section('Patient');
    expect(within(patient).getByText('12 Apr 1988')).toBeInTheDocument();
    expect(within(patient).getByText('Petar Jovanović, +381 64 765 4321')).toBeInTheDocument();
    expect(within(patient).getByText('Penicillin')).toBeInTheDocument();

    const diagnoses = section('Diagnoses');
    expect(within(diagnoses).getByText('M17.1')).toBeInTheDocument();
    expect(within(diagnoses).getByText('Knee, left')).toBeInTheDocument();

    const plans = section('Treatment plans');
    expect(within(plans).getByRole('heading', { name: 'Knee rehabilitation' })).toBeInTheDocument();
    expect(within(plans).getByText('Pain at most 2/10 on stairs')).toBeInTheDocument();
    expect(within(plans).getByText('1 of 10, 2x per week')).toBeInTheDocument();
    const progressRow = within(plans).getByRole('row', { name: /1 Feb 2026/ });
    expect(progressRow).toHaveTextContent('38 KOOS');
    expect(progressRow).toHaveTextContent('Knee flexion 115°');

    const visits = section('Appointments');
    expect(within(visits).getByRole('row', { name: /Sun 1 Feb 2026/ })).toHaveTextContent(
      '10:00 – 10:45Follow-up visitJelena IlićCompleted',
    );

    const notes = section('Visit notes');
    expect(within(notes).getByText('Knee flexion 115°.')).toBeInTheDocument();
    expect(
      within(notes).getByText('Signed by Jelena Ilić on 1 Feb 2026, 11:00'),
    ).toBeInTheDocument();
    expect(within(notes).getByText('Patient called: pain 2/10 today.')).toBeInTheDocument();

    const files = section('Attachments');
    expect(within(files).getByRole('row', { name: /MRI left knee.pdf/ })).toHaveTextContent(
      'PDF200 KB',
    );

    expect(screen.getByRole('link', { name: 'Back to record' })).toHaveAttribute(
      'href',
      `/dashboard/patients/${exportPatientId}`,
    );
  });

  it('opens the browser print dialog from the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockExport(() => json(200, { export: patientExport() }));
    await renderApp(path);

    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says so for each part the record does not have', async () => {
    const empty: Partial<PatientExport> = {
      diagnoses: [],
      treatmentPlans: [],
      appointments: [],
      visitNotes: [],
      attachments: [],
    };
    mockExport(() => json(200, { export: patientExport(empty) }));
    await renderApp(path);

    await screen.findByRole('heading', { level: 1, name: 'Milica Jovanović' });
    expect(screen.getByText('No diagnoses recorded.')).toBeInTheDocument();
    expect(screen.getByText('No treatment plans recorded.')).toBeInTheDocument();
    expect(screen.getByText('No appointments.')).toBeInTheDocument();
    expect(screen.getByText('No visit notes.')).toBeInTheDocument();
    expect(screen.getByText('No attachments.')).toBeInTheDocument();
  });

  it("shows 'page not found' for a patient the API does not know (another clinic's)", async () => {
    mockExport(() => json(404, { msg: 'The patient was not found.', code: 'NOT_FOUND' }));
    await renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh! page not found' }),
    ).toBeInTheDocument();
  });

  it('shows the refusal with a retry, and no Print, for a member without clinical access', async () => {
    mockExport(() =>
      json(403, { msg: 'You do not have permission to do this.', code: 'FORBIDDEN' }),
    );
    await renderApp(path);
    expect(await screen.findByText("We couldn't load this record.")).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});
