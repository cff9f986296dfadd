import { useQuery } from '@tanstack/react-query';
import { getTasks, sortTasks, tasksKey } from './tasks-cache';

export function useTasks(templateId: number) {
  return useQuery({
    queryKey: tasksKey(templateId),
    queryFn: async ({ signal }) => sortTasks(await getTasks(templateId, signal)),
  });
}
