import { describe, expect, it } from 'vitest';
import { cardNumberDigits, formatCardNumber, formatCvc, formatExpiry } from './card-input';

describe('card fields of the local payment overlay', () => {
  it('groups the card number in fours and keeps only digits, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00000002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(cardNumberDigits('4242 4242 4242 4242 4242')).toBe('4242424242424242424');
  });

  it('writes the expiry as MM/YY and the CVC as up to 4 digits', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('12289')).toBe('12/28');
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
