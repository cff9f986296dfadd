import { entityKey } from '@web/lib/query-keys';

/** The templates list's query as the URL holds it. */
export interface TemplatesQuery {
  filter: string;
  page: number;
  active?: 'active' | 'inactive';
  /** `name` or `-name` (issue 18); absent, the list's own order. */
  sort?: string;
}

/** Every key of the templates feature (decision 0019); each call's `queryOptions` takes its key here. */
export const templatesKeys = {
  all: entityKey('templates'),
  lists: () => [...templatesKeys.all, 'list'] as const,
  list: (query: TemplatesQuery) => [...templatesKeys.lists(), query] as const,
  detail: (id: number) => [...templatesKeys.all, 'detail', id] as const,
  /** The task editor's list lives in one query; every change edits it in place. */
  tasks: (templateId: number) => [...templatesKeys.all, 'tasks', templateId] as const,
  /** A lookup, not a template's: it never changes while the app runs. */
  fieldTypes: () => ['field-types'] as const,
};
