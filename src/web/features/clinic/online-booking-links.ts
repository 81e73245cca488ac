/** Where a clinic's booking page lives: `<origin>/book/`, then its address (slug). */
export function bookingPagePrefix(origin: string): string {
  return `${origin}/book/`;
}

export function bookingPageUrl(origin: string, slug: string): string {
  return `${bookingPagePrefix(origin)}${slug}`;
}

/**
 * A "Book online" button for the clinic's own website. Its styles are inline so it looks the
 * same on any site, whatever that site's style sheets say.
 */
export function bookingLinkSnippet(url: string): string {
  const style = [
    'display:inline-block',
    'padding:12px 20px',
    'border-radius:6px',
    'background:#0c7a81',
    'color:#ffffff',
    'font-family:sans-serif',
    'font-weight:600',
    'text-decoration:none',
  ].join(';');
  return `<a href="${url}" target="_blank" rel="noopener" style="${style}">Book online</a>`;
}

/** The booking page inside the clinic's own website. */
export function bookingEmbedSnippet(url: string): string {
  return `<iframe src="${url}" title="Book online" width="100%" height="760" style="border:0;max-width:640px" loading="lazy"></iframe>`;
}
