import { describe, expect, it } from 'vitest';
import {
  ANA,
  CENTRE,
  JELENA,
  RIVERSIDE,
  SESSION,
  offer,
  twoLocationOffer,
} from './booking-fixtures';
import { ANYONE, readChoice, withChoice, withoutStep } from './booking-choice';

const params = (query: string) => new URLSearchParams(query);
const START = '2026-11-30T08:00:00.000Z';

describe('readChoice', () => {
  it('takes the only location, and asks for one when there are several', () => {
    expect(readChoice(offer, params(''), undefined)).toMatchObject({
      step: 'service',
      locationFixed: true,
    });
    expect(readChoice(twoLocationOffer, params(''), undefined).step).toBe('location');
    expect(readChoice(twoLocationOffer, params(''), RIVERSIDE)).toMatchObject({
      step: 'service',
      locationFixed: true,
      location: { id: RIVERSIDE },
    });
  });

  it('reads each answer in turn and drops one the offer does not hold', () => {
    const full = `service=${SESSION}&practitioner=${ANYONE}&start=${START}&with=${JELENA}`;
    const choice = readChoice(offer, params(full), undefined);
    expect(choice.step).toBe('details');
    expect(choice.practitioner).toBe(ANYONE);
    expect(choice.slot).toEqual({
      start: START,
      end: '2026-11-30T08:45:00.000Z',
      practitionerId: JELENA,
      locationId: CENTRE,
    });
    // A time with someone other than the practitioner chosen is no choice.
    const other = `service=${SESSION}&practitioner=${ANA}&start=${START}&with=${JELENA}`;
    expect(readChoice(offer, params(other), undefined).step).toBe('time');
    // The session is not offered at Riverside.
    const elsewhere = `location=${RIVERSIDE}&service=${SESSION}`;
    expect(readChoice(twoLocationOffer, params(elsewhere), undefined).step).toBe('service');
  });
});

describe('withChoice and withoutStep', () => {
  it('forget every later answer when one changes, and step back one answer', () => {
    const full = params(`service=${SESSION}&practitioner=${ANA}&week=1&start=${START}&with=${ANA}`);
    expect(withChoice(full, { practitioner: JELENA }).toString()).toBe(
      `service=${SESSION}&practitioner=${JELENA}`,
    );
    expect(withoutStep(full, 'details').toString()).toBe(
      `service=${SESSION}&practitioner=${ANA}&week=1`,
    );
    expect(withoutStep(full, 'time').toString()).toBe(`service=${SESSION}`);
  });
});
