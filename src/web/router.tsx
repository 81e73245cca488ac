import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorScreen } from './components/errors/RouteErrorScreen';
import { AppLoadingScreen } from './components/layout/AppLoadingScreen';
import { RootLayout } from './components/layout/RootLayout';
import { LandingPage } from './features/marketing/LandingPage';
import { showLazyFailures } from './lib/lazy-failures';
import { notFound } from './lib/route-params';

/**
 * The complete route table. A factory, not a constant: React Router empties a route's
 * `lazy` object once it has loaded it, so every router (and every test) needs fresh objects.
 */
export function createRoutes(): RouteObject[] {
  /** Every unknown path answers 404. */
  function notFoundRoute(): RouteObject {
    return {
      path: '*',
      loader: () => {
        throw notFound();
      },
      // Never rendered (the loader always throws); stated so React Router does not warn.
      element: null,
    };
  }

  /**
   * The landing page: part of the first chunk (no waterfall before its first paint) and the only route rendered without the query cache (see AppServicesLayout).
   */
  const landingRoute: RouteObject = { index: true, Component: LandingPage };

  const publicRoutes: RouteObject[] = [
    {
      path: 'features',
      lazy: {
        Component: async () => (await import('./features/marketing/FeaturesPage')).FeaturesPage,
      },
    },
    {
      path: 'pricing',
      lazy: {
        Component: async () => (await import('./features/marketing/PricingPage')).PricingPage,
      },
    },
    {
      path: 'contact',
      lazy: { Component: async () => (await import('./features/contact/ContactPage')).ContactPage },
    },
    {
      path: 'early-access',
      lazy: {
        Component: async () =>
          (await import('./features/early-access/EarlyAccessPage')).EarlyAccessPage,
      },
    },
    {
      path: 'register',
      lazy: { Component: async () => (await import('./features/auth/RegisterPage')).RegisterPage },
    },
    {
      path: 'login',
      lazy: { Component: async () => (await import('./features/auth/LoginPage')).LoginPage },
    },
    {
      path: 'verify-email',
      lazy: {
        Component: async () => (await import('./features/auth/VerifyEmailPage')).VerifyEmailPage,
      },
    },
    {
      path: 'forgot-password',
      lazy: {
        Component: async () =>
          (await import('./features/auth/ForgotPasswordPage')).ForgotPasswordPage,
      },
    },
    {
      path: 'reset-password',
      lazy: {
        Component: async () =>
          (await import('./features/auth/ResetPasswordPage')).ResetPasswordPage,
      },
    },
    {
      path: 'accept-invitation',
      lazy: {
        Component: async () =>
          (await import('./features/auth/AcceptInvitationPage')).AcceptInvitationPage,
      },
    },
    {
      path: 'checkout',
      children: [
        {
          index: true,
          lazy: {
            Component: async () => (await import('./features/billing/CheckoutPage')).CheckoutPage,
          },
        },
        {
          path: 'register',
          lazy: {
            Component: async () =>
              (await import('./features/billing/CheckoutRegisterPage')).CheckoutRegisterPage,
          },
        },
        {
          path: 'success',
          lazy: {
            Component: async () =>
              (await import('./features/billing/CheckoutSuccessPage')).CheckoutSuccessPage,
          },
        },
      ],
    },
    {
      path: 'terms',
      lazy: { Component: async () => (await import('./features/marketing/TermsPage')).TermsPage },
    },
    {
      path: 'privacy',
      lazy: {
        Component: async () => (await import('./features/marketing/PrivacyPage')).PrivacyPage,
      },
    },
    {
      path: 'refund-policy',
      lazy: {
        Component: async () =>
          (await import('./features/marketing/RefundPolicyPage')).RefundPolicyPage,
      },
    },
    {
      path: 'cookies',
      lazy: {
        Component: async () => (await import('./features/marketing/CookiesPage')).CookiesPage,
      },
    },
  ];

  const patientRoutes: RouteObject[] = [
    {
      path: 'all-patients',
      lazy: {
        Component: async () =>
          (await import('./features/patients/AllPatientsPage')).AllPatientsPage,
      },
    },
    {
      path: 'add-patient',
      lazy: {
        Component: async () => (await import('./features/patients/AddPatientPage')).AddPatientPage,
      },
    },
    {
      path: 'import-patients',
      lazy: {
        Component: async () =>
          (await import('./features/patients/import/ImportPatientsPage')).ImportPatientsPage,
      },
    },
    {
      path: 'patients/:id',
      lazy: {
        loader: async () => (await import('./features/patients/loaders')).patientLoader,
        Component: async () => (await import('./features/patients/PatientPage')).PatientPage,
      },
    },
    {
      path: 'patients/:id/edit',
      lazy: {
        loader: async () => (await import('./features/patients/loaders')).editPatientLoader,
        Component: async () =>
          (await import('./features/patients/EditPatientPage')).EditPatientPage,
      },
    },
    {
      path: 'patients/:id/print',
      lazy: {
        loader: async () =>
          (await import('./features/patients/export/print-loader')).printRecordLoader,
        Component: async () =>
          (await import('./features/patients/export/PrintRecordPage')).PrintRecordPage,
      },
    },
    {
      path: 'patients/:id/diagnoses/new',
      lazy: {
        loader: async () =>
          (await import('./features/patients/diagnoses/diagnosis-loaders')).newDiagnosisLoader,
        Component: async () =>
          (await import('./features/patients/NewDiagnosisPage')).NewDiagnosisPage,
      },
    },
    {
      path: 'patients/:id/therapies/new',
      lazy: {
        loader: async () =>
          (await import('./features/patients/therapies/therapy-loaders')).newTherapyLoader,
        Component: async () => (await import('./features/patients/NewTherapyPage')).NewTherapyPage,
      },
    },
    {
      path: 'patients/:id/diagnoses/:idx',
      lazy: {
        loader: async () =>
          (await import('./features/patients/diagnoses/diagnosis-loaders')).diagnosisLoader,
        Component: async () => (await import('./features/patients/DiagnosisPage')).DiagnosisPage,
      },
    },
    {
      path: 'patients/:id/therapies/:idx',
      lazy: {
        loader: async () =>
          (await import('./features/patients/therapies/therapy-loaders')).therapyLoader,
        Component: async () => (await import('./features/patients/TherapyPage')).TherapyPage,
      },
    },
    {
      path: 'patients/:id/diagnoses/:idx/edit',
      lazy: {
        loader: async () =>
          (await import('./features/patients/diagnoses/diagnosis-loaders')).editDiagnosisLoader,
        Component: async () =>
          (await import('./features/patients/EditDiagnosisPage')).EditDiagnosisPage,
      },
    },
    {
      path: 'patients/:id/therapies/:idx/edit',
      lazy: {
        loader: async () =>
          (await import('./features/patients/therapies/therapy-loaders')).editTherapyLoader,
        Component: async () =>
          (await import('./features/patients/EditTherapyPage')).EditTherapyPage,
      },
    },
    {
      path: 'notes-to-finish',
      lazy: {
        Component: async () =>
          (await import('./features/patients/notes-to-finish/NotesToFinishPage')).NotesToFinishPage,
      },
    },
  ];

  const appointmentRoutes: RouteObject[] = [
    {
      index: true,
      lazy: {
        loader: async () =>
          (await import('./features/appointments/calendar/calendar-loader')).calendarLoader,
        Component: async () => {
          const [{ CalendarPage }, { SetupChecklist }] = await Promise.all([
            import('./features/appointments/CalendarPage'),
            import('./features/onboarding/SetupChecklist'),
          ]);
          return function DashboardHome() {
            return <CalendarPage intro={<SetupChecklist />} />;
          };
        },
      },
    },
    {
      path: 'add-appointment',
      lazy: {
        Component: async () =>
          (await import('./features/appointments/AddAppointmentPage')).AddAppointmentPage,
      },
    },
    {
      path: 'edit-appointment/:id',
      lazy: {
        loader: async () => (await import('./features/appointments/loaders')).editAppointmentLoader,
        Component: async () =>
          (await import('./features/appointments/EditAppointmentPage')).EditAppointmentPage,
      },
    },
    {
      path: 'appointment/:id',
      lazy: {
        loader: async () => (await import('./features/appointments/loaders')).appointmentLoader,
        Component: async () =>
          (await import('./features/appointments/AppointmentPage')).AppointmentPage,
      },
    },
    {
      path: 'appointments-today',
      lazy: {
        Component: async () =>
          (await import('./features/appointments/AppointmentsTodayPage')).AppointmentsTodayPage,
      },
    },
  ];

  const jobRoutes: RouteObject[] = [
    {
      path: 'all-jobs',
      lazy: { Component: async () => (await import('./features/jobs/AllJobsPage')).AllJobsPage },
    },
    {
      path: 'add-job',
      lazy: { Component: async () => (await import('./features/jobs/AddJobPage')).AddJobPage },
    },
    {
      path: 'edit-job/:id',
      lazy: {
        loader: async () => (await import('./features/jobs/loaders')).editJobLoader,
        Component: async () => (await import('./features/jobs/EditJobPage')).EditJobPage,
      },
    },
  ];

  const settingsRoute: RouteObject = {
    path: 'settings',
    lazy: {
      Component: async () => (await import('./components/dashboard/SettingsLayout')).SettingsLayout,
    },
    children: [
      {
        index: true,
        lazy: {
          Component: async () =>
            (await import('./features/account/AccountSettingsPage')).AccountSettingsPage,
        },
      },
      {
        path: 'clinic-settings',
        lazy: {
          loader: async () => (await import('./features/clinic/loaders')).clinicSettingsLoader,
          Component: async () =>
            (await import('./features/clinic/ClinicSettingsPage')).ClinicSettingsPage,
        },
      },
      {
        path: 'team-management',
        lazy: {
          Component: async () =>
            (await import('./features/clinic/TeamManagementPage')).TeamManagementPage,
        },
      },
      {
        path: 'team-management/:id/edit',
        lazy: {
          loader: async () => (await import('./features/clinic/loaders')).editTeamMemberLoader,
          Component: async () =>
            (await import('./features/clinic/EditTeamMemberPage')).EditTeamMemberPage,
        },
      },
      {
        path: 'plan-and-billing',
        lazy: {
          Component: async () =>
            (await import('./features/billing/PlanAndBillingPage')).PlanAndBillingPage,
        },
      },
      {
        path: 'services-settings',
        lazy: {
          // Prices show in the clinic's currency and locale, so its settings load first.
          loader: async () => (await import('./features/clinic/loaders')).clinicSettingsLoader,
          Component: async () =>
            (await import('./features/clinic/ServicesSettingsPage')).ServicesSettingsPage,
        },
      },
      {
        path: 'audit-log',
        lazy: {
          Component: async () => (await import('./features/audit/AuditLogPage')).AuditLogPage,
        },
      },
    ],
  };

  const adminRoute: RouteObject = {
    path: 'admin',
    lazy: {
      loader: async () => (await import('./features/admin/admin-loader')).adminLoader,
      Component: async () => (await import('./features/admin/AdminLayout')).AdminLayout,
    },
    children: [
      {
        index: true,
        lazy: {
          Component: async () =>
            (await import('./features/admin/AdminOverviewPage')).AdminOverviewPage,
        },
      },
      {
        path: 'user-management',
        lazy: {
          Component: async () =>
            (await import('./features/admin/UserManagementPage')).UserManagementPage,
        },
      },
      {
        path: 'feedback-management',
        lazy: {
          Component: async () =>
            (await import('./features/admin/FeedbackManagementPage')).FeedbackManagementPage,
        },
      },
      {
        path: 'usage-monitoring',
        lazy: {
          Component: async () =>
            (await import('./features/admin/UsageMonitoringPage')).UsageMonitoringPage,
        },
      },
      {
        path: 'plan-management',
        lazy: {
          Component: async () =>
            (await import('./features/admin/PlanManagementPage')).PlanManagementPage,
        },
      },
    ],
  };

  /** The dashboard: lazy-loaded, behind the sign-in check of `dashboardLoader`. */
  const dashboardRoute: RouteObject = {
    path: 'dashboard',
    // The loader's checks (signed in, two-factor set up) hold for every dashboard screen, not
    // only the first one entered, so it runs again on each navigation (it reads the cache).
    shouldRevalidate: () => true,
    lazy: {
      loader: async () => (await import('./components/dashboard/dashboard-loader')).dashboardLoader,
      Component: async () =>
        (await import('./components/dashboard/DashboardLayout')).DashboardLayout,
    },
    children: [
      {
        // Errors below this point render inside the dashboard's own chrome.
        errorElement: <RouteErrorScreen />,
        children: [
          ...appointmentRoutes,
          ...patientRoutes,
          ...jobRoutes,
          {
            path: 'stats',
            lazy: { Component: async () => (await import('./features/stats/StatsPage')).StatsPage },
          },
          {
            path: 'profile',
            lazy: {
              Component: async () => (await import('./features/account/ProfilePage')).ProfilePage,
            },
          },
          {
            path: 'test-feedback',
            lazy: {
              Component: async () =>
                (await import('./features/feedback/TestFeedbackPage')).TestFeedbackPage,
            },
          },
          {
            path: 'contact-support',
            lazy: {
              Component: async () =>
                (await import('./features/contact/ContactSupportPage')).ContactSupportPage,
            },
          },
          settingsRoute,
          adminRoute,
          notFoundRoute(),
        ],
      },
    ],
  };

  // Everything sits under one root layout.
  return showLazyFailures([
    {
      element: <RootLayout />,
      // Last resort, for a failure of the root layout itself.
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <AppLoadingScreen />,
      children: [
        {
          // Route errors render inside the root layout, so the public chrome stays.
          errorElement: <RouteErrorScreen />,
          children: [
            landingRoute,
            {
              lazy: {
                Component: async () =>
                  (await import('./components/layout/AppServicesLayout')).AppServicesLayout,
              },
              children: [...publicRoutes, dashboardRoute],
            },
            notFoundRoute(),
          ],
        },
      ],
    },
  ]);
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}
