import { useTranslation } from 'react-i18next';
import { numberLocale } from '@web/lib/number-locale';

/** Kilometres to one decimal in the page's digits: `12.4 km`, `١٢٫٤ كم`, `۱۲٫۴ کیلومتر`. */
export function useKm() {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(numberLocale(i18n.language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (km: number) => t('dayRoute.km', { km: format.format(km) });
}
