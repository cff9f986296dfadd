/** Tasks and fields for the checklist logic tests (checklist-logic*.test.ts). */
import type { LogicField, LogicTask } from './checklist-logic';
import type { Condition } from './schemas/checklist-logic';

export const field = (id: number, field_type: number, more: Partial<LogicField> = {}): LogicField => ({
  id,
  field_name: `Q${id}`,
  field_type,
  options: [],
  ...more,
});

export const task = (id: number, fields: LogicField[], condition: Condition | null = null): LogicTask => ({
  id,
  task: `T${id}`,
  condition,
  fields,
});
