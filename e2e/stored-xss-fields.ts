/**
 * Every free-text field Motio stores, where it is written and which screens show it. Each field
 * gets a value that carries a script (`stored()`); e2e/stored-xss.spec.ts writes them all into a
 * fresh clinic and checks, on the canary's screens, that each value shows as text and none runs.
 *
 * A string property of an API request body that is in neither `storedTextFields` nor
 * `notShownAsText` fails the spec: add a new field here with the screens that show it.
 */

/** What the payloads would do if rendered as HTML: set this flag (or open a dialog). */
export const XSS_FLAG = '__xss';

/** Short forms (an inline handler's `__xss=1` is `window.__xss=1`): some fields are short. */
const PAYLOADS = [
  `<img src=x onerror=${XSS_FLAG}=1>`,
  `<script>${XSS_FLAG}=1</script>`,
  `"><svg onload=${XSS_FLAG}=1>`,
  `javascript:${XSS_FLAG}=1`,
] as const;

/** The screens of the spec, named as a user would (their addresses are in the spec). */
export type Screen =
  | 'booking page'
  | 'online booking settings'
  | 'calendar'
  | "today's appointments"
  | 'visit'
  | 'edit visit'
  | 'cancelled appointment'
  | 'blocked time'
  | 'patients list'
  | 'patient overview'
  | 'edit patient'
  | "patient's appointments"
  | "patient's diagnoses"
  | "patient's plans"
  | "patient's visit note"
  | "patient's attachments"
  | "patient's timeline"
  | "patient's access history"
  | 'printed record'
  | 'diagnosis'
  | 'edit diagnosis'
  | 'treatment plan'
  | 'edit treatment plan'
  | 'jobs list'
  | 'edit job'
  | 'stats'
  | 'audit log'
  | 'account settings'
  | 'profile'
  | 'team'
  | 'edit team member'
  | 'schedule'
  | 'services'
  | 'clinic settings'
  | 'locations'
  | 'contact support'
  | 'invitation'
  | 'operator users'
  | 'operator feedback'
  | 'operator usage'
  | 'invoice'
  | 'credit note'
  | 'void invoice'
  | 'intake forms'
  | 'intake form builder'
  | "patient's forms"
  | 'portal form'
  | 'waitlist'
  | 'message settings'
  | 'messages';

export interface StoredTextField {
  /** The field as a person names it; also the marker at the start of its value. */
  field: string;
  /** The request properties that write it: 'METHOD /api/v1/path property' (arrays as `[]`). */
  writes: readonly string[];
  /** Screens that show its value, as text or in a form field. */
  shownOn: readonly Screen[];
  /** The field's length limit, when a payload and its marker could exceed it. */
  maxLength?: number;
  /** Characters the field cannot hold as they are (a file name: no quotes, no slashes). */
  cannotHold?: string;
}

const both = (post: string, put: string, property: string) => [
  `${post} ${property}`,
  `${put} ${property}`,
];
const patient = (property: string) =>
  both('POST /api/v1/patients', 'PUT /api/v1/patients/{id}', property);
const diagnosis = (property: string) =>
  both(
    'POST /api/v1/patients/{patientId}/diagnoses',
    'PUT /api/v1/patients/{patientId}/diagnoses/{id}',
    property,
  );
const plan = (property: string) =>
  both(
    'POST /api/v1/patients/{patientId}/treatment-plans',
    'PUT /api/v1/patients/{patientId}/treatment-plans/{id}',
    property,
  );
const progress = (property: string) => [
  `POST /api/v1/patients/{patientId}/treatment-plans/{id}/progress ${property}`,
];
const note = (section: string) =>
  both('POST /api/v1/patients/{patientId}/notes', 'PUT /api/v1/notes/{id}', section);
const appointment = (property: string) =>
  both('POST /api/v1/appointments', 'PATCH /api/v1/appointments/{id}', property);
const invoice = (property: string) =>
  both('POST /api/v1/invoices', 'PATCH /api/v1/invoices/{id}', property);
const location = (property: string) =>
  both('POST /api/v1/locations', 'PATCH /api/v1/locations/{id}', property);
const profile = (property: string) => [
  `POST /api/v1/auth/register ${property}`,
  `PATCH /api/v1/account/profile ${property}`,
  `POST /api/v1/auth/accept-invitation ${property}`,
];

