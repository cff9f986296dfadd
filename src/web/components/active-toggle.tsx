/**
 * ActiveToggle: the "Active | Inactive" toggle links of the jobs, locations and templates lists
 * (spec sections 2 and 4). Unset by default; clicking one sets it, clicking the set one again
 * clears it. Each is a toggle button (aria-pressed) drawn as a link, as the spec's screens show.
 *
 *   const { active, setActive } = useListParams();
 *   <ActiveToggle value={active} onChange={setActive} />
 */
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '@web/lib/use-list-params';

export function ActiveToggle(props: {
  value: ActiveFilter | undefined;
  onChange: (value: ActiveFilter | undefined) => void;
}) {
  const { t } = useTranslation();
  const option = (value: ActiveFilter, label: string) => {
    const pressed = props.value === value;
    return (
      <Anchor
        component="button"
        type="button"
        aria-pressed={pressed}
        fw={pressed ? 700 : 400}
        underline={pressed ? 'always' : 'hover'}
        onClick={() => props.onChange(pressed ? undefined : value)}
      >
        {label}
      </Anchor>
    );
  };
  return (
    <Group gap={6} role="group" aria-label={t('widgets.statusFilter')} wrap="nowrap">
      {option('active', t('common.active'))}
      <Text span c="dimmed" aria-hidden>
        |
      </Text>
      {option('inactive', t('common.inactive'))}
    </Group>
  );
}
