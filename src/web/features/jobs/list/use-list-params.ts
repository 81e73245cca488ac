import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readListParams, writeListParams, type JobListParams } from './list-params';

/**
 * The list's state lives in the URL, so the back button and a shared link show the same list.
 * A change of what is shown goes back to page 1; typing in the search box replaces the history
 * entry instead of adding one per word.
 */
export function useListParams() {
  const [url, setUrl] = useSearchParams();
  const params = readListParams(url);
  // The URL as it is when a change lands, not as it was rendered: the search box sends its words
  // after a pause, by which time a filter may have changed (and the other way round).
  const latest = useRef(url);
  useLayoutEffect(() => {
    latest.current = url;
  }, [url]);

  const update = (change: Partial<JobListParams>, { replace = false } = {}) => {
    const page = change.page ?? 1;
    const next = writeListParams({ ...readListParams(latest.current), ...change, page });
    latest.current = next;
    setUrl(next, { replace });
  };

  return { params, update };
}
