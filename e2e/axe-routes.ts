/**
 * Every route of src/web/router.tsx (its full path pattern) and the e2e spec that runs axe on
 * it in the light and the dark theme; accessibility-states.spec.ts adds the error, empty and
 * alternate states of some. src/web/router-axe-coverage.test.ts fails when the router gains a
 * route this list lacks, so that a new screen comes with its axe check.
 */
const publicSite = 'accessibility.spec.ts';
const scheduling = 'accessibility-scheduling.spec.ts';
const clinical = 'accessibility-clinical.spec.ts';
const jobs = 'accessibility-jobs.spec.ts';
const invoices = 'accessibility-invoices.spec.ts';
const feedback = 'accessibility-feedback.spec.ts';
const settings = 'accessibility-settings.spec.ts';
const admin = 'accessibility-admin.spec.ts';

export const axeCheckedRoutes: Readonly<Record<string, string>> = {
  '/': publicSite,
  '/features': publicSite,
  '/pricing': publicSite,
  '/contact': publicSite,
  '/early-access': publicSite,
  '/register': publicSite,
  '/login': publicSite,
  '/verify-email': publicSite,
  '/forgot-password': publicSite,
  '/reset-password': publicSite,
  '/accept-invitation': publicSite,
  '/checkout': publicSite,
  '/checkout/register': publicSite,
  '/checkout/success': publicSite,
  '/terms': publicSite,
  '/privacy': publicSite,
  '/refund-policy': publicSite,
  '/cookies': publicSite,
  '/pay/:token': invoices,
  '/pay/:token/card': invoices,
  '/book/:slug': publicSite,
  '/book/:slug/verify': publicSite,
  '/book/:slug/:locationId': publicSite,
  '/portal/:slug': publicSite,
  '/portal/:slug/sign-in': publicSite,
  '/waitlist/offers/:token': publicSite,
  '/visits/:token': publicSite,
  '/portal/:slug/forms/:id': publicSite,
  '/*': publicSite,

  '/dashboard': scheduling,
  '/dashboard/add-appointment': scheduling,
  '/dashboard/edit-appointment/:id': scheduling,
  '/dashboard/appointment/:id': scheduling,
  '/dashboard/appointments-today': scheduling,
  '/dashboard/waitlist': scheduling,
  '/dashboard/settings/clinic-settings': scheduling,
  '/dashboard/settings/services-settings': scheduling,
  '/dashboard/settings/locations': scheduling,

  '/dashboard/all-patients': clinical,
  '/dashboard/add-patient': clinical,
  '/dashboard/import-patients': clinical,
  '/dashboard/patients/:id': clinical,
  '/dashboard/patients/:id/edit': clinical,
  '/dashboard/patients/:id/print': clinical,
  '/dashboard/patients/:id/diagnoses/new': clinical,
  '/dashboard/patients/:id/diagnoses/:diagnosisId': clinical,
  '/dashboard/patients/:id/diagnoses/:diagnosisId/edit': clinical,
  '/dashboard/patients/:id/therapies/new': clinical,
  '/dashboard/patients/:id/therapies/:treatmentPlanId': clinical,
  '/dashboard/patients/:id/therapies/:treatmentPlanId/edit': clinical,
  '/dashboard/notes-to-finish': clinical,

  '/dashboard/all-jobs': jobs,
  '/dashboard/add-job': jobs,
  '/dashboard/edit-job/:id': jobs,

  '/dashboard/invoices': invoices,
  '/dashboard/invoices/new': invoices,
  '/dashboard/invoices/:invoiceId': invoices,
  '/dashboard/invoices/:invoiceId/edit': invoices,

  '/dashboard/stats': 'accessibility-stats.spec.ts',
  '/dashboard/messages': 'accessibility-messages.spec.ts',

  '/dashboard/test-feedback': feedback,
  '/dashboard/contact-support': feedback,
  '/dashboard/settings/audit-log': feedback,

  '/dashboard/profile': settings,
  '/dashboard/settings': settings,
  '/dashboard/settings/team-management': settings,
  '/dashboard/settings/team-management/:id/edit': settings,
  '/dashboard/settings/team-management/:userId/schedule': settings,
  '/dashboard/settings/plan-and-billing': settings,
  '/dashboard/settings/online-booking': settings,
  '/dashboard/settings/messages': settings,
  '/dashboard/settings/intake-forms': settings,
  '/dashboard/settings/intake-forms/new': settings,
  '/dashboard/settings/intake-forms/:id': settings,

  '/dashboard/admin': admin,
  '/dashboard/admin/user-management': admin,
  '/dashboard/admin/feedback-management': admin,
  '/dashboard/admin/usage-monitoring': admin,
  '/dashboard/admin/plan-management': admin,

  '/dashboard/*': 'accessibility-states.spec.ts',
};
