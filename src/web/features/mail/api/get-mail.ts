import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailDetail } from '@shared/schemas/mail';
import { api } from '@web/lib/api-client';
import { mailKeys } from './mail-keys';

/** One mail with its text and every try to send it. */
export const mailQuery = (id: number) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: ({ signal }) => api.get<MailDetail>(`/api/mail/${id}`, undefined, signal),
  });

export function useMail(id: number) {
  return useQuery(mailQuery(id));
}
