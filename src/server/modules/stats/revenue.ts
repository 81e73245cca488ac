import type { Stats } from '../../../domain/stats.js';
import type { ReceivedPart } from '../billing-reports/received.js';
import type { AppointmentFact } from './queries.js';

interface ServiceRow {
  id: string;
  name: string;
  priceMinor: number;
  currency: string;
}

/**
 * Money received per currency and per service (the parts of lines of each service), beside each
 * service's completed visits. A service with visits but no money shows 0 in its own currency.
 */
export function revenueFigures(
  facts: AppointmentFact[],
  services: ServiceRow[],
  received: ReceivedPart[],
): Stats['revenue'] {
  const completed = new Map(
    facts
      .filter((fact) => fact.kind === 'service' && fact.serviceId && fact.completed > 0)
      .map((fact) => [fact.serviceId!, fact.completed]),
  );
  const totals = new Map<string, Stats['revenue']['totals'][number]>();
  const perService = new Map<string, number>();
  for (const part of received) {
    const total = totals.get(part.currency) ?? {
      currency: part.currency,
      amountMinor: 0,
      paymentsMinor: 0,
      refundsMinor: 0,
      withoutServiceMinor: 0,
    };
    totals.set(part.currency, total);
    total.amountMinor += part.amountCents;
    if (part.kind === 'refund') total.refundsMinor -= part.amountCents;
    else total.paymentsMinor += part.amountCents;
    if (part.serviceId === null) total.withoutServiceMinor += part.amountCents;
    else {
      const key = `${part.serviceId}|${part.currency}`;
      perService.set(key, (perService.get(key) ?? 0) + part.amountCents);
    }
  }
  const byService = services.flatMap((service) => {
    const currencies = [...perService.keys()]
      .filter((key) => key.startsWith(`${service.id}|`))
      .map((key) => key.slice(service.id.length + 1));
    if (currencies.length === 0 && completed.has(service.id)) currencies.push(service.currency);
    return currencies.map((currency) => ({
      serviceId: service.id,
      name: service.name,
      completed: completed.get(service.id) ?? 0,
      priceMinor: service.priceMinor,
      amountMinor: perService.get(`${service.id}|${currency}`) ?? 0,
      currency,
    }));
  });
  byService.sort((a, b) => b.amountMinor - a.amountMinor || a.name.localeCompare(b.name));
  return {
    byService,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
