import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { Paginator, type PaginatorProps, pageWindow } from './paginator';

/** What a user reads along the paginator, e.g. "< 1 … 8 9 10 11 12 … 20 >". */
function shownItems() {
  const nav = screen.getByRole('navigation', { name: 'Pages' });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

const currentPage = () =>
  screen.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'page')?.textContent;

function renderPaginator(props: PaginatorProps) {
  return renderWithApp(<Paginator {...props} />);
}

describe('Paginator refuses bad props with a descriptive error', () => {
  // React reports a render error on the console besides throwing it; keep the output readable.
  const quietly = (fn: () => void) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      fn();
    } finally {
      spy.mockRestore();
    }
  };
  // Loosely typed on purpose: the wrong values come from untyped data or a JavaScript caller.
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['itemsPerPage 0', { itemsPerPage: 0 }, /itemsPerPage must be a whole number greater than 0, got 0/],
    ['itemsPerPage below 0', { itemsPerPage: -25 }, /itemsPerPage .* got -25/],
    ['currentPage 0', { currentPage: 0 }, /currentPage must be a whole number greater than 0, got 0/],
    ['currentPage below 0', { currentPage: -1 }, /currentPage .* got -1/],
    ['maxPagesShown 0', { maxPagesShown: 0 }, /maxPagesShown must be a whole number greater than 0, got 0/],
    ['maxPagesShown below 0', { maxPagesShown: -5 }, /maxPagesShown .* got -5/],
    ['an unknown locale', { locale: 'fr' }, /locale must be one of en, ar, ir, got "fr"/],
    ['an unknown direction', { direction: 'up' }, /direction must be one of ltr, rtl, got "up"/],
    ['an unknown type', { type: 'select' }, /type must be one of button, link, got "select"/],
    [
      'a link without a URL template',
      { type: 'link' },
      /type "link" needs a urlTemplate containing \[page\]/,
    ],
    [
      'a link template without [page]',
      { type: 'link', urlTemplate: '/jobs?page=' },
      /needs a urlTemplate containing \[page\], got "\/jobs\?page="/,
    ],
    ['a negative total', { total: -1 }, /total must be 0 or more, got -1/],
  ];
  it.each(cases)('%s', (_name, props, message) => {
    quietly(() =>
      // Outside a router, whose error page would catch it, the error reaches the caller.
      expect(() =>
        render(
          <MantineProvider env="test">
            <Paginator total={100} {...(props as Partial<PaginatorProps>)} />
          </MantineProvider>,
        ),
      ).toThrow(message),
    );
  });
});

