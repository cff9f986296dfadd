/**
 * Paginator: page numbers for a list (spec sections 5 and 9).
 *
 * Usage in a list (25 a page, 5 numbers; one above and one below the table when the total is > 0):
 *   const { page, setPage } = useListParams();
 *   const pager = (placement: 'above' | 'below') => total > 0 && (
 *     <Paginator placement={placement} total={total} itemsPerPage={PAGE_SIZE} currentPage={page} onChange={setPage} />);
 *   {pager('above')} <Table>…</Table> {pager('below')}
 * `placement` names the two navigation landmarks apart ("Pages", "Pages (below the list)").
 * As links instead of buttons: type="link" urlTemplate="/jobs?page=[page]" (`[page]` is required).
 * `currentPage` is controlled by the parent (omit it and the paginator keeps its own page, from 1).
 * `locale` (en | ar | ir digits) and `direction` follow the app's language unless given.
 * Bad props throw an Error that names the prop, so a wrong call shows up in development and tests.
 */
import { Button, Group } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { directionOf } from '@shared/languages';

export const PAGINATOR_LOCALES = ['en', 'ar', 'ir'] as const;
export type PaginatorLocale = (typeof PAGINATOR_LOCALES)[number];
const DIRECTIONS = ['ltr', 'rtl'] as const;
const TYPES = ['button', 'link'] as const;
export const PAGE_PLACEHOLDER = '[page]';

export interface PaginatorProps {
  /** Number of items in the whole list. */
  total: number;
  itemsPerPage?: number;
  currentPage?: number;
  /** At most this many page numbers, the first and last page among them (from 3 up). */
  maxPagesShown?: number;
  onChange?: (page: number) => void;
  locale?: PaginatorLocale;
  direction?: 'ltr' | 'rtl';
  type?: 'button' | 'link';
  /** For type="link": where page N lives, with `[page]` standing for N. */
  urlTemplate?: string;
  previousLabel?: ReactNode;
  nextLabel?: ReactNode;
  /** Which of a list's two paginators this is; screen readers list each landmark by its name. */
  placement?: 'above' | 'below';
}

const ZERO: Record<PaginatorLocale, number> = { en: 0x30, ar: 0x660, ir: 0x6f0 };

/** Page numbers drawn in Latin, Arabic-Indic or Persian digits. */
export function formatPageNumber(n: number, locale: PaginatorLocale): string {
  return String(n).replace(/\d/g, (d) => String.fromCharCode(ZERO[locale] + Number(d)));
}

export const paginatorLocaleOf = (language: string): PaginatorLocale =>
  language === 'ar' ? 'ar' : language === 'fa' ? 'ir' : 'en';

function requirePositive(name: string, value: number) {
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`Paginator: ${name} must be a whole number greater than 0, got ${String(value)}.`);
  }
}

function requireOneOf(name: string, value: string, allowed: readonly string[]) {
  if (!allowed.includes(value)) {
    throw new Error(`Paginator: ${name} must be one of ${allowed.join(', ')}, got "${String(value)}".`);
  }
}

/** Throws on a prop the spec refuses; the messages name the prop and the value. */
export function checkPaginatorProps(p: {
  total: number;
  itemsPerPage: number;
  currentPage: number;
  maxPagesShown: number;
  locale: string;
  direction: string;
  type: string;
  urlTemplate?: string;
}) {
  if (!Number.isFinite(p.total) || p.total < 0) {
    throw new Error(`Paginator: total must be 0 or more, got ${String(p.total)}.`);
  }
  requirePositive('itemsPerPage', p.itemsPerPage);
  requirePositive('currentPage', p.currentPage);
  requirePositive('maxPagesShown', p.maxPagesShown);
  requireOneOf('locale', p.locale, PAGINATOR_LOCALES);
  requireOneOf('direction', p.direction, DIRECTIONS);
  requireOneOf('type', p.type, TYPES);
  if (p.type === 'link' && !p.urlTemplate?.includes(PAGE_PLACEHOLDER)) {
    throw new Error(
      `Paginator: type "link" needs a urlTemplate containing ${PAGE_PLACEHOLDER}, got "${p.urlTemplate ?? ''}".`,
    );
  }
}

export const ELLIPSIS = '…';

/**
 * The page numbers to show, at most `maxShown` of them (the spec: "at most 5 page links"). From 3
 * up the first and the last page are among them, so either end is one click away, and the rest
 * is a window centred on the current page; "…" marks the pages left out. Below 3 it is the window
 * alone. An out-of-range current page (a stale URL) is treated as the nearest end.
 */
