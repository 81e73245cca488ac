import {
  packageLineDescription,
  type SellPackageInput,
  type SellPackageResponse,
} from '../../../domain/packages.js';
import type { AppContext } from '../../context.js';
import { patientPackages } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { auditAs } from '../audit/service.js';
import { addDays, clinicBillingOf } from '../invoices/clinic-billing.js';
import { writeDraft } from '../invoices/create.js';
import { patientOr404 } from '../patients/service.js';
import { packageOr404 } from './definitions.js';
import { patientPackagesOf } from './patient-packages.js';

/**
 * Sells a package to a patient: the sessions are theirs from now until the clinic's today plus
 * its validity, and a draft invoice at the package's price is what the desk issues and is paid.
 */
export async function sellPackage(
  ctx: AppContext,
  actor: ClinicActor,
  patientId: string,
  input: SellPackageInput,
): Promise<SellPackageResponse> {
  const { clinicId } = actor;
  return ctx.db.transaction(async (tx) => {
    await patientOr404(tx, clinicId, patientId);
    const definition = await packageOr404(tx, clinicId, input.packageId);
    if (!definition.active)
      throw new HttpError(409, 'PACKAGE_INACTIVE', 'This package is no longer sold.');

    const today = await clinicToday(tx, ctx.clock, clinicId);
    const invoiceId = await writeDraft(
      tx,
      actor,
      await clinicBillingOf(tx, clinicId),
      {
        patientId,
        appointmentIds: [],
        lines: [
          {
            description: packageLineDescription(
              definition.name,
              definition.sessions,
              definition.serviceName,
            ),
            quantity: 1,
            unitPriceCents: definition.priceCents,
            discountCents: 0,
            serviceId: definition.serviceId,
          },
        ],
        payerKind: 'patient',
        payerName: '',
        payerReference: '',
        payerEmail: '',
        notes: '',
      },
      { packageId: definition.id },
    );
    const [sold] = await tx
      .insert(patientPackages)
      .values({
        clinicId,
        patientId,
        packageId: definition.id,
        serviceId: definition.serviceId,
        sessionsTotal: definition.sessions,
        expiresOn: addDays(today, definition.validDays),
        invoiceId,
      })
      .returning({ id: patientPackages.id });
    await auditAs(tx, actor, {
      action: 'package.sell',
      entityType: 'patient_package',
      entityId: sold!.id,
      meta: { patientId, packageId: definition.id, invoiceId },
    });
    const [patientPackage] = await patientPackagesOf(tx, clinicId, patientId, today, sold!.id);
    return { patientPackage: patientPackage!, invoiceId };
  });
}
