import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicPageFor } from '../../../domain/public-pages';
import { DEFAULT_DESCRIPTION } from '../../../domain/site-meta';
import { DocumentTitle } from './DocumentTitle';
import { PublicPageMeta } from './PublicPageMeta';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

// The tags the server writes into index.html; the app keeps them in step on navigation.
beforeEach(() => {
  document.head.innerHTML = `
    <meta name="description" content="server default" />
    <meta property="og:title" content="Motio" />
    <meta property="og:description" content="server default" />`;
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('page title and description on navigation (each page its own title and meta description)', () => {
  it("sets a public page's title, description and their Open Graph copies from the one table", () => {
    const pricing = publicPageFor('/pricing')!;
    render(<PublicPageMeta path="/pricing" />);
    expect(document.title).toBe('Pricing · Motio');
    expect(meta('meta[name="description"]')).toBe(pricing.description);
    expect(meta('meta[property="og:title"]')).toBe('Pricing · Motio');
    expect(meta('meta[property="og:description"]')).toBe(pricing.description);
  });

  it('falls back to the site description on a screen without its own', () => {
    render(<PublicPageMeta path="/pricing" />).unmount();
    render(<DocumentTitle title="Team" />);
    expect(document.title).toBe('Team · Motio');
    expect(meta('meta[name="description"]')).not.toBe(publicPageFor('/pricing')!.description);
    expect(meta('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
  });
});
