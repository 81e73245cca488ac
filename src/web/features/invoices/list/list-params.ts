import { z } from 'zod';
import { invoiceListQuerySchema } from '../../../../domain/invoices.js';
import {
  urlDefaults,
  urlField,
  urlPage,
  type UrlParams,
} from '../../../components/lists/url-list-params';
import { useUrlListParams } from '../../../components/lists/use-url-list-params';

const query = invoiceListQuerySchema.shape;

/** What the list shows, as kept in the URL (`?q=&status=&page=`). */
export const invoiceListFields = {
  search: urlField('q', query.search.unwrap(), ''),
  status: urlField('status', query.status.unwrap().or(z.literal('all')), 'all'),
  page: urlPage,
};
export type InvoiceListParams = UrlParams<typeof invoiceListFields>;

export const defaultListParams = urlDefaults(invoiceListFields);
export const isFiltered = (params: InvoiceListParams) =>
  params.search !== '' || params.status !== 'all';

export const useInvoiceListParams = () => useUrlListParams(invoiceListFields);
