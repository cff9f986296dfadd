import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTasks, sortTasks } from './tasks-cache';
import { templatesKeys } from './templates-keys';

export const tasksQuery = (templateId: number) =>
  queryOptions({
    queryKey: templatesKeys.tasks(templateId),
    queryFn: async ({ signal }) => sortTasks(await getTasks(templateId, signal)),
  });

export function useTasks(templateId: number) {
  return useQuery(tasksQuery(templateId));
}
