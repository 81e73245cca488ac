import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicPages as sitePages } from '../domain/public-pages';
import { demoMembers, json, mockApi, ownerUser, signedInAs } from './test/api-mock';
import { renderApp } from './test/render-app';
import { appointmentDetails } from './features/appointments/test-fixtures';
import { demoJob } from './features/jobs/test-fixtures';
import { diagnosis as diagnosisRecord } from './features/patients/diagnoses/test-fixtures';
import { patientRecord } from './features/patients/patient-record-fixtures';
import { treatmentPlan as therapyFixture } from './features/patients/therapies/therapy-fixtures';

const patient = '00000000-0000-4000-8000-0000000000aa';
const diagnosis = '00000000-0000-4000-8000-0000000000bb';
const treatmentPlan = '00000000-0000-4000-8000-0000000000cc';
const appointment = '00000000-0000-4000-8000-0000000000bb';
const member = '00000000-0000-4000-8000-0000000000cc';
const job = '00000000-0000-4000-8000-0000000000dd';

const publicPages: [path: string, title: string][] = [
  ['/', 'Calm, organised care for physiotherapy clinics'],
  ['/features', 'Everything your clinic needs, in one calm place'],
  ['/pricing', 'Simple pricing for every size of practice'],
  ['/contact', 'Contact us'],
  ['/early-access', 'Help shape Motio, and use it free for life'],
  ['/register', 'Create your account'],
  ['/login', 'Sign in'],
  ['/verify-email?token=abc', 'Verify your email'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password?token=abc', 'Choose a new password'],
  ['/accept-invitation?token=abc', 'Accept your invitation'],
  ['/checkout', 'Choose your plan'],
  [
    '/checkout/register?priceId=pri_1&planName=Team&planType=team&interval=monthly&price=%2449.99&currency=USD',
    'Create your account',
  ],
  ['/checkout/register', 'Invalid Plan Selection'],
  ['/checkout/success', 'Welcome to Motio'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/cookies', 'Cookie Policy'],
];

const dashboardPages: [path: string, title: string][] = [
  ['/dashboard', 'Calendar'],
  ['/dashboard/all-patients', 'Patients'],
  [`/dashboard/patients/${patient}`, 'Jovana Nikolić'],
  ['/dashboard/add-patient', 'Add patient'],
  [`/dashboard/patients/${patient}/edit`, 'Edit patient'],
  [`/dashboard/patients/${patient}/diagnoses/new`, 'New diagnosis'],
  [`/dashboard/patients/${patient}/therapies/new`, 'New treatment plan'],
  [`/dashboard/patients/${patient}/diagnoses/${diagnosis}`, 'Low back pain'],
  [
    `/dashboard/patients/${patient}/therapies/${treatmentPlan}`,
    'Knee rehabilitation after ACL sprain',
  ],
  [`/dashboard/patients/${patient}/diagnoses/${diagnosis}/edit`, 'Edit diagnosis'],
  [`/dashboard/patients/${patient}/therapies/${treatmentPlan}/edit`, 'Edit treatment plan'],
  ['/dashboard/all-jobs', 'Jobs'],
  ['/dashboard/add-job', 'Add job'],
  [`/dashboard/edit-job/${job}`, 'Edit job'],
  ['/dashboard/add-appointment', 'New appointment'],
  [`/dashboard/edit-appointment/${appointment}`, 'Edit appointment'],
  [`/dashboard/appointment/${appointment}`, 'Milica Jovanović'],
  ['/dashboard/appointments-today', "Today's appointments"],
  ['/dashboard/stats', 'Statistics'],
  ['/dashboard/profile', 'Profile'],
  ['/dashboard/test-feedback', 'Feedback'],
  ['/dashboard/contact-support', 'Contact support'],
  ['/dashboard/settings', 'Account settings'],
  ['/dashboard/settings/clinic-settings', 'Clinic settings'],
  ['/dashboard/settings/locations', 'Locations'],
  ['/dashboard/settings/team-management', 'Team'],
  [`/dashboard/settings/team-management/${member}/edit`, 'Edit team member'],
  ['/dashboard/settings/plan-and-billing', 'Plan & billing'],
  ['/dashboard/settings/services-settings', 'Services'],
  ['/dashboard/settings/online-booking', 'Online booking'],
  ['/dashboard/settings/audit-log', 'Audit log'],
];

const adminPages: [path: string, title: string][] = [
  ['/dashboard/admin', 'Admin overview'],
  ['/dashboard/admin/user-management', 'User management'],
  ['/dashboard/admin/feedback-management', 'Feedback management'],
  ['/dashboard/admin/usage-monitoring', 'Usage monitoring'],
  ['/dashboard/admin/plan-management', 'Plan management'],
];

const platformAdmin = { ...ownerUser, user: { ...ownerUser.user, platformAdmin: true } };

describe('route table', () => {
  it.each(publicPages)('public route %s shows "%s"', async (path, title) => {
    mockApi();
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each(sitePages.filter((page) => page.indexed))(
    'public page $path has one h1 and its own tab title',
    async ({ path, title }) => {
      mockApi();
      await renderApp(path);
      await waitFor(() => expect(document.title).toBe(`${title} · Motio`));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );

  it.each(dashboardPages)('dashboard route %s shows "%s"', async (path, title) => {
    mockApi({
      'GET /api/v1/users/current-user': signedInAs(),
      // The edit screen's loader reads the member first.
      [`GET /api/v1/team/members/${member}`]: () =>
        json(200, { member: { ...demoMembers[2], id: member } }),
      // The appointment screens' loaders read the appointment first.
      [`GET /api/v1/appointments/${appointment}`]: () =>
        json(200, { appointment: appointmentDetails({ id: appointment }) }),
      // The patient and diagnosis screens' loaders read the patient and the diagnosis first.
      [`GET /api/v1/patients/${patient}`]: () =>
        json(200, { patient: patientRecord({ id: patient }) }),
      [`GET /api/v1/patients/${patient}/diagnoses/${diagnosis}`]: () =>
        json(200, { diagnosis: diagnosisRecord({ id: diagnosis, patientId: patient }) }),
      // The treatment plan screens' loaders read the plan, or the patient's diagnoses.
      [`GET /api/v1/patients/${patient}/treatment-plans/${treatmentPlan}`]: () =>
        json(200, { treatmentPlan: therapyFixture({ id: treatmentPlan, patientId: patient }) }),
      [`GET /api/v1/patients/${patient}/diagnoses`]: () => json(200, { diagnoses: [] }),
      // The edit-job loader reads the job first.
      [`GET /api/v1/jobs/${job}`]: () => json(200, { job: demoJob({ id: job }) }),
      'GET /api/v1/appointments/today': () =>
        json(200, { date: '2026-11-23', timeZone: 'Europe/Belgrade', appointments: [] }),
    });
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each(adminPages)('admin route %s shows "%s" to a platform admin', async (path, title) => {
    mockApi({ 'GET /api/v1/users/current-user': signedInAs(platformAdmin) });
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
