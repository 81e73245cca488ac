import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * The clinic's country, which a number typed without +country code belongs to: the country of
 * the clinic's own phone number when it is written internationally, else the region of its
 * locale ('en-IE' → IE). Null when neither says.
 */
export function clinicCountry(clinic: { phone: string; locale: string }): CountryCode | null {
  const own = parsePhoneNumberFromString(clinic.phone);
  if (own?.country) return own.country;
  const region = new Intl.Locale(clinic.locale).maximize().region;
  return region && /^[A-Z]{2}$/.test(region) ? (region as CountryCode) : null;
}

/** A number as E.164 ('+381645550192'), read in the clinic's country; null when not a number. */
export function toE164(raw: string, country: CountryCode | null): string | null {
  const parsed = parsePhoneNumberFromString(raw, country ?? undefined);
  return parsed?.isPossible() ? parsed.number : null;
}
