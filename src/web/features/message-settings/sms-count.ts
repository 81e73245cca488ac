import { nonGsmCharacters, smsSegments } from '../../../domain/sms-text.js';

/**
 * How a text counts, as the editor says it: "1 segment · 118 of 160 characters", and when a
 * character outside the GSM alphabet makes the whole text UCS-2, which ones.
 */
export function smsCountOf(text: string): { summary: string; unicode: string[] } {
  const { encoding, units, segments } = smsSegments(text);
  const gsm = encoding === 'GSM-7';
  const capacity = segments <= 1 ? (gsm ? 160 : 70) : segments * (gsm ? 153 : 67);
  const count = segments === 1 ? '1 segment' : `${segments} segments`;
  return {
    summary: `${count} · ${units} of ${capacity} characters`,
    unicode: gsm ? [] : nonGsmCharacters(text),
  };
}
