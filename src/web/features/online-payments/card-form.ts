import { z } from 'zod';
import { payCardSchema } from '../../../domain/online-payments.js';
import { cardNumberDigits } from '../../lib/card-input';

/** The card form as typed: the number with its spaces, which the check removes. */
export const cardFormSchema = z.object({
  cardNumber: z.string().transform(cardNumberDigits).pipe(payCardSchema.shape.cardNumber),
  expiry: payCardSchema.shape.expiry,
  cvc: payCardSchema.shape.cvc,
});
export type CardFormValues = z.input<typeof cardFormSchema>;
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;
