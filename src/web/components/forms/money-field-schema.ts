import { z } from 'zod';

/**
 * A money field's value as the form holds it (minor units; null when empty, NaN when the text is
 * not an amount), checked by the domain's schema of the amount, whose messages the person sees.
 */
export const moneyField = <Output>(amount: z.ZodType<Output, number | null>) =>
  z.custom<number | null>().pipe(amount);
