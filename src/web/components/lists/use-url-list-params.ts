import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readUrlParams, writeUrlParams, type UrlField, type UrlParams } from './url-list-params';

/**
 * A list's state lives in the URL, so the back button and a shared link show the same list.
 * A change of what is shown goes back to page 1; typing in the search box replaces the history
 * entry instead of adding one per word.
 */
export function useUrlListParams<F extends Record<string, UrlField<string | number | boolean>>>(
  fields: F & { page: UrlField<number> },
) {
  const [url, setUrl] = useSearchParams();
  const params = readUrlParams(fields, url);
  // The URL as it is when a change lands, not as it was rendered: the search box sends its words
  // after a pause, by which time a filter may have changed (and the other way round).
  const latest = useRef(url);
  useLayoutEffect(() => {
    latest.current = url;
  }, [url]);

  const update = (change: Partial<UrlParams<F>>, { replace = false } = {}) => {
    const page = change.page ?? 1;
    const next = writeUrlParams(fields, {
      ...readUrlParams(fields, latest.current),
      ...change,
      page,
    });
    latest.current = next;
    setUrl(next, { replace });
  };

  return { params, update };
}
