import { describe, expect, it } from 'vitest';
import { attributionProperties } from './attribution';

describe('registration attribution (UTM and referrer data)', () => {
  it('keeps the UTM parameters and only the host of the referring page', () => {
    expect(
      attributionProperties(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&email=ana@example.com',
        'https://blog.example.com/posts/moving-clinics?ref=42',
      ),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      referrer_host: 'blog.example.com',
    });
  });

  it('is empty for a direct visit', () => {
    expect(attributionProperties('', '')).toEqual({});
  });
});
