import { instantOfLocal } from '../../../domain/clinic-time.js';
import type { MessageLogQuery } from '../../../domain/messages.js';
import type { MessagesPageParams } from './page-params';

/** The API's query for the log's filters: whole days in the clinic's zone become instants. */
export function logQueryOf(params: MessagesPageParams, timeZone: string): MessageLogQuery {
  const query: MessageLogQuery = { page: params.page };
  if (params.channel !== 'all') query.channel = params.channel;
  if (params.status !== 'all') query.status = params.status;
  if (params.kind !== 'all') query.kind = params.kind;
  if (params.from) query.from = instantOfLocal(params.from, 0, timeZone).toISOString();
  // Up to the end of the last day: the next day's midnight.
  if (params.to) query.to = instantOfLocal(params.to, 24 * 60, timeZone).toISOString();
  return query;
}
