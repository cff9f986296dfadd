import { Checkbox, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@web/components/number-input';
import {
  FLAG_REQUIRES_CHOICES,
  POINTS_RULES,
  propsEqual,
  sameList,
  sameScoring,
  type ScoringValues,
} from './logic-rules';

/**
 * A choice field's scoring: per option its points (whole numbers, negative allowed) and whether it
 * flags the answer as failing, then what a flagged answer requires before the report is submitted.
 */
export const ScoringEditor = memo(
  function ScoringEditor(props: {
    options: readonly string[];
    scoring: ScoringValues;
    onChange: (scoring: ScoringValues) => void;
    /** The form's errors under `scoring` (the server's) and `scoring.points.<option>` (the schema's). */
    errors: Record<string, ReactNode>;
  }) {
    const { t } = useTranslation();
    const { scoring, options, errors } = props;
    const set = (patch: Partial<ScoringValues>) => props.onChange({ ...scoring, ...patch });
    const pointsMessages = {
      notANumber: t('errors.checklist.points'),
      notInteger: t('errors.checklist.points'),
      range: t('errors.checklist.pointsRange'),
    };
    return (
      <Fieldset legend={t('templates.logic.scoring')} variant="filled">
        <Text size="sm" c="dimmed" mb="xs">
          {options.length === 0 ? t('templates.logic.scoringNoOptions') : t('templates.logic.scoringHelp')}
        </Text>
        {errors.scoring && (
          <Text size="sm" c="red" role="alert" mb="xs">
            {errors.scoring}
          </Text>
        )}
        <Stack gap="xs">
          {options.map((option) => (
            <Group key={option} align="flex-end" wrap="wrap" gap="sm">
              <NumberInput
                label={t('templates.logic.pointsFor', { option })}
                rules={POINTS_RULES}
                messages={pointsMessages}
                value={scoring.points[option] ?? ''}
                onChange={(text) => set({ points: { ...scoring.points, [option]: text } })}
                error={errors[`scoring.points.${option}`]}
                w={220}
              />
              <Checkbox
                mb={8}
                label={t('templates.logic.flag')}
                aria-label={t('templates.logic.flagOf', { option })}
                checked={scoring.flagged.includes(option)}
                onChange={(e) =>
                  set({
                    flagged: e.currentTarget.checked
                      ? [...scoring.flagged, option]
                      : scoring.flagged.filter((o) => o !== option),
                  })
                }
              />
            </Group>
          ))}
          <Select
            label={t('templates.logic.flagRequires')}
            data={FLAG_REQUIRES_CHOICES.map((value) => ({
              value,
              label: t(`templates.logic.requires.${value}`),
            }))}
            value={scoring.flag_requires}
            onChange={(value) => set({ flag_requires: value ?? 'none' })}
            allowDeselect={false}
            maw={320}
          />
        </Stack>
      </Fieldset>
    );
  },
  propsEqual({ scoring: sameScoring, options: sameList }),
);