const patientName: readonly Screen[] = [
  'calendar',
  "today's appointments",
  'visit',
  'edit visit',
  'cancelled appointment',
  'patients list',
  'patient overview',
  'edit patient',
  "patient's timeline",
  'printed record',
  'diagnosis',
  'treatment plan',
  'jobs list',
  'edit job',
  'audit log',
];
const patientDetails: readonly Screen[] = ['patient overview', 'edit patient', 'printed record'];
const memberName: readonly Screen[] = [
  'calendar',
  "today's appointments",
  'visit',
  "patient's visit note",
  "patient's access history",
  'jobs list',
  'stats',
  'audit log',
  'profile',
  'team',
  'edit team member',
  'invitation',
  'operator users',
];
const planPages: readonly Screen[] = ['treatment plan', 'edit treatment plan', 'printed record'];
const intakeForm = (property: string) => [
  `POST /api/v1/intake-forms ${property}`,
  `PUT /api/v1/intake-forms/{id} ${property}`,
];
const intakeFormPages: readonly Screen[] = [
  'intake form builder',
  "patient's forms",
  'portal form',
];
const progressPages: readonly Screen[] = ['treatment plan', 'printed record'];
const notePages: readonly Screen[] = ["patient's visit note", 'printed record'];

export const storedTextFields: readonly StoredTextField[] = [
  {
    field: 'patient first name',
    writes: [...patient('firstName'), 'POST /api/v1/public/clinics/{slug}/bookings firstName'],
    shownOn: patientName,
  },
  {
    field: 'patient last name',
    writes: [...patient('lastName'), 'POST /api/v1/public/clinics/{slug}/bookings lastName'],
    shownOn: patientName,
  },
  { field: 'patient address', writes: patient('address'), shownOn: patientDetails },
  { field: 'patient occupation', writes: patient('occupation'), shownOn: patientDetails },
  {
    field: 'emergency contact',
    writes: patient('emergencyContactName'),
    shownOn: patientDetails,
  },
  { field: 'insurer', writes: patient('insurer'), shownOn: patientDetails },
  { field: 'policy number', writes: patient('policyNumber'), shownOn: patientDetails },
  { field: 'referral source', writes: patient('referralSource'), shownOn: patientDetails },
  { field: 'referring doctor', writes: patient('referringDoctor'), shownOn: patientDetails },
  { field: 'medical history', writes: patient('medicalHistory'), shownOn: patientDetails },
  // Clinical warnings head every tab of the record.
  {
    field: 'allergies',
    writes: patient('allergies'),
    shownOn: [...patientDetails, "patient's appointments", "patient's visit note"],
  },
  { field: 'medications', writes: patient('medications'), shownOn: patientDetails },
  {
    field: 'red flags',
    writes: patient('redFlags'),
    shownOn: [...patientDetails, "patient's appointments", "patient's visit note"],
  },
  { field: 'patient notes', writes: patient('notes'), shownOn: patientDetails },

  {
    field: 'diagnosis',
    writes: diagnosis('description'),
    shownOn: [
      'patient overview',
      "patient's diagnoses",
      "patient's plans",
      "patient's timeline",
      'printed record',
      'diagnosis',
      'edit diagnosis',
      'treatment plan',
    ],
  },
  {
    field: 'body region',
    writes: diagnosis('bodyRegion'),
    shownOn: ["patient's diagnoses", 'diagnosis', 'edit diagnosis', 'printed record'],
  },
  {
    field: 'diagnosis notes',
    writes: diagnosis('notes'),
    shownOn: ['diagnosis', 'edit diagnosis', 'printed record'],
  },

  {
    field: 'plan title',
    writes: plan('title'),
    shownOn: [
      'patient overview',
      "patient's plans",
      "patient's timeline",
      'visit',
      'diagnosis',
      ...planPages,
    ],
  },
  { field: 'plan frequency', writes: plan('frequency'), shownOn: planPages },
  { field: 'plan notes', writes: plan('notes'), shownOn: planPages },
  { field: 'goal', writes: plan('goals[].description'), shownOn: planPages },
  { field: 'goal measure', writes: plan('goals[].measure'), shownOn: planPages },
  { field: 'intervention', writes: plan('interventions[].name'), shownOn: planPages },
  {
    field: 'intervention frequency',
    writes: plan('interventions[].frequency'),
    shownOn: planPages,
  },
  { field: 'intervention notes', writes: plan('interventions[].notes'), shownOn: planPages },
  {
    field: 'outcome measure',
    writes: progress('outcomeMeasure'),
    shownOn: [...progressPages, "patient's timeline"],
  },
  { field: 'joint', writes: progress('rangeOfMotion[].joint'), shownOn: progressPages },
  { field: 'movement', writes: progress('rangeOfMotion[].movement'), shownOn: progressPages },
  { field: 'progress notes', writes: progress('notes'), shownOn: progressPages },

  { field: 'subjective', writes: note('subjective'), shownOn: notePages },
  { field: 'objective', writes: note('objective'), shownOn: notePages },
  { field: 'assessment', writes: note('assessment'), shownOn: notePages },
  { field: 'note plan', writes: note('plan'), shownOn: notePages },
  { field: 'addendum', writes: ['POST /api/v1/notes/{id}/addenda body'], shownOn: notePages },
  {
    field: 'attachment file name',
    writes: ['POST /api/v1/patients/{patientId}/attachments file'],
    shownOn: ["patient's attachments", "patient's timeline", 'printed record'],
    cannotHold: '"/',
  },

  {
    field: 'blocked time title',
    writes: appointment('title'),
    shownOn: ['calendar', "today's appointments", 'blocked time'],
  },
  {
    field: 'appointment notes',
    writes: [...appointment('notes'), 'POST /api/v1/public/clinics/{slug}/bookings note'],
    shownOn: ['visit', 'edit visit'],
  },
  {
    field: 'cancellation reason',
    writes: ['POST /api/v1/appointments/{id}/status reason'],
    shownOn: ['cancelled appointment', 'printed record'],
  },
  {
    field: 'service name',
    writes: ['POST /api/v1/services name', 'PATCH /api/v1/services/{id} name'],
    shownOn: [
      'calendar',
      "today's appointments",
      'visit',
      'edit visit',
      'patient overview',
      "patient's appointments",
      "patient's timeline",
      'printed record',
      'services',
      'stats',
    ],
  },
  {
    field: 'room name',
    writes: ['POST /api/v1/clinic/rooms name', 'PATCH /api/v1/clinic/rooms/{id} name'],
    shownOn: ['visit', 'edit visit', 'locations'],
  },
  {
    field: 'clinic name',
    writes: ['PUT /api/v1/clinic/settings name', 'POST /api/v1/auth/register clinicName'],
    shownOn: ['calendar', 'clinic settings', 'printed record', 'invitation', 'operator usage'],
  },
  {
    field: 'clinic address',
    writes: ['PUT /api/v1/clinic/settings address'],
    shownOn: ['clinic settings', 'printed record'],
  },
  {
    field: 'clinic phone',
    writes: ['PUT /api/v1/clinic/settings phone'],
    shownOn: ['clinic settings', 'printed record'],
    maxLength: 40,
  },
  {
    field: 'cancellation policy',
    writes: ['PUT /api/v1/clinic/settings cancellationPolicy'],
    shownOn: ['clinic settings'],
  },
  {
    field: 'tax number',
    writes: ['PUT /api/v1/clinic/settings taxNumber'],
    shownOn: ['clinic settings'],
  },
  {
    field: 'payment instructions',
    writes: ['PUT /api/v1/clinic/settings paymentInstructions'],
    shownOn: ['clinic settings'],
  },
  {
    field: 'invoice line',
    writes: invoice('lines[].description'),
    shownOn: ['invoice', 'credit note', 'void invoice'],
  },
  {
    field: 'payer name',
    writes: invoice('payerName'),
    shownOn: ['invoice', 'credit note', 'void invoice'],
  },
  {
    field: 'payer reference',
    writes: invoice('payerReference'),
    shownOn: ['invoice', 'void invoice'],
  },
  { field: 'invoice notes', writes: invoice('notes'), shownOn: ['invoice', 'void invoice'] },
  {
    field: 'payment reference',
    writes: ['POST /api/v1/invoices/{id}/payments reference', 'POST /api/v1/payments reference'],
    shownOn: ['invoice'],
  },
  {
    field: 'refund reason',
    writes: ['POST /api/v1/payments/{id}/refunds reason'],
    shownOn: ['invoice'],
  },
  {
    field: 'credit note reason',
    writes: ['POST /api/v1/invoices/{id}/credit-notes reason'],
    shownOn: ['credit note'],
  },
  {
    field: 'package name',
    writes: ['POST /api/v1/packages name', 'PATCH /api/v1/packages/{id} name'],
    shownOn: ['services'],
  },
  {
    field: 'void reason',
    writes: ['POST /api/v1/invoices/{id}/void reason'],
    shownOn: ['void invoice'],
  },

  { field: 'member first name', writes: profile('name'), shownOn: memberName },
  { field: 'member last name', writes: profile('lastName'), shownOn: memberName },
  { field: 'member location', writes: profile('location'), shownOn: ['profile'] },
  {
    field: 'member title',
    writes: ['PATCH /api/v1/team/members/{id} title', 'POST /api/v1/team/invitations title'],
    shownOn: ['profile', 'team', 'edit team member'],
  },

  {
    field: 'job title',
    writes: ['POST /api/v1/jobs title', 'PATCH /api/v1/jobs/{id} title'],
    shownOn: ['jobs list', 'edit job'],
  },
  {
    field: 'job description',
    writes: ['POST /api/v1/jobs description', 'PATCH /api/v1/jobs/{id} description'],
    shownOn: ['edit job'],
  },

  { field: 'feedback', writes: ['POST /api/v1/feedback message'], shownOn: ['operator feedback'] },
  {
    field: 'feedback page',
    writes: ['POST /api/v1/feedback page'],
    shownOn: ['operator feedback'],
  },
  {
    field: 'support subject',
    writes: ['POST /api/v1/support-requests subject'],
    shownOn: ['contact support', 'operator feedback'],
  },
  {
    field: 'support message',
    writes: ['POST /api/v1/support-requests message'],
    shownOn: ['operator feedback'],
  },
  { field: 'contact name', writes: ['POST /api/v1/contact name'], shownOn: ['operator feedback'] },
  {
    field: 'contact subject',
    writes: ['POST /api/v1/contact subject'],
    shownOn: ['operator feedback'],
  },
  {
    field: 'contact message',
    writes: ['POST /api/v1/contact message'],
    shownOn: ['operator feedback'],
  },
  {
    field: 'leave reason',
    writes: ['POST /api/v1/team/{userId}/leave reason'],
    shownOn: ['schedule'],
  },
  {
    field: 'internal notes',
    writes: ['PATCH /api/v1/admin/feedback/{kind}/{id} internalNotes'],
    shownOn: ['operator feedback'],
  },
  { field: 'location name', writes: location('name'), shownOn: ['locations'] },
  { field: 'location address', writes: location('address'), shownOn: ['locations'] },
  { field: 'location phone', writes: location('phone'), shownOn: ['locations'], maxLength: 40 },
  {
    field: 'intake form title',
    writes: intakeForm('title'),
    shownOn: ['intake forms', 'intake form builder', "patient's forms", 'portal form'],
  },
  {
    field: 'intake form description',
    writes: intakeForm('description'),
    shownOn: ['intake form builder', 'portal form'],
  },
  {
    field: 'intake section title',
    writes: intakeForm('sections[].title'),
    shownOn: intakeFormPages,
  },
  {
    field: 'intake question',
    writes: intakeForm('sections[].fields[].label'),
    shownOn: intakeFormPages,
  },
  {
    field: 'intake question help or consent statement',
    writes: intakeForm('sections[].fields[].help'),
    shownOn: intakeFormPages,
  },
  {
    field: 'intake choice',
    writes: intakeForm('sections[].fields[].choices[]'),
    shownOn: intakeFormPages,
  },
  {
    field: 'online booking message',
    writes: ['PUT /api/v1/online-booking/settings message'],
    shownOn: ['booking page', 'online booking settings'],
  },
  {
    field: 'waitlist note',
    writes: ['POST /api/v1/waitlist note', 'POST /api/v1/portal/waitlist note'],
    shownOn: ['waitlist'],
  },
  {
    field: 'SMS text',
    writes: ['confirmation', 'reminder', 'change', 'cancellation'].map(
      (kind) => `PUT /api/v1/messages/settings smsTemplates.${kind}`,
    ),
    // The texts sent from it are shown in the log, on the visit and in the test inbox.
    shownOn: ['message settings', 'messages'],
    maxLength: 640,
  },
  {
    field: 'test inbox reply',
    writes: ['POST /api/v1/messages/test-inbox/reply body'],
    shownOn: ['messages'],
  },
];

