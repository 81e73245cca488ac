import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { RouteErrorScreen } from './components/errors/RouteErrorScreen';
import { AppLoadingScreen } from './components/layout/AppLoadingScreen';
import { RootLayout } from './components/layout/RootLayout';
import { LandingPage } from './features/marketing/LandingPage';
import { showLazyFailures } from './lib/lazy-failures';
import { notFound } from './lib/route-params';

/** Modules, each keyed by the name of the export wanted from it (the type checks it has it). */
type ByExportName<Names extends string, Value> = {
  readonly [Name in Names]: () => Promise<Record<NoInfer<Name>, Value>>;
};

/** The export `name` of the module `modules[name]`, imported. */
async function importExport<Names extends string, Value>(
  modules: ByExportName<Names, Value>,
  name: Names,
): Promise<Value> {
  return (await modules[name]())[name];
}
const screenModules = <Names extends string>(modules: ByExportName<Names, ComponentType>) =>
  modules;
const loaderModules = <Names extends string>(modules: ByExportName<Names, LoaderFunction>) =>
  modules;

/** Every screen's code, imported when its route is first entered. */
const screens = screenModules({
  AppServicesLayout: () => import('./components/layout/AppServicesLayout'),
  FeaturesPage: () => import('./features/marketing/FeaturesPage'),
  PricingPage: () => import('./features/marketing/PricingPage'),
  ContactPage: () => import('./features/contact/ContactPage'),
  EarlyAccessPage: () => import('./features/early-access/EarlyAccessPage'),
  RegisterPage: () => import('./features/auth/RegisterPage'),
  LoginPage: () => import('./features/auth/LoginPage'),
  VerifyEmailPage: () => import('./features/auth/VerifyEmailPage'),
  ForgotPasswordPage: () => import('./features/auth/ForgotPasswordPage'),
  ResetPasswordPage: () => import('./features/auth/ResetPasswordPage'),
  AcceptInvitationPage: () => import('./features/auth/AcceptInvitationPage'),
  CheckoutPage: () => import('./features/billing/CheckoutPage'),
  CheckoutRegisterPage: () => import('./features/billing/CheckoutRegisterPage'),
  CheckoutSuccessPage: () => import('./features/billing/CheckoutSuccessPage'),
  TermsPage: () => import('./features/marketing/TermsPage'),
  PrivacyPage: () => import('./features/marketing/PrivacyPage'),
  RefundPolicyPage: () => import('./features/marketing/RefundPolicyPage'),
  CookiesPage: () => import('./features/marketing/CookiesPage'),
  PayPage: () => import('./features/online-payments/PayPage'),
  PayCardPage: () => import('./features/online-payments/PayCardPage'),
  BookingPage: () => import('./features/booking/BookingPage'),
  VerifyBookingPage: () => import('./features/booking/VerifyBookingPage'),
  PortalPage: () => import('./features/portal/PortalPage'),
  PortalSignInPage: () => import('./features/portal/PortalSignInPage'),
  WaitlistOfferPage: () => import('./features/waitlist-offer/WaitlistOfferPage'),
  VisitLinkPage: () => import('./features/visit-link/VisitLinkPage'),
  PortalFormPage: () => import('./features/portal/forms/PortalFormPage'),

  DashboardLayout: () => import('./components/dashboard/DashboardLayout'),
  DashboardHome: () => import('./components/dashboard/DashboardHome'),
  AddAppointmentPage: () => import('./features/appointments/AddAppointmentPage'),
  EditAppointmentPage: () => import('./features/appointments/EditAppointmentPage'),
  AppointmentPage: () => import('./features/appointments/AppointmentPage'),
  AppointmentsTodayPage: () => import('./features/appointments/AppointmentsTodayPage'),
  WaitlistPage: () => import('./features/waitlist/WaitlistPage'),
  AllPatientsPage: () => import('./features/patients/AllPatientsPage'),
  AddPatientPage: () => import('./features/patients/AddPatientPage'),
  ImportPatientsPage: () => import('./features/patients/import/ImportPatientsPage'),
  PatientPage: () => import('./features/patients/PatientPage'),
  EditPatientPage: () => import('./features/patients/EditPatientPage'),
  PrintRecordPage: () => import('./features/patients/export/PrintRecordPage'),
  NewDiagnosisPage: () => import('./features/patients/NewDiagnosisPage'),
  NewTherapyPage: () => import('./features/patients/NewTherapyPage'),
  DiagnosisPage: () => import('./features/patients/DiagnosisPage'),
  TherapyPage: () => import('./features/patients/TherapyPage'),
  EditDiagnosisPage: () => import('./features/patients/EditDiagnosisPage'),
  EditTherapyPage: () => import('./features/patients/EditTherapyPage'),
  NotesToFinishPage: () => import('./features/patients/notes-to-finish/NotesToFinishPage'),
  AllJobsPage: () => import('./features/jobs/AllJobsPage'),
  AddJobPage: () => import('./features/jobs/AddJobPage'),
  EditJobPage: () => import('./features/jobs/EditJobPage'),
  InvoicesPage: () => import('./features/invoices/InvoicesPage'),
  NewInvoicePage: () => import('./features/invoices/NewInvoicePage'),
  InvoicePage: () => import('./features/invoices/InvoicePage'),
  EditInvoicePage: () => import('./features/invoices/EditInvoicePage'),
  StatsPage: () => import('./features/stats/StatsPage'),
  MessagesPage: () => import('./features/messages/MessagesPage'),
  ProfilePage: () => import('./features/account/ProfilePage'),
  TestFeedbackPage: () => import('./features/feedback/TestFeedbackPage'),
  ContactSupportPage: () => import('./features/contact/ContactSupportPage'),

  SettingsLayout: () => import('./components/dashboard/SettingsLayout'),
  AccountSettingsPage: () => import('./features/account/AccountSettingsPage'),
  ClinicSettingsPage: () => import('./features/clinic/ClinicSettingsPage'),
  TeamManagementPage: () => import('./features/clinic/TeamManagementPage'),
  EditTeamMemberPage: () => import('./features/clinic/EditTeamMemberPage'),
  SchedulePage: () => import('./features/schedules/SchedulePage'),
  PlanAndBillingPage: () => import('./features/billing/PlanAndBillingPage'),
  ServicesSettingsPage: () => import('./features/clinic/ServicesSettingsPage'),
  LocationsPage: () => import('./features/clinic/LocationsPage'),
  OnlineBookingPage: () => import('./features/clinic/OnlineBookingPage'),
  MessageSettingsPage: () => import('./features/message-settings/MessageSettingsPage'),
  IntakeFormsPage: () => import('./features/forms/IntakeFormsPage'),
  IntakeFormBuilderPage: () => import('./features/forms/IntakeFormBuilderPage'),
  AuditLogPage: () => import('./features/audit/AuditLogPage'),

  AdminLayout: () => import('./features/admin/AdminLayout'),
  AdminOverviewPage: () => import('./features/admin/AdminOverviewPage'),
  UserManagementPage: () => import('./features/admin/UserManagementPage'),
  FeedbackManagementPage: () => import('./features/admin/FeedbackManagementPage'),
  UsageMonitoringPage: () => import('./features/admin/UsageMonitoringPage'),
  PlanManagementPage: () => import('./features/admin/PlanManagementPage'),
});

