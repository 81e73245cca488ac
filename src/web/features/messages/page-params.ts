import { z } from 'zod';
import { calendarDateSchema } from '../../../domain/dates.js';
import { messageChannels, messageKinds, messageStatuses } from '../../../domain/messages.js';
import {
  urlDefaults,
  urlField,
  urlFlag,
  urlPage,
  type UrlParams,
} from '../../components/lists/url-list-params';
import { useUrlListParams } from '../../components/lists/use-url-list-params';

// A day outside the years the API accepts reads as no filter.
const day = calendarDateSchema();

/** The open tab, the log's filters and the inbox's toggle, kept in the URL. */
export const messagesPageFields = {
  tab: urlField('tab', z.enum(['replies', 'test-inbox']), 'log'),
  channel: urlField('channel', z.enum(messageChannels), 'all'),
  status: urlField('status', z.enum(messageStatuses), 'all'),
  kind: urlField('kind', z.enum(messageKinds), 'all'),
  /** The first and last day shown, in the clinic's time zone. */
  from: urlField('from', day, ''),
  to: urlField('to', day, ''),
  handled: urlFlag('handled'),
  page: urlPage,
};
export type MessagesPageParams = UrlParams<typeof messagesPageFields>;

export const defaultPageParams = urlDefaults(messagesPageFields);

export const isLogFiltered = (params: MessagesPageParams) =>
  params.channel !== 'all' ||
  params.status !== 'all' ||
  params.kind !== 'all' ||
  params.from !== '' ||
  params.to !== '';

export const useMessagesPageParams = () => useUrlListParams(messagesPageFields);
