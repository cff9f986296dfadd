import { Loader, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The spinner shown while something loads. Assistive technology hears a progress bar named by
 * `label` ("Loading" unless said otherwise): a name on Mantine's bare Loader, which has no role, is
 * one axe refuses (aria-prohibited-attr).
 */
export function LoadingSpinner(props: { size?: MantineSize; label?: string }) {
  const { t } = useTranslation();
  return <Loader size={props.size} role="progressbar" aria-label={props.label ?? t('common.loading')} />;
}
