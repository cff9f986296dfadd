import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { isScored, maxPointsOf } from '@shared/checklist-logic';
import type { Condition } from '@shared/schemas/checklist-logic';
import { directionOf } from '@shared/languages';
import { parseOptions } from './field-options';
import type { EditorTask } from './logic-rules';

/** What a rule's description needs of the question it looks at. */
export interface SourceName {
  name: string;
}
export type Sources = ReadonlyMap<number, SourceName>;

/**
 * The questions' names by id, for the rules' descriptions. The map is the same object as long as
 * no name changes, so a row memoises its descriptions on it and on its own task: an edit redraws
 * only the rows it touches, not every rule of a 200-task template.
 */
export function useSources(tasks: readonly EditorTask[]): Sources {
  // The names as text: a change of anything else (a weight, an option, a rule) leaves it equal.
  const names = useMemo(
    () => JSON.stringify(tasks.flatMap((task) => task.fields.map((f) => [f.id, f.field_name]))),
    [tasks],
  );
  return useMemo(() => {
    const entries = JSON.parse(names) as [number, string][];
    return new Map(entries.map(([id, name]) => [id, { name }]));
  }, [names]);
}

/**
 * A user's text inside a sentence of the page's language: in Arabic and Persian it is isolated, so
 * a Latin name or a number does not reorder the words around it.
 */
export const isolate = (text: string, language: string) =>
  directionOf(language) === 'rtl' ? `\u2068${text}\u2069` : text;

/** "Shown when Pests seen is Yes": a rule in words, in the page's language. */
export function describeRule(t: TFunction, language: string, rule: Condition, sources: Sources): string {
  const own = (text: string | number) => isolate(String(text), language);
  const field = own(sources.get(rule.field_id)?.name ?? t('templates.logic.unknownQuestion'));
  let text: string;
  switch (rule.op) {
    case 'one_of':
      text = t('templates.logic.rule.one_of', {
        values: rule.values.map(own).join(t('templates.logic.listSeparator')),
      });
      break;
    case 'between':
      text = t('templates.logic.rule.between', { min: own(rule.min), max: own(rule.max) });
      break;
    case 'equals':
    case 'contains':
    case 'lt':
    case 'gt':
      text = t(`templates.logic.rule.${rule.op}`, { value: own(rule.value) });
      break;
    default:
      text = t(`templates.logic.rule.${rule.op}`);
  }
  return t('templates.logic.shownWhen', { field, rule: text });
}

/** What the task list shows of a field's logic: its rule in words, its best score, its flagged options. */
export interface FieldLogicSummary {
  rule: string | null;
  maxPoints: number | null;
  flagged: readonly string[];
}
export interface TaskLogicSummary {
  rule: string | null;
  fields: ReadonlyMap<number, FieldLogicSummary>;
}

export function summarizeTask(
  t: TFunction,
  language: string,
  task: EditorTask,
  sources: Sources,
): TaskLogicSummary {
  const fields = new Map<number, FieldLogicSummary>();
  for (const field of task.fields) {
    const logic = { ...field, options: parseOptions(field.options) };
    fields.set(field.id, {
      rule: field.condition ? describeRule(t, language, field.condition, sources) : null,
      maxPoints: isScored(logic) ? maxPointsOf(logic) : null,
      flagged: logic.options.filter((o) => field.scoring?.flagged.includes(o)),
    });
  }
  return { rule: task.condition ? describeRule(t, language, task.condition, sources) : null, fields };
}

/** Per task object: the summary and what it was worked out from (the language, the names it uses). */
const summaries = new WeakMap<EditorTask, { key: string; summary: TaskLogicSummary }>();

/**
 * A row's summary, memoised per task: worked out again only when the task changed (the cache keeps
 * the task object the server's answer replaced), the language changed, or a question its rules look
 * at was renamed. The table asks only for the rows it draws, and a row given the same summary is
 * not drawn again: typing in a form, or editing one task, leaves the other rows as they are.
 */
export function taskLogicSummary(
  t: TFunction,
  language: string,
  task: EditorTask,
  sources: Sources,
): TaskLogicSummary {
  const ids = [task.condition?.field_id, ...task.fields.map((f) => f.condition?.field_id)];
  const key = [
    language,
    ...ids.map((id) => (id === undefined ? '' : (sources.get(id)?.name ?? '\u0002'))),
  ].join('\u0001');
  const hit = summaries.get(task);
  if (hit?.key === key) return hit.summary;
  const summary = summarizeTask(t, language, task, sources);
  summaries.set(task, { key, summary });
  return summary;
}
