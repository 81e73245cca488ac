import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });
// A whole journey through six screens: 30 s was too tight while the other worker is busy too.
test.describe.configure({ timeout: 60_000 });

/** A one-page PDF: the server checks the type by its content, not by the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A completed visit of the patient yesterday, booked through the API: early, before opening, so
 * no demo appointment is in the way, and an hour later on a retry, whose first try booked it.
 */
async function completedVisit(page: Page, patientId: string) {
  const me = await (await page.request.get('/api/v1/users/current-user')).json();
  const services = await (await page.request.get('/api/v1/services')).json();
  const start = new Date(Date.now() - 24 * 3600 * 1000);
  start.setUTCHours(5 + test.info().retry, 0, 0, 0);
  const created = await page.request.post('/api/v1/appointments', {
    data: {
      patientId,
      therapistId: me.user.id,
      serviceId: services.services[0].id,
      start: start.toISOString(),
      end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      confirmOutsideOpeningHours: true,
      confirmOutsideWorkingHours: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { appointment } = await created.json();
  for (const status of ['arrived', 'completed']) {
    const changed = await page.request.post(`/api/v1/appointments/${appointment.id}/status`, {
      data: { status },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
  return appointment.id as string;
}

test.describe('clinical record journey', () => {
  test.beforeEach(async ({ storedSignIn }) => {
    await storedSignIn();
  });

  test('a therapist records a patient from first assessment: diagnosis, plan, progress, signed note and an attachment', async ({
    page,
  }) => {
    const lastName = `Record-${Date.now()}`;
    await page.goto('/dashboard/add-patient');
    await page.getByRole('textbox', { name: 'First name' }).fill('Dragana');
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await page.getByLabel('Date of birth').fill('1979-04-02');
    await page.getByRole('textbox', { name: 'Allergies' }).fill('Latex');
    await page.getByRole('button', { name: 'Add patient' }).click();
    await expect(page).toHaveURL(/\/dashboard\/patients\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Dragana ${lastName}` }),
    ).toBeVisible();
    await expect(page.getByRole('alert', { name: 'Clinical warnings' })).toContainText('Latex');
    const patientId = page.url().split('/').pop()!;

    // Diagnosis from the shipped ICD-10 list.
    await page.goto(`/dashboard/patients/${patientId}/diagnoses/new`);
    await page.getByRole('combobox', { name: 'ICD-10 code' }).fill('low back');
    await page.getByRole('option', { name: /M54\.5/ }).click();
    await page.getByRole('textbox', { name: 'Body region' }).fill('Lumbar spine');
    await page.getByRole('button', { name: 'Save diagnosis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Low back pain' })).toBeVisible();

    // A plan for it, with a measurable goal.
    await page.getByRole('link', { name: 'New treatment plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New treatment plan' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill('Back to running');
    await page.getByRole('textbox', { name: 'Description' }).fill('Pain while running');
    await page.getByRole('textbox', { name: 'Measure and unit' }).fill('Pain (0–10)');
    await page.getByRole('textbox', { name: 'Baseline' }).fill('7');
    await page.getByRole('textbox', { name: 'Target' }).fill('2');
    await page.getByRole('button', { name: 'Create treatment plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Back to running' })).toBeVisible();
    await expect(page.getByText('Low back pain').first()).toBeVisible();

    // Progress, drawn and listed.
    await page.getByRole('textbox', { name: 'Pain (0–10)' }).fill('5');
    await page.getByRole('textbox', { name: 'Notes' }).last().fill('Ran 3 km without stopping.');
    await page.getByRole('button', { name: 'Record progress' }).last().click();
    await expect(page.getByRole('table', { name: 'Progress entries' })).toContainText('5');
    await expect(page.getByText('No progress recorded yet')).toBeHidden();

    // A signed note of a completed visit; corrections only as addenda.
    const visitId = await completedVisit(page, patientId);
    await page.goto(`/dashboard/patients/${patientId}?tab=notes&appointment=${visitId}`);
    await expect(page.getByRole('heading', { name: 'Write visit note' })).toBeVisible();
    await page.getByRole('textbox', { name: /Subjective/ }).fill('Pain 5/10 after running.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('form', { name: 'Edit draft note' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign note' }).click();
    await page
      .getByRole('dialog', { name: 'Sign this note?' })
      .getByRole('button', { name: 'Sign note' })
      .click();
    await expect(page.getByText(/Signed by/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeHidden();
    await page.getByRole('textbox', { name: 'Add addendum' }).fill('Also reports better sleep.');
    await page.getByRole('button', { name: 'Add addendum' }).click();
    await expect(page.getByRole('list', { name: 'Addenda' })).toContainText(
      'Also reports better sleep.',
    );

    // An attachment, uploaded and downloaded through the authorised route.
    await page.goto(`/dashboard/patients/${patientId}?tab=attachments`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload file' }).click();
    await (
      await chooser
    ).setFiles({ name: 'mri-report.pdf', mimeType: 'application/pdf', buffer: PDF });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download mri-report.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('mri-report.pdf');

    // Everything is on the timeline, newest first.
    await page.goto(`/dashboard/patients/${patientId}?tab=timeline`);
    const timeline = page.getByRole('tabpanel', { name: 'Timeline' });
    for (const entry of ['mri-report.pdf', 'Back to running', 'Low back pain']) {
      await expect(timeline).toContainText(entry);
    }
  });
});
