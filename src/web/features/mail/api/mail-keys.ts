import { entityKey } from '@web/lib/query-keys';

/** The mail log's query as the URL holds it; empty values are left out of the call. */
export interface MailListQuery {
  page: number;
  /** A column, `-column` descending (issue 18); absent for newest first. */
  sort?: string;
  status?: string;
  kind?: string;
  filter?: string;
}

/** Every key of the mail feature (decision 0019). */
export const mailKeys = {
  all: entityKey('mail'),
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (query: MailListQuery) => [...mailKeys.lists(), query] as const,
  detail: (id: number) => [...mailKeys.all, 'detail', id] as const,
};
