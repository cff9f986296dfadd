import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Condition } from '@shared/schemas/checklist-logic';
import type { Task } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { restoreTasks, setTasks, sortTasks } from './tasks-cache';

export interface TaskValues {
  task: string;
  weight: number;
  /** "Show only when" for the whole task; null: always shown (issue 16). */
  condition: Condition | null;
}

/** `POST /api/template/tasks`; the answer is the new task, weight a number. */
export async function createTask(templateId: number, values: TaskValues): Promise<Task> {
  const task = await api.post<Task>('/api/template/tasks', { ...values, template_id: templateId });
  return { ...task, weight: Number(task.weight) };
}

export function useCreateTask(templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TaskValues) => createTask(templateId, values),
    // Re-sorted by weight as soon as the task is in.
    onSuccess: (task) => setTasks(queryClient, templateId, (tasks) => sortTasks([...tasks, task])),
    onError: () => restoreTasks(queryClient, templateId),
  });
}
