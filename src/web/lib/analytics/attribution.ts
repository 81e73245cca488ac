import type { EventProperties } from './privacy';

const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

/**
 * Where a visitor came from (registration submit carries UTM and referrer data): the
 * UTM parameters of this page's address and only the host of the referring page, never its path.
 */
export function attributionProperties(
  search: string = window.location.search,
  referrer: string = document.referrer,
): EventProperties {
  const parameters = new URLSearchParams(search);
  const properties: Record<string, string> = {};
  for (const name of UTM_PARAMETERS) {
    const value = parameters.get(name);
    if (value) properties[name] = value;
  }
  try {
    if (referrer) properties.referrer_host = new URL(referrer).host;
  } catch {
    // not a URL: leave it out
  }
  return properties;
}