describe('Paginator', () => {
  it('has 10 items a page, 5 numbers and "<" ">" by default, on page 1', () => {
    renderPaginator({ total: 30 });
    expect(shownItems()).toEqual(['<', '1', '2', '3', '>']);
    expect(currentPage()).toBe('1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('counts ceil(total / per page) pages', () => {
    renderPaginator({ total: 51, itemsPerPage: 25, currentPage: 1 });
    expect(shownItems()).toEqual(['<', '1', '2', '3', '>']);
  });

  it('centres the window on the current page with first, last and "…", 5 numbers in all', () => {
    renderPaginator({ total: 500, itemsPerPage: 25, currentPage: 10 });
    expect(shownItems()).toEqual(['<', '1', '…', '9', '10', '11', '…', '20', '>']);
    expect(currentPage()).toBe('10');
  });

  it('leaves out "…" where the window reaches an end', () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(pageWindow(3, 20, 5)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(pageWindow(4, 20, 5)).toEqual([1, '…', 3, 4, 5, '…', 20]);
    expect(pageWindow(20, 20, 5)).toEqual([1, '…', 17, 18, 19, 20]);
    expect(pageWindow(17, 20, 5)).toEqual([1, '…', 16, 17, 18, '…', 20]);
    expect(pageWindow(2, 5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12, 3)).toEqual([1, '…', 6, '…', 12]);
    expect(pageWindow(6, 12, 2)).toEqual([6, 7]);
    expect(pageWindow(12, 12, 1)).toEqual([12]);
    // A stale URL beyond the last page: the window sits at the end.
    expect(pageWindow(40, 12, 5)).toEqual([1, '…', 9, 10, 11, 12]);
  });

  // The spec: "at most 5 page links shown". Every page of every list size, as a user sees it.
  it.each([1, 2, 4, 5, 6, 7, 8, 12, 20])(
    'shows at most 5 page links for %i pages',
    (pages) => {
      for (let page = 1; page <= pages; page++) {
        const { unmount } = renderPaginator({ total: pages * 25, itemsPerPage: 25, currentPage: page });
        const nav = screen.getByRole('navigation', { name: 'Pages' });
        const numbers = within(nav)
          .getAllByRole('button', { name: /^Page / })
          .map((b) => Number(b.textContent));
        expect(numbers.length).toBe(Math.min(pages, 5));
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        unmount();
      }
    },
    20_000,
  );

  it('shows at most maxPagesShown links when given', () => {
    for (const max of [1, 2, 3, 4, 7]) {
      const { unmount } = renderPaginator({
        total: 1000,
        itemsPerPage: 10,
        currentPage: 50,
        maxPagesShown: max,
      });
      const nav = screen.getByRole('navigation', { name: 'Pages' });
      expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(max);
      expect(currentPage()).toBe('50');
      unmount();
    }
  });

  it('reports the clicked page, previous and next, and does nothing for the current page', async () => {
    const onChange = vi.fn();
    renderPaginator({ total: 100, currentPage: 4, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[5], [3], [5]]);
  });

  it('follows the parent, so resetting to page 1 moves the highlight', async () => {
    function List() {
      const [page, setPage] = useState(1);
      return (
        <>
          <button onClick={() => setPage(1)}>Reset</button>
          <Paginator total={100} currentPage={page} onChange={setPage} />
        </>
      );
    }
    renderWithApp(<List />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(currentPage()).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(currentPage()).toBe('1');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('keeps its own page when the parent does not control it', async () => {
    renderPaginator({ total: 100 });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(currentPage()).toBe('2');
  });

  it('disables "next" on the last page', () => {
    renderPaginator({ total: 100, currentPage: 10 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('draws page numbers in Arabic-Indic or Persian digits and mirrors the arrows right to left', () => {
    const { unmount } = renderPaginator({ total: 120, currentPage: 12, locale: 'ar', direction: 'rtl' });
    expect(shownItems()).toEqual(['>', '١', '…', '٩', '١٠', '١١', '١٢', '<']);
    expect(screen.getByRole('navigation')).toHaveAttribute('dir', 'rtl');
    // Set left to right, so the browser draws ">" as ">" (inside RTL text it would mirror it to "<").
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(within(previous).getByText('>').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(within(next).getByText('<').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    unmount();
    renderPaginator({ total: 120, currentPage: 12, locale: 'ir', previousLabel: 'قبلی', nextLabel: 'بعدی' });
    expect(shownItems()).toEqual(['قبلی', '۱', '…', '۹', '۱۰', '۱۱', '۱۲', 'بعدی']);
  });

  it('as links: page N goes to the template with [page] replaced; the current page is marked', () => {
    renderPaginator({ total: 100, currentPage: 2, type: 'link', urlTemplate: '/jobs?page=[page]&filter=x' });
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/jobs?page=3&filter=x');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/jobs?page=3&filter=x');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('as links: a link to nowhere at the ends is marked unavailable', () => {
    renderPaginator({ total: 100, currentPage: 1, type: 'link', urlTemplate: '/jobs/page/[page]' });
    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
  });

  it("names a list's lower paginator apart from the upper one", () => {
    renderWithApp(
      <>
        <Paginator total={30} placement="above" />
        <Paginator total={30} placement="below" />
      </>,
    );
    expect(screen.getAllByRole('navigation').map((n) => n.getAttribute('aria-label'))).toEqual([
      'Pages',
      'Pages (below the list)',
    ]);
  });

  it('shows nothing for an empty list', () => {
    renderPaginator({ total: 0 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
