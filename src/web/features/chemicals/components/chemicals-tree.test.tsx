import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChemicalsResponse, ChemicalTreeNode } from '@shared/schemas/chemicals';
import { mockServer, renderWithApp } from '@web/test/render';
import { ChemicalsTree } from './chemicals-tree';

// jsdom lays nothing out: the tree's scrolling box gets the size a browser would give it.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ADMIN = {
  id: 1,
  name: 'Admin',
  email: 'a@x.example',
  username: 'a',
  type_id: 1,
  type: { type: 'Super Admin' },
};
const TECHNICIAN = { ...ADMIN, id: 9, type_id: 4, type: { type: 'Technician' } };

function node(
  id: number,
  name: string,
  children: ChemicalTreeNode[] = [],
  extra: Partial<ChemicalTreeNode> = {},
) {
  const isCategory = extra.is_category ?? children.length > 0;
  return {
    id,
    name,
    is_category: isCategory,
    parent_id: null,
    filepath: null,
    signal_word: null,
    restricted_use: false,
    ...extra,
    children: children.map((c) => ({ ...c, parent_id: id })),
  } satisfies ChemicalTreeNode;
}

/** Insecticides › Pyrethroids › {Talstar (with a document), Demand}; Rodenticides (empty). */
const TREE = [
  node(1, 'Insecticides', [
    node(2, 'Pyrethroids', [
      node(3, 'Talstar P', [], { filepath: '/api/chems/3/file', restricted_use: true }),
      node(4, 'Demand CS'),
    ]),
  ]),
  node(5, 'Rodenticides', [], { is_category: true }),
];

function response(children: ChemicalTreeNode[]): ChemicalsResponse {
  const chemsLookup: ChemicalsResponse['chemsLookup'] = {};
  const walk = (list: ChemicalTreeNode[]) =>
    list.forEach((c) => {
      chemsLookup[String(c.id)] = { name: c.name, filepath: c.filepath };
      walk(c.children);
    });
  walk(children);
  return { chemTree: { id: 0, name: 'Chemicals', is_category: true, children }, chemsLookup };
}

function server(children: ChemicalTreeNode[], me = ADMIN, status = 200) {
  return mockServer({
    'GET /api/get-auth-user': () => ({ body: me }),
    'GET /api/get-chemicals': () =>
      status === 200 ? { body: response(children) } : { status, body: { message: 'The database is down.' } },
  });
}

const rowNames = () => screen.queryAllByRole('treeitem').map((r) => r.getAttribute('aria-label'));

describe('ChemicalsTree', () => {
  it('shows the box titled "Chemicals" with its create button and the whole tree expanded', async () => {
    server(TREE);
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    expect(await screen.findByRole('heading', { name: 'Chemicals' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create a chemical/category' })).toHaveAttribute(
      'href',
      '/chems/create',
    );
    await screen.findByRole('treeitem', { name: 'Talstar P' });
    expect(rowNames()).toEqual(['Insecticides', 'Pyrethroids', 'Talstar P', 'Demand CS', 'Rodenticides']);
    const talstar = screen.getByRole('treeitem', { name: 'Talstar P' });
    expect(talstar).toHaveAttribute('aria-level', '3');
    expect(talstar).not.toHaveAttribute('aria-selected');
    expect(screen.getByRole('treeitem', { name: 'Insecticides' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(talstar).getByText('RUP')).toBeInTheDocument();
  });

  it('gives each node its two pencils: create under it, and edit it', async () => {
    server(TREE);
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    const pyrethroids = await screen.findByRole('treeitem', { name: 'Pyrethroids' });
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
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await screen.findByRole('treeitem', { name: 'Talstar P' });
    expect(screen.queryByRole('link', { name: 'Create a chemical/category' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
  });

  it('opens the detail page on double-click only for a chemical with a document', async () => {
    server(TREE);
    const { router } = renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await userEvent.dblClick(await screen.findByRole('treeitem', { name: 'Demand CS' }));
    expect(router.state.location.pathname).toBe('/chems');
    await userEvent.dblClick(screen.getByRole('treeitem', { name: 'Pyrethroids' }));
    expect(router.state.location.pathname).toBe('/chems');
    await userEvent.dblClick(screen.getByText('Talstar P'));
    expect(router.state.location.pathname).toBe('/chems/3');
  });

  it('works from the keyboard: Tab into the tree, arrows to move, Tab to the pencils, Enter to open', async () => {
    server(TREE);
    const { router } = renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await screen.findByRole('treeitem', { name: 'Talstar P' });
    screen.getByLabelText('Search').focus();
    await userEvent.tab();
    expect(screen.getByRole('treeitem', { name: 'Insecticides' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
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
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await userEvent.click(await screen.findByText('Insecticides'));
    expect(rowNames()).toEqual(['Insecticides', 'Rodenticides']);
    expect(screen.getByRole('treeitem', { name: 'Insecticides' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByText('Insecticides'));
    expect(rowNames()).toHaveLength(5);
  });

  it('filters by name and keeps the ancestors of every match', async () => {
    server(TREE);
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await screen.findByRole('treeitem', { name: 'Talstar P' });
    await userEvent.type(screen.getByLabelText('Search'), 'tals');
    await waitFor(() => expect(rowNames()).toEqual(['Insecticides', 'Pyrethroids', 'Talstar P']));
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
    const before = calls.filter((c) => c.url.pathname === '/api/get-chemicals').length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/get-chemicals').length).toBeGreaterThan(before),
    );
  });

  it('keeps 5,000 nodes smooth: only the rows in view are in the page', async () => {
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
    server(big);
    const started = performance.now();
    renderWithApp(<ChemicalsTree />, { url: '/chems' });
    await screen.findByRole('treeitem', { name: 'Class 0' });
    const firstPaint = performance.now() - started;
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(60);

    const search = screen.getByLabelText('Search');
    const typed = performance.now();
    fireEvent.change(search, { target: { value: 'Product 49.3.23' } });
    await waitFor(() => expect(rowNames()).toEqual(['Class 49', 'Family 49.3', 'Product 49.3.23']));
    const filtered = performance.now() - typed;

    fireEvent.change(search, { target: { value: '' } });
    await screen.findByRole('treeitem', { name: 'Class 0' });
    // Down to the very last row by keyboard: the tree scrolls and draws it.
    act(() => screen.getByRole('treeitem', { name: 'Class 0' }).focus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Product 49.3.23' })).toHaveFocus());
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(60);
    console.info(
      `chemicals tree, 5,050 nodes in jsdom: first rows after ${firstPaint.toFixed(0)} ms, ` +
        `search narrowed in ${filtered.toFixed(0)} ms`,
    );
  }, 30_000);
});
