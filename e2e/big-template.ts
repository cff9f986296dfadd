import type { APIRequestContext } from '@playwright/test';

const pad = (n: number) => String(n).padStart(3, '0');

/**
 * A full commercial inspection template built through the API as an Admin would build it, task
 * after task and field after field: "Task 001" … with weights 1 …, each with Text fields
 * "Check 001.01" …. Used by the task editor's browser test and its benchmark.
 */
export async function buildTemplate(
  request: APIRequestContext,
  csrf: string,
  {
    name,
    tasks,
    fields,
    rules = false,
  }: {
    name: string;
    tasks: number;
    fields: number;
    /**
     * Checklist logic on everything (issue 16): a task's later fields show when its first is
     * answered, and each task after the first when the previous task's first field is answered.
     */
    rules?: boolean;
  },
): Promise<number> {
  const headers = { 'X-CSRF-Token': decodeURIComponent(csrf) };
  const post = async <T>(url: string, data: object): Promise<T> => {
    const response = await request.post(url, { headers, data });
    if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const template = await post<{ id: number }>('/api/templates', {
    name,
    company_name: 'Greenleaf Pest & Lawn',
  });
  let previousFirst: number | null = null;
  const field = (taskId: number, t: number, f: number, condition: object | null) =>
    post<{ id: number }>('/api/template/tasks/fields', {
      task_id: taskId,
      field_name: `Check ${pad(t)}.${String(f + 1).padStart(2, '0')}`,
      field_type: 1,
      required: 0,
      options: '[]',
      weight: f + 1,
      default_value: '',
      ...(rules ? { condition } : {}),
    });
  for (let t = 1; t <= tasks; t++) {
    const task: { id: number } = await post<{ id: number }>('/api/template/tasks', {
      template_id: template.id,
      task: `Task ${pad(t)}`,
      weight: t,
      ...(rules && previousFirst !== null ? { condition: { field_id: previousFirst, op: 'answered' } } : {}),
    });
    // The first field alone (the others' rules look at it), then the rest together, as fast as
    // the server takes them.
    const first: { id: number } | null = fields > 0 ? await field(task.id, t, 0, null) : null;
    previousFirst = first?.id ?? null;
    await Promise.all(
      Array.from({ length: Math.max(0, fields - 1) }, (_, i) =>
        field(task.id, t, i + 1, first ? { field_id: first.id, op: 'answered' } : null),
      ),
    );
  }
  return template.id;
}

/** The CSRF token of the logged-in context (the cookie the server set at login). */
export function csrfOf(cookies: { name: string; value: string }[]): string {
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('not logged in: no XSRF-TOKEN cookie');
  return token;
}
