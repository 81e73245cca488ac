import { expect, type Page } from '@playwright/test';
import { axeTour } from './axe';
import { test } from './fixtures';
import { waitForDelivery } from './mail';

async function created<T>(page: Page, url: string, data: object): Promise<T> {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** A draft invoice of a new patient, made once per worker (a draft shows the editor too). */
let draftId: Promise<string> | undefined;
function demoDraftId(page: Page): Promise<string> {
  draftId ??= (async () => {
    const { patient } = await created<{ patient: { id: string } }>(page, '/api/v1/patients', {
      firstName: 'Axe',
      lastName: `Invoice-${Date.now()}`,
      dateOfBirth: '1980-01-01',
      confirmDuplicate: true,
    });
    const { invoice } = await created<{ invoice: { id: string } }>(page, '/api/v1/invoices', {
      patientId: patient.id,
      lines: [{ description: 'Initial assessment', quantity: 1, unitPriceCents: 6500 }],
    });
    return invoice.id;
  })();
  return draftId;
}

const screens: ((id: string) => string)[] = [
  () => '/dashboard/invoices',
  () => '/dashboard/invoices/new',
  (id) => `/dashboard/invoices/${id}`,
  (id) => `/dashboard/invoices/${id}/edit`,
];

test('axe finds no violations on the invoice screens at 1280 and 375 px', async ({
  page,
  storedSignIn,
}) => {
  await storedSignIn();
  const id = await demoDraftId(page);
  await axeTour(
    page,
    screens.map((screen) => ({ name: screen(':id'), path: screen(id) })),
    { widths: [1280, 375] },
  );
});

test.describe("accessibility of the patient's pay pages", () => {
  test('axe finds no violations on /pay/:token and /pay/:token/card', async ({
    page,
    storedSignIn,
  }) => {
    await storedSignIn();
    const email = `axe.pay.${Date.now()}@example.com`;
    const { patient } = await created<{ patient: { id: string } }>(page, '/api/v1/patients', {
      firstName: 'Axe',
      lastName: `Pay-${Date.now()}`,
      dateOfBirth: '1980-01-01',
      email,
    });
    const { invoice } = await created<{ invoice: { id: string } }>(page, '/api/v1/invoices', {
      patientId: patient.id,
      lines: [{ description: 'Follow-up treatment', quantity: 1, unitPriceCents: 6500 }],
    });
    const issued = await page.request.post(`/api/v1/invoices/${invoice.id}/issue`, {
      data: { send: true },
    });
    expect(issued.status(), await issued.text()).toBe(200);
    const mail = await waitForDelivery(email, 'Invoice');
    const payPath = new URL(/https?:\/\/\S+\/pay\/[\w-]+/.exec(mail.text)![0]).pathname;

    await axeTour(page, [
      { name: '/pay/:token', path: payPath },
      { name: '/pay/:token/card', path: `${payPath}/card` },
    ]);
  });
});
