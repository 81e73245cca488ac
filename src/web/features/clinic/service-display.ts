import { formatMoney, money } from '../../../domain/money.js';
import type { Service } from '../../../domain/services.js';

/** "45 min", "1 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const servicePrice = (service: Pick<Service, 'priceMinor' | 'currency'>) =>
  formatMoney(money(service.priceMinor, service.currency));