/**
 * Request properties that are strings but never shown as free text, each with the reason. Their
 * values are still checked by the screens above where they appear (e.g. a phone number).
 */
export const notShownAsText: Readonly<Record<string, string>> = {
  email: 'an email address, validated as one',
  newEmail: 'an email address, validated as one',
  password: 'a secret, never shown',
  unlockToken: 'a token from a mailed link, never stored or shown',
  currentPassword: 'a secret, never shown',
  newPassword: 'a secret, never shown',
  token: 'a single-use token from a mail link',
  challengeToken: 'a two-factor challenge token',
  code: 'a one-time or recovery code',
  transactionId: 'a payment transaction id, checked with the provider',
  priceId: 'a price id of the catalogue',
  'planInfo.priceId': 'plan info carried through checkout, checked against the catalogue',
  'planInfo.planName': 'plan info carried through checkout, checked against the catalogue',
  'planInfo.planType': 'plan info carried through checkout, checked against the catalogue',
  'planInfo.price': 'plan info carried through checkout, checked against the catalogue',
  'planInfo.currency': 'plan info carried through checkout, checked against the catalogue',
  cardholderName: 'the local test checkout: not stored',
  cardNumber: 'the local test checkout: not stored',
  expiry: 'the local test checkout: not stored',
  cvc: 'the local test checkout: not stored',
  phone: 'digits, spaces and + ( ) - . / only (a clinic phone is free text: see the table)',
  emergencyContactPhone: 'digits, spaces and + ( ) - . / only',
  icd10Code: 'a code of the shipped ICD-10 list',
  timeZone: 'an IANA time zone of the list',
  currency: 'an ISO 4217 code the runtime knows',
  locale: 'a locale of the list',
  calendarColor: 'a #rrggbb colour',
  labelColor: 'a #rrggbb colour',
  color: 'a #rrggbb colour',
  quietFrom: 'a time of day, HH:mm (quiet hours)',
  quietUntil: 'a time of day, HH:mm (quiet hours)',
  from: 'a time of day, HH:mm (a waitlist wish)',
  to: 'a time of day, HH:mm (a waitlist wish)',
  'sections[].id': 'an id the form builder makes: letters, digits, _ and - only',
  'sections[].fields[].id': 'an id the form builder makes: letters, digits, _ and - only',
  'openingHours[].open': 'a time of day, HH:mm',
  'openingHours[].close': 'a time of day, HH:mm',
  'workingHours[].start': 'a time of day, HH:mm',
  'workingHours[].end': 'a time of day, HH:mm',
  'breaks[].start': 'a time of day, HH:mm',
  'breaks[].end': 'a time of day, HH:mm',
  start: "an extra shift's time of day, HH:mm",
  end: "an extra shift's time of day, HH:mm",
  csv: 'an import file: its rows become the patient and appointment fields of the table',
  slug: "a booking page's address: lower-case letters, digits and hyphens only",
  website: 'a field only bots fill in: a booking that has it is refused and nothing is stored',
};

/** A stored field's value: its name as a marker, then a script-bearing payload. */
export function stored(field: string): string {
  const index = storedTextFields.findIndex((entry) => entry.field === field);
  if (index < 0) throw new Error(`"${field}" is not in storedTextFields`);
  const { maxLength = Infinity, cannotHold = '' } = storedTextFields[index]!;
  // Each field its own payload in turn; a field with limits the next one that fits.
  const values = PAYLOADS.map((_, step) => PAYLOADS[(index + step) % PAYLOADS.length]!)
    .map((payload) => `[${field}] ${payload}`)
    .filter(
      (value) => value.length <= maxLength && ![...cannotHold].some((c) => value.includes(c)),
    );
  if (!values[0]) throw new Error(`no payload fits "${field}"`);
  return values[0];
}

/** A value from outside the stored fields (a search, a browser's name) that the app shows back. */
export const reflectedPayload = `${PAYLOADS[0]}${PAYLOADS[2]}`;
