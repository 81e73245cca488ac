/**
 * What the local providers' card fields show while typing. The values sent are the
 * digits (card number) and MM/YY (expiry), as localCheckoutSchema expects.
 */

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Card numbers have at most 19 digits. */
export const cardNumberDigits = (value: string) => digitsOf(value, 19);

/** "4242424242424242" -> "4242 4242 4242 4242". */
export const formatCardNumber = (value: string) =>
  cardNumberDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1228" -> "12/28"; the slash appears once the year starts, so deleting never fights it. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => digitsOf(value, 4);
