import { describe, expect, it } from 'vitest';
import { addMoney, formatMoney, minorUnitDigits, money, multiplyMoney } from './money.js';

describe('money as integer minor units plus currency', () => {
  it('formats US dollars with the symbol, thousands separator and two decimals', () => {
    expect(formatMoney(money(2499))).toBe('$24.99');
    expect(formatMoney(money(2083))).toBe('$20.83');
    expect(formatMoney(money(10000))).toBe('$100.00');
    expect(formatMoney(money(123456))).toBe('$1,234.56');
  });

  it("reads minor units by the currency's own number of decimals", () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(formatMoney(money(500, 'JPY'))).toBe('¥500');
  });

  it('adds and multiplies exactly, and refuses to mix currencies or fractions of a cent', () => {
    expect(addMoney(money(2499), money(2000))).toEqual(money(4499));
    expect(multiplyMoney(money(500), 12)).toEqual(money(6000));
    expect(() => addMoney(money(1), money(1, 'EUR'))).toThrow(RangeError);
    expect(() => money(20.5)).toThrow(RangeError);
  });
});
