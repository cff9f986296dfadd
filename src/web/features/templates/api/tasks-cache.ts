import type { QueryClient } from '@tanstack/react-query';
import type { Task, TaskField, TasksResponse } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { templatesKeys } from './templates-keys';

const byWeight = (a: { weight: number; id: number }, b: { weight: number; id: number }) =>
  a.weight - b.weight || a.id - b.id;

export const sortTasks = (tasks: Task[]) => [...tasks].sort(byWeight);
export const sortFields = (fields: TaskField[]) => [...fields].sort(byWeight);

/** `GET /api/templates/{templateId}/tasks`: the list is in `data.data`. */
export async function getTasks(templateId: number, signal?: AbortSignal): Promise<Task[]> {
  const data = await api.get<TasksResponse>(`/api/templates/${templateId}/tasks`, undefined, signal);
  return data.data;
}

export function setTasks(queryClient: QueryClient, templateId: number, update: (tasks: Task[]) => Task[]) {
  queryClient.setQueryData<Task[]>(templatesKeys.tasks(templateId), (tasks) =>
    tasks ? update(tasks) : tasks,
  );
}

export function setTaskFields(
  queryClient: QueryClient,
  templateId: number,
  taskId: number,
  update: (fields: TaskField[]) => TaskField[],
) {
  setTasks(queryClient, templateId, (tasks) =>
    tasks.map((t) => (t.id === taskId ? { ...t, fields: sortFields(update(t.fields)) } : t)),
  );
}

/**
 * Where the legacy screen reloaded the whole page (a task left with one field or none), only that
 * task is read again from the server. The save is done by then: the read runs beside what follows
 * it (the form emptied for the next field, the next keystrokes), and a failed read brings back the
 * server's list instead of calling the save failed.
 */
async function refreshTask(queryClient: QueryClient, templateId: number, taskId: number) {
  const fresh = (await getTasks(templateId)).find((t) => t.id === taskId);
  setTasks(queryClient, templateId, (tasks) =>
    fresh ? tasks.map((t) => (t.id === taskId ? fresh : t)) : tasks.filter((t) => t.id !== taskId),
  );
}

export function refreshIfFew(queryClient: QueryClient, templateId: number, taskId: number) {
  const task = queryClient
    .getQueryData<Task[]>(templatesKeys.tasks(templateId))
    ?.find((t) => t.id === taskId);
  if (task && task.fields.length <= 1) {
    refreshTask(queryClient, templateId, taskId).catch(() => restoreTasks(queryClient, templateId));
  }
}

/** After a failed call: the screen goes back to what the server holds. */
export const restoreTasks = (queryClient: QueryClient, templateId: number) =>
  queryClient.invalidateQueries({ queryKey: templatesKeys.tasks(templateId) });
