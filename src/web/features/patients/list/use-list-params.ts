import { useUrlListParams } from '../../../components/lists/use-url-list-params';
import { patientListFields } from './list-params';

/** This list's search, filters, sort and page, kept in the URL. */
export const useListParams = () => useUrlListParams(patientListFields);