export function pageWindow(
  current: number,
  pageCount: number,
  maxShown: number,
): (number | typeof ELLIPSIS)[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= maxShown) return range(1, pageCount);
  const centre = Math.min(Math.max(current, 1), pageCount);
  const centred = (first: number, last: number, size: number) => {
    const start = Math.min(Math.max(centre - Math.floor((size - 1) / 2), first), last - size + 1);
    return range(start, start + size - 1);
  };
  if (maxShown < 3) return centred(1, pageCount, maxShown);
  const middle = centred(2, pageCount - 1, maxShown - 2);
  const items: (number | typeof ELLIPSIS)[] = [1];
  if (middle[0]! > 2) items.push(ELLIPSIS);
  items.push(...middle);
  if (middle.at(-1)! < pageCount - 1) items.push(ELLIPSIS);
  items.push(pageCount);
  return items;
}

export function Paginator(props: PaginatorProps) {
  const { t, i18n } = useTranslation();
  const inRouter = useInRouterContext();
  const [ownPage, setOwnPage] = useState(1);
  const direction = props.direction ?? directionOf(i18n.language);
  const settings = {
    total: props.total,
    itemsPerPage: props.itemsPerPage ?? 10,
    currentPage: props.currentPage ?? ownPage,
    maxPagesShown: props.maxPagesShown ?? 5,
    locale: props.locale ?? paginatorLocaleOf(i18n.language),
    direction,
    type: props.type ?? 'button',
    urlTemplate: props.urlTemplate,
  };
  checkPaginatorProps(settings);
  const { currentPage, locale } = settings;
  const pageCount = Math.ceil(settings.total / settings.itemsPerPage);
  if (pageCount === 0) return null;

  const go = (page: number, e?: MouseEvent) => {
    if (page === currentPage) {
      e?.preventDefault();
      return;
    }
    if (props.currentPage === undefined) setOwnPage(page);
    props.onChange?.(page);
  };
  const hrefOf = (page: number) => (settings.urlTemplate ?? '').split(PAGE_PLACEHOLDER).join(String(page));
  // Each arrow points the way it moves: right to left, "previous" sits on the right and points
  // right. "<" and ">" are mirrored by the browser inside right-to-left text, so the arrow is set
  // left to right to draw exactly the glyph chosen here.
  const arrow = (glyph: string) => <span dir="ltr">{glyph}</span>;
  const previousLabel = props.previousLabel ?? arrow(direction === 'rtl' ? '>' : '<');
  const nextLabel = props.nextLabel ?? arrow(direction === 'rtl' ? '<' : '>');

  const control = (opts: {
    page: number;
    label: ReactNode;
    ariaLabel: string;
    disabled?: boolean;
    current?: boolean;
  }) => {
    const common = {
      size: 'compact-md' as const,
      miw: 36,
      variant: opts.current ? 'filled' : 'default',
      'aria-label': opts.ariaLabel,
      'aria-current': opts.current ? ('page' as const) : undefined,
    };
    if (settings.type === 'button') {
      return (
        <Button {...common} disabled={opts.disabled} onClick={() => go(opts.page)}>
          {opts.label}
        </Button>
      );
    }
    if (opts.disabled) {
      // A link that leads nowhere: not focusable, announced as unavailable.
      return (
        <Button {...common} component="a" role="link" aria-disabled="true" data-disabled>
          {opts.label}
        </Button>
      );
    }
    const href = hrefOf(opts.page);
    return inRouter ? (
      <Button {...common} component={Link} to={href} onClick={(e: MouseEvent) => go(opts.page, e)}>
        {opts.label}
      </Button>
    ) : (
      <Button {...common} component="a" href={href} onClick={(e: MouseEvent) => go(opts.page, e)}>
        {opts.label}
      </Button>
    );
  };

  const items = pageWindow(currentPage, pageCount, settings.maxPagesShown);
  return (
    <nav
      aria-label={props.placement === 'below' ? t('widgets.pagesBelow') : t('common.paginationLabel')}
      dir={direction}
    >
      <Group component="ul" gap={4} wrap="wrap" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          {control({
            page: Math.min(currentPage - 1, pageCount),
            label: previousLabel,
            ariaLabel: t('common.previousPage'),
            disabled: currentPage <= 1,
          })}
        </li>
        {items.map((item, i) =>
          item === ELLIPSIS ? (
            <li key={`gap-${i}`} style={{ alignSelf: 'center', paddingInline: 4 }}>
              {ELLIPSIS}
            </li>
          ) : (
            <li key={item}>
              {control({
                page: item,
                label: formatPageNumber(item, locale),
                ariaLabel: t('common.page', { page: formatPageNumber(item, locale) }),
                current: item === currentPage,
              })}
            </li>
          ),
        )}
        <li>
          {control({
            page: currentPage + 1,
            label: nextLabel,
            ariaLabel: t('common.nextPage'),
            disabled: currentPage >= pageCount,
          })}
        </li>
      </Group>
    </nav>
  );
}
