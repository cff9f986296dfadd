import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldLogicSummary } from './rule-describe';

/** A rule in words under what it hides ("Shown when Pests seen is Yes"); long ones wrap. */
export function RuleBadge({ text }: { text: string }) {
  return (
    <Badge
      size="xs"
      variant="light"
      color="grape"
      tt="none"
      h="auto"
      style={{ whiteSpace: 'normal', textAlign: 'start' }}
    >
      {text}
    </Badge>
  );
}

/** A scored field's best score, beside its type. */
export function MaxPointsBadge({ points }: { points: number }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="outline" color="teal.9" tt="none">
      {t('templates.logic.maxPoints', { points })}
    </Badge>
  );
}

/** A choice field's options, the flagged ones marked in words (not by colour alone). */
export function OptionsLine({ options, logic }: { options: string[]; logic?: FieldLogicSummary }) {
  const { t } = useTranslation();
  const flagged = logic?.flagged ?? [];
  const text = options
    .map((o) => (flagged.includes(o) ? t('templates.logic.flaggedOption', { option: o }) : o))
    .join(' · ');
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}