/** The loaders that read a screen's data (or check access) before it shows. */
const loaders = loaderModules({
  dashboardLoader: () => import('./components/dashboard/dashboard-loader'),
  calendarLoader: () => import('./features/appointments/calendar/calendar-loader'),
  appointmentLoader: () => import('./features/appointments/loaders'),
  editAppointmentLoader: () => import('./features/appointments/loaders'),
  patientLoader: () => import('./features/patients/loaders'),
  editPatientLoader: () => import('./features/patients/loaders'),
  printRecordLoader: () => import('./features/patients/export/print-loader'),
  newDiagnosisLoader: () => import('./features/patients/diagnoses/diagnosis-loaders'),
  diagnosisLoader: () => import('./features/patients/diagnoses/diagnosis-loaders'),
  editDiagnosisLoader: () => import('./features/patients/diagnoses/diagnosis-loaders'),
  newTherapyLoader: () => import('./features/patients/therapies/therapy-loaders'),
  therapyLoader: () => import('./features/patients/therapies/therapy-loaders'),
  editTherapyLoader: () => import('./features/patients/therapies/therapy-loaders'),
  editJobLoader: () => import('./features/jobs/loaders'),
  billingSettingsLoader: () => import('./features/invoices/loaders'),
  invoiceLoader: () => import('./features/invoices/loaders'),
  clinicSettingsLoader: () => import('./features/clinic/loaders'),
  editTeamMemberLoader: () => import('./features/clinic/loaders'),
  locationsLoader: () => import('./features/clinic/loaders'),
  onlineBookingLoader: () => import('./features/clinic/loaders'),
  messageSettingsLoader: () => import('./features/message-settings/loaders'),
  intakeFormsLoader: () => import('./features/forms/loaders'),
  newIntakeFormLoader: () => import('./features/forms/loaders'),
  intakeFormLoader: () => import('./features/forms/loaders'),
  scheduleLoader: () => import('./features/schedules/loaders'),
  adminLoader: () => import('./features/admin/admin-loader'),
  messagesLoader: () => import('./features/messages/loaders'),
});

