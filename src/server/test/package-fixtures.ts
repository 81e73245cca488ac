import type { TestContext } from './app.js';
import { apiCaller } from './appointment-helpers.js';
import { billingClinic } from './invoice-fixtures.js';

type Call = ReturnType<typeof apiCaller>;

/** A billing clinic with a package of its service defined through the API. */
export async function clinicWithPackage(
  ctx: TestContext,
  call: Call,
  values: Record<string, unknown> = {},
) {
  const clinic = await billingClinic(ctx);
  const created = await call('POST', '/packages', clinic.cookie, {
    name: '10 × Manual therapy',
    serviceId: clinic.service.id,
    sessions: 10,
    priceCents: 45000,
    validDays: 180,
    ...values,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return { ...clinic, packageId: created.json().package.id as string };
}

/** Sells a package to a patient through the API. */
export async function sell(call: Call, cookie: string, patientId: string, packageId: string) {
  const sold = await call('POST', `/patients/${patientId}/packages`, cookie, { packageId });
  if (sold.statusCode !== 201) throw new Error(sold.body);
  return sold.json() as { patientPackage: { id: string }; invoiceId: string };
}
