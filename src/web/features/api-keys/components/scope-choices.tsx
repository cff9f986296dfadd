import { Group, Radio, Table } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_AREAS, type ApiKeyAccess, type ApiKeyArea } from '@shared/schemas/api-keys';

export type ScopeChoice = ApiKeyAccess | 'none';
export type ScopeChoices = Record<ApiKeyArea, ScopeChoice>;
const CHOICES: ScopeChoice[] = ['none', 'read', 'write'];

export const noScopes = () => Object.fromEntries(API_KEY_AREAS.map((area) => [area, 'none'])) as ScopeChoices;

/**
 * None, read or write for each area. Memoised: typing in the form's other fields does not draw
 * its sixty-odd radios again.
 */
export const ScopeChoicesTable = memo(function ScopeChoicesTable({
  value,
  onChange,
}: {
  value: ScopeChoices;
  onChange: (area: ApiKeyArea, choice: ScopeChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={360} mah={320}>
      <Table verticalSpacing={4}>
        <Table.Tbody>
          {API_KEY_AREAS.map((area) => (
            <Table.Tr key={area}>
              <Table.Td>
                <Radio.Group
                  label={t(`apiKeys.areas.${area}`)}
                  value={value[area]}
                  onChange={(choice) => onChange(area, choice)}
                  styles={{ root: { display: 'flex', justifyContent: 'space-between', gap: 12 } }}
                >
                  <Group gap="md">
                    {CHOICES.map((choice) => (
                      <Radio
                        key={choice}
                        value={choice}
                        label={t(`apiKeys.access.${choice}`)}
                        aria-label={t('apiKeys.scope', {
                          area: t(`apiKeys.areas.${area}`),
                          access: t(`apiKeys.access.${choice}`),
                        })}
                      />
                    ))}
                  </Group>
                </Radio.Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
