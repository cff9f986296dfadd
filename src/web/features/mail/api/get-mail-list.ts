import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailListResponse } from '@shared/schemas/mail';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type MailListQuery, mailKeys } from './mail-keys';

/** One page of the mail log, newest first. */
export const mailListQuery = (query: MailListQuery) =>
  queryOptions({
    queryKey: mailKeys.list(query),
    queryFn: ({ signal }) => api.get<MailListResponse>('/api/mail', { ...query }, signal),
    ...listQueryOptions,
  });

export function useMailList(query: MailListQuery) {
  return useQuery(mailListQuery(query));
}
