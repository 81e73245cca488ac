import { useUrlListParams } from '../../../components/lists/use-url-list-params';
import { readListParams, writeListParams } from './list-params';

/** This list's search, filters, sort and page, kept in the URL. */
export const useListParams = () =>
  useUrlListParams({ read: readListParams, write: writeListParams });
