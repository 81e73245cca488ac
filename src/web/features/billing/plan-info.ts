import {
  planInfoSchema,
  type BillingInterval,
  type PlanInfo,
  type Product,
} from '../../../domain/billing.js';
import {
  ADD_ONS_QUERY_PARAM,
  addOnSelectionParam,
  readAddOnSelection,
  type AddOnSelection,
} from '../../../domain/pricing.js';
import { formatPrice } from './price-format';

/** The plan type is the plan's name lowercased, spaces turned into hyphens. */
export function planTypeOf(planName: string): string {
  return planName.trim().toLowerCase().replace(/\s+/g, '-');
}

/** /checkout ?plan=: the first product whose name contains the text, any case. */
export function productMatching(products: readonly Product[], text: string): Product | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return products.find((product) => product.name.toLowerCase().includes(wanted));
}

/** The plan info checkout hands to registration; null when the product has no such price. */
export function planInfoFor(product: Product, interval: BillingInterval): PlanInfo | null {
  const price = product.prices[interval];
  if (!price) return null;
  return {
    priceId: price.priceId,
    planName: product.name,
    planType: planTypeOf(product.name),
    interval,
    price: formatPrice(price),
    currency: price.currency,
  };
}

/** The add-ons chosen on the pricing page, from an address of the checkout. */
export const chosenAddOns = (search: URLSearchParams) =>
  readAddOnSelection(search.get(ADD_ONS_QUERY_PARAM));

const PLAN_INFO_KEYS = [
  'priceId',
  'planName',
  'planType',
  'interval',
  'price',
  'currency',
] as const;

/** Extra query parameters of /checkout/register: a paid transaction and its email. */
export interface CompletedPayment {
  tid: string;
  email?: string | null;
}

/**
 * /checkout/register?priceId=…&planName=…&planType=…&interval=…&price=…&currency=…, with the
 * add-ons chosen on the pricing page (`addOns`) so its summary still lists them.
 */
export function checkoutRegisterPath(
  planInfo: PlanInfo,
  payment?: CompletedPayment,
  addOns: AddOnSelection = {},
): string {
  const query = new URLSearchParams();
  for (const key of PLAN_INFO_KEYS) query.set(key, planInfo[key]);
  const chosen = addOnSelectionParam(addOns);
  if (chosen) query.set(ADD_ONS_QUERY_PARAM, chosen);
  if (payment) {
    query.set('tid', payment.tid);
    if (payment.email) query.set('email', payment.email);
  }
  return `/checkout/register?${query.toString()}`;
}

/**
 * The plan info in /checkout/register's address, or null when it is missing or damaged: the
 * server checks it against the payment, so a plan that cannot pass is refused before paying.
 */
export function readPlanInfo(search: URLSearchParams): PlanInfo | null {
  const values = Object.fromEntries(PLAN_INFO_KEYS.map((key) => [key, search.get(key) ?? '']));
  const parsed = planInfoSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}
