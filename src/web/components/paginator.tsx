import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page links for a list: 25 a page and 5 links by default in lists (spec section 9). */
export function Paginator(props: {
  total: number;
  itemsPerPage?: number;
  currentPage: number;
  maxPagesShown?: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const perPage = props.itemsPerPage ?? 10;
  const pages = Math.max(1, Math.ceil(props.total / perPage));
  const siblings = Math.max(0, Math.floor(((props.maxPagesShown ?? 5) - 1) / 2));
  return (
    <nav aria-label={t('common.paginationLabel')}>
      <Pagination
        total={pages}
        value={Math.min(props.currentPage, pages)}
        onChange={(page) => page !== props.currentPage && props.onChange(page)}
        siblings={siblings}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t('common.previousPage') }
            : control === 'next'
              ? { 'aria-label': t('common.nextPage') }
              : {}
        }
        getItemProps={(page) => ({
          'aria-label': t('common.page', { page }),
          'aria-current': page === props.currentPage ? 'page' : undefined,
        })}
      />
    </nav>
  );
}
