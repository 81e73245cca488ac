import { expect, type Page } from '@playwright/test';
import { axeTour } from './axe';
import { test } from './fixtures';

interface DemoMember {
  id: string;
  userId: string;
  email: string;
}

/** A therapist of the demo clinic, for the team member's edit and schedule screens. */
async function demoTherapist(page: Page): Promise<DemoMember> {
  const response = await page.request.get('/api/v1/team/members');
  expect(response.ok()).toBe(true);
  const { members } = (await response.json()) as { members: DemoMember[] };
  return members.find((member) => member.email === 'therapist1@demo-physio.example')!;
}

/** An intake form of the demo clinic, made for the tour: the builder shows it with every kind. */
async function demoIntakeForm(page: Page): Promise<string> {
  const field = (id: string, kind: string, label: string, extra: object = {}) => ({
    id,
    kind,
    label,
    required: true,
    ...extra,
  });
  const response = await page.request.post('/api/v1/intake-forms', {
    data: {
      title: `Axe intake ${Date.now()}`,
      sections: [
        {
          id: 's_axe',
          title: 'About you',
          fields: [
            field('f_text', 'text', 'Phone', { mapsTo: 'phone' }),
            field('f_long', 'longText', 'Medical history'),
            field('f_one', 'singleChoice', 'Where', { choices: ['Back', 'Knee'] }),
            field('f_many', 'multipleChoice', 'When', { choices: ['Sitting', 'Walking'] }),
            field('f_date', 'date', 'Since'),
            field('f_yes', 'yesNo', 'Surgery'),
            field('f_consent', 'consent', 'Consent', { help: 'I agree to be treated.' }),
            field('f_sign', 'signature', 'Signature'),
          ],
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { intakeForm: { id: string } }).intakeForm.id;
}

// The owner's own screens and the clinic's team, billing, online booking and intake forms.
const screens: ((member: { id: string; userId: string; formId: string }) => string)[] = [
  () => '/dashboard/settings',
  () => '/dashboard/profile',
  () => '/dashboard/settings/team-management',
  ({ id }) => `/dashboard/settings/team-management/${id}/edit`,
  ({ userId }) => `/dashboard/settings/team-management/${userId}/schedule`,
  () => '/dashboard/settings/plan-and-billing',
  () => '/dashboard/settings/online-booking',
  () => '/dashboard/settings/messages',
  () => '/dashboard/settings/intake-forms',
  () => '/dashboard/settings/intake-forms/new',
  ({ formId }) => `/dashboard/settings/intake-forms/${formId}`,
];

test('axe finds no violations on the account, team, billing, online booking and intake form screens', async ({
  page,
  storedSignIn,
}) => {
  await storedSignIn();
  const therapist = await demoTherapist(page);
  const formId = await demoIntakeForm(page);
  await axeTour(
    page,
    screens.map((screen) => ({
      name: screen({ id: ':id', userId: ':userId', formId: ':id' }),
      path: screen({ ...therapist, formId }),
    })),
  );
});
