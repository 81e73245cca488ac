import { describe, expect, it } from 'vitest';
import { clinicCountry, toE164 } from './phone-numbers.js';

describe('phone numbers', () => {
  it("takes the clinic's country from its own number, else from its locale", () => {
    expect(clinicCountry({ phone: '+381 21 555 0142', locale: 'en-IE' })).toBe('RS');
    expect(clinicCountry({ phone: '021 555 0142', locale: 'en-IE' })).toBe('IE');
    expect(clinicCountry({ phone: '', locale: 'de-AT' })).toBe('AT');
    expect(clinicCountry({ phone: '', locale: 'en' })).toBe('US');
  });

  it('writes numbers typed locally or internationally as E.164', () => {
    expect(toE164('064 555 0192', 'RS')).toBe('+381645550192');
    expect(toE164('+381 (64) 555-0192', null)).toBe('+381645550192');
    expect(toE164('087 123 4567', 'IE')).toBe('+353871234567');
    // 00 is the international prefix in most of Europe.
    expect(toE164('00381 64 555 0192', 'DE')).toBe('+381645550192');
  });

  it('refuses what is not a phone number', () => {
    expect(toE164('', 'RS')).toBe(null);
    expect(toE164('call me', 'RS')).toBe(null);
    expect(toE164('12', 'RS')).toBe(null);
  });
});
