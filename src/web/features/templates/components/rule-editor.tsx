import { Button, Fieldset, Group, MultiSelect, Select, Text, TextInput } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChoiceType, opsFor } from '@shared/checklist-logic';
import { FieldType } from '@shared/constants';
import { CONDITION_TEXT_MAX } from '@shared/schemas/checklist-logic';
import { NumberInput } from '@web/components/number-input';
import { TagInput } from '@web/components/tag-input';
import { NO_RULE, type Question, type RuleValues, propsEqual, sameRule } from './logic-rules';

/** The form's errors under `condition` (the server's refusal) and `condition.<key>` (the schema's). */
export type RuleErrors = Record<string, ReactNode>;

/**
 * "Show only when": an earlier question, an operator its type allows, and the answer to compare
 * with, each chosen from a list or typed in a box of the right kind; never an expression. Memoised
 * (give it a stable onChange): typing elsewhere in the form does not draw its lists again.
 */
export const RuleEditor = memo(
  function RuleEditor(props: {
    questions: readonly Question[];
    rule: RuleValues;
    onChange: (rule: RuleValues) => void;
    errors: RuleErrors;
    /** What the rule hides: a question, or a whole task. */
    help: string;
  }) {
    const { t } = useTranslation();
    const { rule, errors, questions } = props;
    const source = questions.find((q) => String(q.id) === rule.field_id);
    const known = questions.map((q) => ({
      value: String(q.id),
      label: t('templates.logic.questionOf', { field: q.name, task: q.task }),
    }));
    // A rule kept from before (its question since moved after this one) still shows what it holds.
    const data =
      rule.field_id !== null && !source
        ? [...known, { value: rule.field_id, label: t('templates.logic.unknownQuestion') }]
        : known;
    const error = (key: string) => errors[`condition.${key}`];
    const set = (patch: Partial<RuleValues>) => props.onChange({ ...rule, ...patch });

    const pickSource = (id: string | null) => {
      if (id === null) return props.onChange(NO_RULE);
      const next = questions.find((q) => String(q.id) === id);
      props.onChange({ ...NO_RULE, field_id: id, op: next ? (opsFor(next.type)[0] ?? null) : null });
    };

    return (
      <Fieldset legend={t('templates.logic.showWhen')} variant="filled">
        <Text size="sm" c="dimmed" mb="xs">
          {questions.length === 0 && rule.field_id === null ? t('templates.logic.noQuestions') : props.help}
        </Text>
        <Group align="flex-start" wrap="wrap" gap="sm">
          <Select
            label={t('templates.logic.question')}
            placeholder={t('templates.logic.alwaysShow')}
            data={data}
            value={rule.field_id}
            onChange={pickSource}
            searchable
            clearable
            disabled={data.length === 0}
            nothingFoundMessage={t('templates.logic.nothingFound')}
            error={errors.condition ?? error('field_id')}
            miw={220}
            style={{ flex: 2 }}
          />
          {rule.field_id !== null && (
            <Select
              label={t('templates.logic.operator')}
              data={(source ? opsFor(source.type) : []).map((op) => ({
                value: op,
                label: t(`templates.logic.ops.${op}`),
              }))}
              value={rule.op}
              onChange={(op) => set({ op })}
              allowDeselect={false}
              error={error('op')}
              miw={160}
              style={{ flex: 1 }}
            />
          )}
          {source && rule.op && <RuleValue source={source} rule={rule} set={set} error={error} />}
        </Group>
        {rule.field_id !== null && (
          <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => props.onChange(NO_RULE)}>
            {t('templates.logic.alwaysShow')}
          </Button>
        )}
      </Fieldset>
    );
  },
  propsEqual({ rule: sameRule }),
);

/** The answer a rule compares with, in the control the question's type calls for. */
function RuleValue(props: {
  source: Question;
  rule: RuleValues;
  set: (patch: Partial<RuleValues>) => void;
  error: (key: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { source, rule, set, error } = props;
  const common = { miw: 160, style: { flex: 2 } };
  const options = source.options.map((o) => ({ value: o, label: o }));
  if (rule.op === 'answered' || rule.op === 'empty') return null;
  if (source.type === FieldType.Number) {
    const numberMessages = { notANumber: t('errors.checklist.ruleNumber') };
    if (rule.op === 'between') {
      return (
        <>
          <NumberInput
            label={t('templates.logic.from')}
            value={rule.min}
            onChange={(min) => set({ min })}
            messages={numberMessages}
            error={error('min')}
            {...common}
          />
          <NumberInput
            label={t('templates.logic.to')}
            value={rule.max}
            onChange={(max) => set({ max })}
            messages={numberMessages}
            error={error('max')}
            {...common}
          />
        </>
      );
    }
    return (
      <NumberInput
        label={t('templates.logic.number')}
        value={rule.value}
        onChange={(value) => set({ value })}
        messages={numberMessages}
        error={error('value')}
        {...common}
      />
    );
  }
  if (isChoiceType(source.type)) {
    if (rule.op === 'one_of') {
      return (
        <MultiSelect
          label={t('templates.logic.values')}
          data={options}
          value={rule.values}
          onChange={(values) => set({ values })}
          error={error('values')}
          // Searchable keeps its input a text box: Tab reaches it and the arrow keys open the list.
          searchable
          {...common}
        />
      );
    }
    return (
      <Select
        label={t('templates.logic.value')}
        data={options}
        value={source.options.includes(rule.value) ? rule.value : null}
        onChange={(value) => set({ value: value ?? '' })}
        allowDeselect={false}
        error={error('value')}
        {...common}
      />
    );
  }
  if (rule.op === 'one_of') {
    return (
      <div style={common.style}>
        <TagInput
          label={t('templates.logic.values')}
          description={t('templates.tasks.optionsHelp')}
          tags={rule.values}
          onChange={(values) => set({ values })}
          error={error('values')}
        />
      </div>
    );
  }
  return (
    <TextInput
      label={t('templates.logic.value')}
      value={rule.value}
      maxLength={CONDITION_TEXT_MAX}
      onChange={(e) => set({ value: e.currentTarget.value })}
      error={error('value')}
      {...common}
    />
  );
}
