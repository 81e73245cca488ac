/** The site-wide defaults of the page head, shared by the web app and the server. */
export const SITE_NAME = 'Motio';

/** Used where a screen has no description of its own (dashboard screens, unknown paths). */
export const DEFAULT_DESCRIPTION =
  'Motio is practice management and medical records for physiotherapy clinics: patient records, scheduling, team roles and billing in one secure place.';

/** The browser tab title: 'Pricing · Motio', or just 'Motio'. */
export function fullPageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}
