import type { IntakeForm } from '../../../domain/intake-forms.js';
import type { Service } from '../../../domain/services.js';

export const assessment: Service = {
  id: '00000000-0000-4000-8000-0000000005a1',
  name: 'Initial assessment',
  durationMinutes: 60,
  priceMinor: 9000,
  currency: 'USD',
  color: '#0c7a81',
  noteTemplate: 'initial_assessment',
  active: true,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  locationIds: [],
  practitionerIds: [],
};
export const massage: Service = {
  ...assessment,
  id: '00000000-0000-4000-8000-0000000005a2',
  name: 'Sports massage',
};

export const FORM_ID = '00000000-0000-4000-8000-0000000007a1';

/** A saved form of two sections: details that update the record, then consent and signature. */
export const newPatientForm: IntakeForm = {
  id: FORM_ID,
  title: 'New patient form',
  description: 'Please fill this in before your first visit.',
  serviceIds: [assessment.id],
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  sections: [
    {
      id: 's_details',
      title: 'Your details',
      fields: [
        {
          id: 'f_phone',
          kind: 'text',
          label: 'Phone number',
          help: '',
          required: true,
          choices: [],
          mapsTo: 'phone',
        },
        {
          id: 'f_pain',
          kind: 'singleChoice',
          label: 'Where does it hurt?',
          help: '',
          required: false,
          choices: ['Back', 'Knee'],
          mapsTo: null,
        },
      ],
    },
    {
      id: 's_consent',
      title: 'Consent',
      fields: [
        {
          id: 'f_consent',
          kind: 'consent',
          label: 'Consent to treatment',
          help: 'I agree to be treated.',
          required: true,
          choices: [],
          mapsTo: null,
        },
      ],
    },
  ],
};
