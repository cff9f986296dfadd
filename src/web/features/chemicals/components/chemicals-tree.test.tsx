import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHEMICAL_LEVEL_PAGE } from '@shared/schemas/chemicals';
import { renderWithApp } from '@web/test/render';
import { ChemicalsTree } from './chemicals-tree';
import { ADMIN, node, server, TECHNICIAN, TREE } from './chemicals-tree.fixtures';

// The test DOM lays nothing out: the tree's scrolling box gets the size a browser would give it.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const rowNames = () => screen.queryAllByRole('treeitem').map((r) => r.getAttribute('aria-label'));
const levelCalls = (calls: { url: URL }[], parent: number) =>
  calls.filter(
    (c) =>
      c.url.pathname === '/api/chem-tree/children' && c.url.searchParams.get('parent_id') === String(parent),
  );

/** Renders the tree and opens Pyrethroids (the first level opens by itself), showing all of TREE. */
async function renderOpenTree() {
  const rendered = renderWithApp(<ChemicalsTree />, { url: '/chems' });
  await userEvent.click(await screen.findByText('Pyrethroids'));
  await screen.findByRole('treeitem', { name: 'Talstar P' });
  return rendered;
}

describe('ChemicalsTree', () => {
  it('shows the box titled "Chemicals" with its create button, the short first level open', async () => {
    const { calls } = server(TREE);
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    expect(await screen.findByRole('heading', { name: 'Chemicals' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create a chemical/category' })).toHaveAttribute(
      'href',
      '/chems/create',
    );
    await screen.findByRole('treeitem', { name: 'Pyrethroids' });
    expect(rowNames()).toEqual(['Insecticides', 'Pyrethroids', 'Rodenticides']);
    expect(screen.getByRole('treeitem', { name: 'Insecticides' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('treeitem', { name: 'Pyrethroids' })).toHaveAttribute('aria-expanded', 'false');
    // An empty category has nothing to open, and nothing was asked for it.
    expect(screen.getByRole('treeitem', { name: 'Rodenticides' })).not.toHaveAttribute('aria-expanded');
    expect(levelCalls(calls, 5)).toHaveLength(0);
    // Pyrethroids' children are asked for only when it opens.
    expect(levelCalls(calls, 2)).toHaveLength(0);
    await userEvent.click(screen.getByText('Pyrethroids'));
    const talstar = await screen.findByRole('treeitem', { name: 'Talstar P' });
    expect(levelCalls(calls, 2)).toHaveLength(1);
    expect(rowNames()).toEqual(['Insecticides', 'Pyrethroids', 'Talstar P', 'Demand CS', 'Rodenticides']);
    expect(talstar).toHaveAttribute('aria-level', '3');
    expect(talstar).toHaveAttribute('aria-posinset', '1');
    expect(talstar).toHaveAttribute('aria-setsize', '2');
    expect(talstar).not.toHaveAttribute('aria-selected');
    expect(within(talstar).getByText('RUP')).toBeInTheDocument();
  });

  it('gives each node its two pencils: create under it, and edit it', async () => {
    server(TREE);
    await renderOpenTree();
    const pyrethroids = screen.getByRole('treeitem', { name: 'Pyrethroids' });
    expect(
      within(pyrethroids).getByRole('link', { name: 'Create a chemical or category in Pyrethroids' }),
    ).toHaveAttribute('href', '/chems/create?parent_id=2');
    expect(within(pyrethroids).getByRole('link', { name: 'Edit Pyrethroids' })).toHaveAttribute(
      'href',
      '/chems/2/edit',
    );
    // A chemical holds nothing: its first pencil is there but inactive.
    const demand = screen.getByRole('treeitem', { name: 'Demand CS' });
    expect(
      within(demand).getByRole('button', { name: 'Demand CS is a chemical and holds nothing' }),
    ).toBeDisabled();
    expect(within(demand).getByRole('link', { name: 'Edit Demand CS' })).toHaveAttribute(
      'href',
      '/chems/4/edit',
    );
  });

  it('shows no pencils and no create button to a Technician, who may still read', async () => {
    server(TREE, TECHNICIAN);
    await renderOpenTree();
    expect(screen.queryByRole('link', { name: 'Create a chemical/category' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
  });

  it('opens the detail page on double-click only for a chemical with a document', async () => {
    server(TREE);
    const { router } = await renderOpenTree();
    await userEvent.dblClick(screen.getByRole('treeitem', { name: 'Demand CS' }));
    expect(router.state.location.pathname).toBe('/chems');
    await userEvent.dblClick(screen.getByRole('treeitem', { name: 'Pyrethroids' }));
    expect(router.state.location.pathname).toBe('/chems');
    await userEvent.dblClick(screen.getByText('Talstar P'));
    expect(router.state.location.pathname).toBe('/chems/3');
  });

  it('works from the keyboard: Tab into the tree, arrows to move and open, Tab to the pencils, Enter to open', async () => {
    server(TREE);
    const { router } = renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await screen.findByRole('treeitem', { name: 'Pyrethroids' });
    screen.getByLabelText('Search').focus();
    await userEvent.tab();
    expect(screen.getByRole('treeitem', { name: 'Insecticides' })).toHaveFocus();
    // Right opens Pyrethroids, which loads its children; Down goes into them.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await screen.findByRole('treeitem', { name: 'Talstar P' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const demand = screen.getByRole('treeitem', { name: 'Demand CS' });
    await waitFor(() => expect(demand).toHaveFocus());
    // Enter on a chemical without a document does nothing.
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/chems');
    await userEvent.tab();
    expect(within(demand).getByRole('link', { name: 'Edit Demand CS' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowUp}');
    const talstar = screen.getByRole('treeitem', { name: 'Talstar P' });
    await waitFor(() => expect(talstar).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Pyrethroids' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Create a chemical or category in Pyrethroids' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    // Left folds the category; right unfolds it again.
    await userEvent.keyboard('{ArrowLeft}');
    expect(rowNames()).toEqual(['Insecticides', 'Pyrethroids', 'Rodenticides']);
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Talstar P' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/chems/3');
  });

  it('folds and unfolds a category with a click', async () => {
    server(TREE);
    await renderOpenTree();
    await userEvent.click(screen.getByText('Insecticides'));
    expect(rowNames()).toEqual(['Insecticides', 'Rodenticides']);
    expect(screen.getByRole('treeitem', { name: 'Insecticides' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByText('Insecticides'));
    expect(rowNames()).toHaveLength(5);
  });

  it('searches on the server and shows the ancestors of every match, opened', async () => {
    const { calls } = server(TREE);
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await screen.findByRole('treeitem', { name: 'Pyrethroids' });
    await userEvent.type(screen.getByLabelText('Search'), 'tals');
    await waitFor(() => expect(rowNames()).toEqual(['Insecticides', 'Pyrethroids', 'Talstar P']));
    // Typing pauses before asking: one search for the whole word.
    expect(calls.filter((c) => c.url.pathname === '/api/chem-tree/search').map((c) => c.url.search)).toEqual([
      '?search=tals',
    ]);
    // Pyrethroids was never opened: the search brought its child.
    expect(levelCalls(calls, 2)).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'no such product');
    expect(await screen.findByText('Nothing matches “no such product”.')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    server([]);
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    expect(await screen.findByText('No chemicals or categories yet.')).toBeInTheDocument();
  });

  it('shows why the tree could not be loaded, with a retry', async () => {
    const { calls } = server(TREE, ADMIN, 500);
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chemicals could not be loaded.');
    expect(alert).toHaveTextContent('The database is down.');
    const before = levelCalls(calls, 0).length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(levelCalls(calls, 0).length).toBeGreaterThan(before));
  });

  it('pages a category of very many: "Show more" brings the next hundred, from the keyboard too', async () => {
    const products = Array.from({ length: CHEMICAL_LEVEL_PAGE + 30 }, (_, i) =>
      node(100 + i, `Product ${String(i).padStart(3, '0')}`),
    );
    const { calls } = server([node(1, 'Big', products)]);
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await screen.findByRole('treeitem', { name: 'Product 000' });
    act(() => screen.getByRole('treeitem', { name: 'Big' }).focus());
    await userEvent.keyboard('{End}');
    const more = await screen.findByRole('treeitem', { name: 'Show more in Big' });
    await waitFor(() => expect(more).toHaveFocus());
    expect(more).toHaveAttribute('aria-level', '2');
    expect(more).toHaveAttribute('aria-posinset', String(CHEMICAL_LEVEL_PAGE + 1));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: 'Show more in Big' })).toBeNull());
    expect(levelCalls(calls, 1).map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
    // The tab stop waits on the last node of the first page; the next one follows it.
    await waitFor(() =>
      expect(screen.getByRole('treeitem', { name: `Product 0${CHEMICAL_LEVEL_PAGE - 1}` })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('treeitem', { name: `Product ${CHEMICAL_LEVEL_PAGE}` })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Product 129' })).toHaveFocus());
  });

  it('keeps 5,000 nodes light: a long first level starts folded, each category loads as it opens', async () => {
    // 50 categories × 4 subcategories × 24 products, plus the categories themselves: 5,050 nodes.
    let id = 0;
    const big = Array.from({ length: 50 }, (_, c) =>
      node(
        ++id,
        `Class ${c}`,
        Array.from({ length: 4 }, (_, s) =>
          node(
            ++id,
            `Family ${c}.${s}`,
            Array.from({ length: 24 }, (_, p) =>
              node(++id, `Product ${c}.${s}.${p}`, [], { filepath: p % 2 ? `/api/chems/${id}/file` : null }),
            ),
          ),
        ),
      ),
    );
    expect(id).toBe(5050);
    const { calls } = server(big);
    const started = performance.now();
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await screen.findByRole('treeitem', { name: 'Class 0' });
    const firstPaint = performance.now() - started;
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(60);
    expect(calls.filter((c) => c.url.pathname === '/api/chem-tree/children')).toHaveLength(1);

    const search = screen.getByLabelText('Search');
    const typed = performance.now();
    fireEvent.change(search, { target: { value: 'Product 49.3.23' } });
    await waitFor(() => expect(rowNames()).toEqual(['Class 49', 'Family 49.3', 'Product 49.3.23']));
    const filtered = performance.now() - typed;

    fireEvent.change(search, { target: { value: '' } });
    await screen.findByRole('treeitem', { name: 'Class 0' });
    // Down to the last class by keyboard, then into it, level by level.
    act(() => screen.getByRole('treeitem', { name: 'Class 0' }).focus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Class 49' })).toHaveFocus());
    // Only the rows in view are drawn: End shows what the opened category brought at the bottom.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(levelCalls(calls, 1 + 49 * 101)).toHaveLength(1));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Family 49.3' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(levelCalls(calls, 1 + 49 * 101 + 3 * 25 + 1)).toHaveLength(1));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Product 49.3.23' })).toHaveFocus());
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(60);
    console.info(
      `chemicals tree, 5,050 nodes in happy-dom: first rows after ${firstPaint.toFixed(0)} ms, ` +
        `search answered in ${filtered.toFixed(0)} ms (300 ms of it the typing pause)`,
    );
  }, 30_000);
});
