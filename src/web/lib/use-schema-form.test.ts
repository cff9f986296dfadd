import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaErrors } from './schema-errors';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(5, 'Too long.'),
  count: z.number({ error: 'Count is required.' }).int('Whole.'),
});

interface Values {
  name: string;
  count: string;
}
const toBody = (v: Values) => ({ name: v.name, count: v.count === '' ? undefined : Number(v.count) });

describe('schemaErrors (the rules of useSchemaForm)', () => {
  it('checks the body the schema takes, one message per field', () => {
    expect(schemaErrors({ schema, toBody }, { name: '  ', count: '' })).toEqual({
      name: 'Name is required.',
      count: 'Count is required.',
    });
    expect(schemaErrors({ schema, toBody }, { name: 'Ann', count: '2' })).toEqual({});
  });

  it("shows the form's own text for an issue, by path and kind, and the schema's text otherwise", () => {
    const message = (issue: z.core.$ZodIssue) =>
      issue.path[0] === 'name' && issue.code === 'too_big' ? `at most ${String(issue.maximum)}` : undefined;
    expect(schemaErrors({ schema, toBody, message }, { name: 'Annabel', count: '1.5' })).toEqual({
      name: 'at most 5',
      count: 'Whole.',
    });
  });

  it("adds the form's own rules, given the schema's errors, and they win on the same field", () => {
    const check = (v: Values, errors: Record<string, unknown>) => ({
      count: /^\d*$/.test(v.count) ? null : 'Type digits.',
      confirm: errors.name ? null : 'Repeat it.',
    });
    expect(schemaErrors({ schema, toBody, check }, { name: '', count: 'x' })).toEqual({
      name: 'Name is required.',
      count: 'Type digits.',
    });
    expect(schemaErrors({ schema, toBody, check }, { name: 'Ann', count: '3' })).toEqual({
      confirm: 'Repeat it.',
    });
  });
});