type Screen = keyof typeof screens;
type Loader = keyof typeof loaders;

interface PageOptions {
  loader?: Loader;
  children?: RouteObject[];
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** The lazily loaded screen (and loader) of a route. */
function lazyRoute(screen: Screen, loader?: Loader): Pick<RouteObject, 'lazy'> {
  return {
    lazy: {
      Component: () => importExport(screens, screen),
      ...(loader && { loader: () => importExport(loaders, loader) }),
    },
  };
}

/** A route at `path` showing `screen`; `path` undefined is a layout route that adds no path. */
function page(path: string | undefined, screen: Screen, options: PageOptions = {}): RouteObject {
  const { loader, ...rest } = options;
  return { path, ...lazyRoute(screen, loader), ...rest };
}

/** The route shown at its parent's own path. */
function indexPage(screen: Screen, loader?: Loader): RouteObject {
  return { index: true, ...lazyRoute(screen, loader) };
}

/** Every unknown path answers 404 (the route error screen shows 'page not found'). */
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
 * The complete route table. A factory, not a constant: React Router empties a route's `lazy`
 * object once it has loaded it, so every router (and every test) needs fresh objects.
 */
export function createRoutes(): RouteObject[] {
  const publicRoutes = [
    page('features', 'FeaturesPage'),
    page('pricing', 'PricingPage'),
    page('contact', 'ContactPage'),
    page('early-access', 'EarlyAccessPage'),
    page('register', 'RegisterPage'),
    page('login', 'LoginPage'),
    page('verify-email', 'VerifyEmailPage'),
    page('forgot-password', 'ForgotPasswordPage'),
    page('reset-password', 'ResetPasswordPage'),
    page('accept-invitation', 'AcceptInvitationPage'),
    {
      path: 'checkout',
      children: [
        indexPage('CheckoutPage'),
        page('register', 'CheckoutRegisterPage'),
        page('success', 'CheckoutSuccessPage'),
      ],
    },
    page('terms', 'TermsPage'),
    page('privacy', 'PrivacyPage'),
    page('refund-policy', 'RefundPolicyPage'),
    page('cookies', 'CookiesPage'),
    // A patient's "Pay now" link from an invoice mail: no account needed.
    page('pay/:token', 'PayPage'),
    page('pay/:token/card', 'PayCardPage'),
    // A clinic's online booking page, for its patients: no account needed.
    page('book/:slug', 'BookingPage'),
    page('book/:slug/verify', 'VerifyBookingPage'),
    page('book/:slug/:locationId', 'BookingPage'),
    // A clinic's patients see and change their own visits, signed in by a mailed link.
    page('portal/:slug', 'PortalPage'),
    page('portal/:slug/sign-in', 'PortalSignInPage'),
    page('portal/:slug/forms/:id', 'PortalFormPage'),
    // A freed time mailed to a patient on the waitlist: the link's token is the credential.
    page('waitlist/offers/:token', 'WaitlistOfferPage'),
    // A reminder's Confirm/Cancel link: the token is the credential, used once.
    page('visits/:token', 'VisitLinkPage'),
  ];

  const appointmentRoutes = [
    indexPage('DashboardHome', 'calendarLoader'),
    page('add-appointment', 'AddAppointmentPage'),
    page('edit-appointment/:id', 'EditAppointmentPage', { loader: 'editAppointmentLoader' }),
    page('appointment/:id', 'AppointmentPage', { loader: 'appointmentLoader' }),
    page('appointments-today', 'AppointmentsTodayPage'),
    // Times show in the clinic's zone and locale, so its settings load first.
    page('waitlist', 'WaitlistPage', { loader: 'clinicSettingsLoader' }),
  ];

  const diagnosis = 'patients/:id/diagnoses/:diagnosisId';
  const treatmentPlan = 'patients/:id/therapies/:treatmentPlanId';
  const patientRoutes = [
    page('all-patients', 'AllPatientsPage'),
    page('add-patient', 'AddPatientPage'),
    page('import-patients', 'ImportPatientsPage'),
    page('patients/:id', 'PatientPage', { loader: 'patientLoader' }),
    page('patients/:id/edit', 'EditPatientPage', { loader: 'editPatientLoader' }),
    page('patients/:id/print', 'PrintRecordPage', { loader: 'printRecordLoader' }),
    page('patients/:id/diagnoses/new', 'NewDiagnosisPage', { loader: 'newDiagnosisLoader' }),
    page('patients/:id/therapies/new', 'NewTherapyPage', { loader: 'newTherapyLoader' }),
    page(diagnosis, 'DiagnosisPage', { loader: 'diagnosisLoader' }),
    page(treatmentPlan, 'TherapyPage', { loader: 'therapyLoader' }),
    page(`${diagnosis}/edit`, 'EditDiagnosisPage', { loader: 'editDiagnosisLoader' }),
    page(`${treatmentPlan}/edit`, 'EditTherapyPage', { loader: 'editTherapyLoader' }),
    page('notes-to-finish', 'NotesToFinishPage'),
  ];

  const jobRoutes = [
    page('all-jobs', 'AllJobsPage'),
    page('add-job', 'AddJobPage'),
    page('edit-job/:id', 'EditJobPage', { loader: 'editJobLoader' }),
  ];

  const invoiceRoutes = [
    page('invoices', 'InvoicesPage', { loader: 'billingSettingsLoader' }),
    page('invoices/new', 'NewInvoicePage', { loader: 'billingSettingsLoader' }),
    page('invoices/:invoiceId', 'InvoicePage', { loader: 'invoiceLoader' }),
    page('invoices/:invoiceId/edit', 'EditInvoicePage', { loader: 'invoiceLoader' }),
  ];

  const settingsRoute = page('settings', 'SettingsLayout', {
    children: [
      indexPage('AccountSettingsPage'),
      page('clinic-settings', 'ClinicSettingsPage', { loader: 'clinicSettingsLoader' }),
      page('locations', 'LocationsPage', { loader: 'locationsLoader' }),
      page('team-management', 'TeamManagementPage'),
      page('team-management/:id/edit', 'EditTeamMemberPage', { loader: 'editTeamMemberLoader' }),
      page('team-management/:userId/schedule', 'SchedulePage', { loader: 'scheduleLoader' }),
      page('plan-and-billing', 'PlanAndBillingPage'),
      // Prices show in the clinic's currency and locale, so its settings load first.
      page('services-settings', 'ServicesSettingsPage', { loader: 'clinicSettingsLoader' }),
      page('online-booking', 'OnlineBookingPage', { loader: 'onlineBookingLoader' }),
      page('messages', 'MessageSettingsPage', { loader: 'messageSettingsLoader' }),
      page('intake-forms', 'IntakeFormsPage', { loader: 'intakeFormsLoader' }),
      page('intake-forms/new', 'IntakeFormBuilderPage', { loader: 'newIntakeFormLoader' }),
      page('intake-forms/:id', 'IntakeFormBuilderPage', { loader: 'intakeFormLoader' }),
      page('audit-log', 'AuditLogPage'),
    ],
  });

  const adminRoute = page('admin', 'AdminLayout', {
    loader: 'adminLoader',
    children: [
      indexPage('AdminOverviewPage'),
      page('user-management', 'UserManagementPage'),
      page('feedback-management', 'FeedbackManagementPage'),
      page('usage-monitoring', 'UsageMonitoringPage'),
      page('plan-management', 'PlanManagementPage'),
    ],
  });

  /** The signed-in app, behind the sign-in check of `dashboardLoader`. */
  const dashboardRoute = page('dashboard', 'DashboardLayout', {
    loader: 'dashboardLoader',
    // The loader's checks (signed in, two-factor set up) hold for every dashboard screen, not
    // only the first one entered, so it runs again on each navigation (it reads the cache).
    shouldRevalidate: () => true,
    children: [
      {
        // Errors below this point render inside the dashboard's own chrome.
        errorElement: <RouteErrorScreen />,
        children: [
          ...appointmentRoutes,
          ...patientRoutes,
          ...jobRoutes,
          ...invoiceRoutes,
          page('stats', 'StatsPage'),
          // Times and the date filter are in the clinic's time zone, so its settings load first.
          page('messages', 'MessagesPage', { loader: 'messagesLoader' }),
          page('profile', 'ProfilePage'),
          page('test-feedback', 'TestFeedbackPage'),
          page('contact-support', 'ContactSupportPage'),
          settingsRoute,
          adminRoute,
          notFoundRoute(),
        ],
      },
    ],
  });

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
            // The landing page: part of the first chunk (no waterfall before its first paint)
            // and the only route rendered without the query cache (see AppServicesLayout).
            { index: true, Component: LandingPage },
            page(undefined, 'AppServicesLayout', { children: [...publicRoutes, dashboardRoute] }),
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
