import type { AdminFeedbackItem, MoneyView } from '../../../domain/admin.js';
import { inquiryTypeLabels } from '../../../domain/contact.js';
import { feedbackCategoryLabels, supportCategoryLabels } from '../../../domain/feedback.js';
import { formatMoney } from '../../../domain/money.js';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** "1.5 GB": storage in binary units, as the plan limits count it. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 || Number.isInteger(value) ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

export const formatAmount = (amount: MoneyView) =>
  formatMoney({ amountMinor: amount.amount, currency: amount.currency });

/** "$5,165.00", "$10.00 + €4.00"; "$0.00" when there is nothing. */
export const formatAmounts = (amounts: MoneyView[]) =>
  amounts.length === 0
    ? formatAmount({ amount: 0, currency: 'USD' })
    : amounts.map(formatAmount).join(' + ');

const categoryLabels: Record<AdminFeedbackItem['category'], string> = {
  ...inquiryTypeLabels,
  ...supportCategoryLabels,
  ...feedbackCategoryLabels,
};

export const categoryLabel = (category: AdminFeedbackItem['category']) =>
  categoryLabels[category] ?? category;

export const countFormat = new Intl.NumberFormat('en-US');
