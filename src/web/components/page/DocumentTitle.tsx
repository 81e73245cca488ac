import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, fullPageTitle } from '../../../domain/site-meta';

function setMetaContent(selector: string, content: string): void {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

/**
 * Sets the browser tab title and the page's meta description (and their Open Graph copies, which
 * the server writes into the first response of a public page).
 */
export function DocumentTitle({ title, description }: { title?: string; description?: string }) {
  useEffect(() => {
    const fullTitle = fullPageTitle(title);
    const fullDescription = description ?? DEFAULT_DESCRIPTION;
    document.title = fullTitle;
    setMetaContent('meta[name="description"]', fullDescription);
    setMetaContent('meta[property="og:title"]', fullTitle);
    setMetaContent('meta[property="og:description"]', fullDescription);
  }, [title, description]);
  return null;
}
