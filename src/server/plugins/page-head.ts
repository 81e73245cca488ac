import type { PublicPage } from '../../domain/public-pages.js';
import { DEFAULT_DESCRIPTION, fullPageTitle, SITE_NAME } from '../../domain/site-meta.js';
import { escapeHtml } from '../html.js';

/** public/og-image.png: the picture link previews show for every page. */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'Motio: practice management and medical records for physiotherapy clinics',
};

/**
 * The title, description, canonical link, Open Graph and Twitter tags of one page, for
 * crawlers and link previews that never run the app's JavaScript. `page` is undefined for
 * screens outside the public pages table (dashboard, unknown paths): site defaults, not indexed.
 */
export function pageHeadTags(page: PublicPage | undefined, appOrigin: string): string {
  const title = fullPageTitle(page?.title);
  const description = page?.description ?? DEFAULT_DESCRIPTION;
  const url = page ? `${appOrigin}${page.path}` : undefined;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    ...(page?.indexed ? [] : [meta('name', 'robots', 'noindex')]),
    ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', `${appOrigin}${OG_IMAGE.path}`),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', OG_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}

/** The head tags that pageHeadTags writes, as index.html carries them before it does. */
const REPLACED_TAGS =
  /<title>[\s\S]*?<\/title>\s*|<meta\s+(?:name="(?:description|robots|twitter:[^"]*)"|property="og:[^"]*")[^>]*>\s*|<link\s+rel="canonical"[^>]*>\s*/g;

/** index.html with its title and page tags replaced by `tags`, where its <title> stood. */
export function withPageHead(html: string, tags: string): string {
  let written = false;
  const replaced = html.replace(REPLACED_TAGS, () => {
    if (written) return '';
    written = true;
    return `${tags}\n    `;
  });
  return written ? replaced : replaced.replace('</head>', `  ${tags}\n  </head>`);
}
