import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './fixtures';
import { waitForDelivery } from './mail';

// The front desk's view of what patients were sent: a patient confirms by text, a moved visit
// reaches their calendar, and a text that cannot arrive goes by email, visibly.
test.use({ viewport: { width: 1280, height: 900 } });

/** The staff API as the signed-in owner; a failure names the call. */
const staffApi =
  (request: APIRequestContext) =>
  async <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, data?: object): Promise<T> => {
    const response = await request.fetch(`/api/v1${url}`, { method, data });
    if (!response.ok())
      throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };

interface Slot {
  start: string;
  practitionerId: string;
  locationId: string;
}

/** A patient who agreed to texts and mail, booked into the first free follow-up from tomorrow. */
async function bookPatient(
  api: ReturnType<typeof staffApi>,
  patient: { firstName: string; phone: string; email: string },
  skip = 0,
) {
  const { patient: created } = await api<{ patient: { id: string } }>('POST', '/patients', {
    ...patient,
    lastName: `Tekst ${randomUUID().slice(0, 6)}`,
    consentToContact: true,
    consentToSms: true,
  });
  const { services } = await api<{ services: { id: string; name: string }[] }>('GET', '/services');
  const service = services.find((candidate) => candidate.name === 'Follow-up treatment')!;
  const from = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const to = new Date(from.getTime() + 14 * 24 * 60 * 60 * 1000);
  const { slots } = await api<{ slots: Slot[] }>(
    'GET',
    `/availability?serviceId=${service.id}&from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  const slot = slots[skip * 7]!;
  const { appointment } = await api<{ appointment: { id: string } }>('POST', '/appointments', {
    patientId: created.id,
    serviceId: service.id,
    therapistId: slot.practitionerId,
    locationId: slot.locationId,
    start: slot.start,
  });
  return { appointmentId: appointment.id, slots, patientId: created.id };
}

test('a patient confirms by text, a moved visit updates their calendar, and a text that cannot arrive goes by email', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const api = staffApi(page.request);
  // Texts go out at any hour of the run: the clinic keeps no quiet hours for this journey.
  const { settings } = await api<{ settings: Record<string, unknown> }>(
    'GET',
    '/messages/settings',
  );
  await api('PUT', '/messages/settings', {
    ...settings,
    smsKinds: ['confirmation', 'reminder', 'change', 'cancellation'],
    quietFrom: '00:00',
    quietUntil: '00:00',
  });
  try {
    const unique = randomUUID().slice(0, 8);
    const nina = {
      firstName: 'Nina',
      phone: `+381 64 ${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`,
      email: `nina.${unique}@example.com`,
    };
    const { appointmentId, slots } = await bookPatient(api, nina);

    // The confirmation texted to Nina's phone shows in the test inbox; she answers C.
    await page.goto('/dashboard/messages?tab=test-inbox');
    const text = page.getByRole('listitem', { name: new RegExp(`^Text to Nina Tekst`) }).first();
    await expect(text).toContainText('is booked for', { timeout: 20_000 });
    const reply = text.getByRole('textbox', { name: /^Reply as Nina/ });
    await reply.pressSequentially('C');
    await text.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/Reply from Nina Tekst \w+: Confirmed the visit\./)).toBeVisible();

    // The visit says so, with its message trail: the text delivered, the mail with its calendar sent.
    await page.goto(`/dashboard/appointment/${appointmentId}`);
    await expect(page.getByText('Confirmed by patient')).toBeVisible();
    const trail = page.getByRole('list', { name: 'Messages about this visit' });
    await expect(trail.getByRole('listitem')).toHaveCount(2);
    await expect(trail).toContainText('Delivered');

    // Staff move the visit: a change text, and a mail whose calendar file replaces the event.
    const later = slots.find(
      (slot) => Date.parse(slot.start) > Date.parse(slots[0]!.start) + 2 * 24 * 60 * 60 * 1000,
    )!;
    await api('PATCH', `/appointments/${appointmentId}`, {
      start: later.start,
      therapistId: later.practitionerId,
      locationId: later.locationId,
    });
    const moved = await waitForDelivery(nina.email, 'has moved');
    expect(moved.attachments).toContain('appointment.ics');
    await page.reload();
    await expect(trail.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText('Confirmed by patient')).toHaveCount(0);

    // A number that cannot take texts: the visit shows the failed text and the email sent instead.
    const petar = {
      firstName: 'Petar',
      phone: '+15005550001',
      email: `petar.${unique}@example.com`,
    };
    const failed = await bookPatient(api, petar, 1);
    await page.goto(`/dashboard/appointment/${failed.appointmentId}`);
    const petarTrail = page.getByRole('list', { name: 'Messages about this visit' });
    // The page asks again while a message is on its way: no reload needed.
    await expect(petarTrail).toContainText('Not a valid mobile number.', { timeout: 20_000 });
    const failedText = petarTrail.getByRole('listitem').filter({ hasText: 'To +15005550001' });
    await expect(failedText).toContainText('Failed');
    await expect(petarTrail.getByRole('listitem').filter({ hasText: petar.email })).toContainText(
      'Sent',
    );
  } finally {
    await api('PUT', '/messages/settings', settings);
  }
});
