import { describe, expect, it } from 'vitest';
import {
  defaultSmsTemplates,
  renderSmsText,
  smsSegments,
  unknownPlaceholders,
} from './sms-text.js';

describe('SMS texts', () => {
  it('fills placeholders and leaves no unknown or missing one behind', () => {
    expect(
      renderSmsText(defaultSmsTemplates.reminder, {
        clinic: 'Sava Physio',
        service: 'Follow-up',
        therapist: 'Ana Petrović',
        when: 'Tue 1 Dec, 09:00',
      }),
    ).toBe(
      'Reminder from Sava Physio: Follow-up with Ana Petrović on Tue 1 Dec, 09:00. Reply C to confirm or X to cancel.',
    );
    expect(renderSmsText('Hi {firstName} {nope}, see you', { firstName: 'Mila' })).toBe(
      'Hi Mila , see you',
    );
  });

  it('names placeholders a clinic mistyped', () => {
    expect(unknownPlaceholders('{clinic}: {date} at {time} {clinic}')).toEqual(['date', 'time']);
    expect(unknownPlaceholders(defaultSmsTemplates.cancellation)).toEqual([]);
  });

  it('counts GSM-7 texts as 160 in one segment and 153 per segment when split', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts GSM extension characters twice', () => {
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
  });

  it('sends a text with a character outside GSM (Đ, an emoji) as UCS-2: 70, then 67 per segment', () => {
    expect(smsSegments('Đorđe')).toEqual({ encoding: 'UCS-2', units: 5, segments: 1 });
    expect(smsSegments('Đ' + 'a'.repeat(69)).segments).toBe(1);
    expect(smsSegments('Đ' + 'a'.repeat(70)).segments).toBe(2);
    // An emoji is two UTF-16 units.
    expect(smsSegments('👍').units).toBe(2);
  });
});
