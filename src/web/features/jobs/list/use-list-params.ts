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

  const update = (change: Partial<JobListParams>, { replace = false } = {}) => {
    const page = change.page ?? 1;
    setUrl(writeListParams({ ...params, ...change, page }), { replace });
  };

  return { params, update };
}
