import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface SelectAllMatchingProps {
  /** The whole page is selected: only then is "all matching" offered. */
  pageSelected: boolean;
  allMatching: boolean;
  /** How many reports the filters match, and whether that number is the server's estimate. */
  total: number;
  estimated: boolean;
  shownCount: number;
  onSelectAll: () => void;
  onClear: () => void;
}

/** After the header checkbox selects the page: "Select all N matching", and once chosen, say so. */
export function SelectAllMatching(props: SelectAllMatchingProps) {
  const { t } = useTranslation();
  const count = props.total;
  if (props.allMatching) {
    return (
      <Group gap="xs" role="status">
        <Text size="sm">
          {t(props.estimated ? 'reports.list.allMatchingSelectedAbout' : 'reports.list.allMatchingSelected', {
            count,
          })}
        </Text>
        <Anchor component="button" size="sm" onClick={props.onClear}>
          {t('reports.list.clearSelection')}
        </Anchor>
      </Group>
    );
  }
  if (!props.pageSelected || props.total <= props.shownCount) return null;
  return (
    <Group gap="xs">
      <Text size="sm">{t('reports.list.pageSelected', { count: props.shownCount })}</Text>
      <Anchor component="button" size="sm" onClick={props.onSelectAll}>
        {t(props.estimated ? 'reports.list.selectAllMatchingAbout' : 'reports.list.selectAllMatching', {
          count,
        })}
      </Anchor>
    </Group>
  );
}
