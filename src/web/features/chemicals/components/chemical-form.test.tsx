import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LABEL_FACTS } from '@shared/schemas/chemical-label';
import type { ChemicalDetail, ChemicalTreeNode } from '@shared/schemas/chemicals';
import { mockServer, renderWithApp } from '@web/test/render';
import { ChemicalForm } from './chemical-form';

afterEach(() => vi.unstubAllGlobals());

const UNSAVED = 'There are unsaved changes on this page which will be discarded if you continue.';

const leaf = (
  id: number,
  name: string,
  parent_id: number,
  extra: Partial<ChemicalTreeNode> = {},
): ChemicalTreeNode => ({
  id,
  name,
  is_category: false,
  parent_id,
  filepath: null,
  signal_word: null,
  restricted_use: false,
  children: [],
  ...extra,
});
const folder = (
  id: number,
  name: string,
  parent_id: number | null,
  children: ChemicalTreeNode[],
): ChemicalTreeNode => ({
  ...leaf(id, name, parent_id ?? 0),
  parent_id,
  is_category: true,
  children,
});

/** Insecticides › {Pyrethroids › Talstar, Baits}; Rodenticides. */
const TREE = [
  folder(1, 'Insecticides', null, [
    folder(2, 'Pyrethroids', 1, [leaf(3, 'Talstar P', 2, { filepath: '/api/chems/3/file' })]),
    folder(4, 'Baits', 1, []),
  ]),
  folder(5, 'Rodenticides', null, []),
];

function detail(extra: Partial<ChemicalDetail> = {}): ChemicalDetail {
  return {
    id: 3,
    name: 'Talstar P',
    is_category: false,
    parent_id: 2,
    path: [
      { id: 1, name: 'Insecticides' },
      { id: 2, name: 'Pyrethroids' },
    ],
    epa_reg_no: '279-3206',
    active_ingredient: 'Bifenthrin 7.9%',
    manufacturer: 'FMC',
    signal_word: 'Caution',
    restricted_use: false,
    label: EMPTY_LABEL_FACTS,
    filepath: '/api/chems/3/file',
    file: { name: 'talstar-sds.pdf', type: 'application/pdf', size: 250_000 },
    has_children: false,
    created_at: '2026-03-08T04:30:00.000Z',
    updated_at: '2026-03-08T04:30:00.000Z',
    ...extra,
  };
}

type Handler = Parameters<typeof mockServer>[0][string];
function server(routes: Record<string, Handler> = {}) {
  return mockServer({
    'POST /api/chems': (_url, init) => ({
      body: detail({ ...JSON.parse(init.body as string), id: 40, filepath: null, file: null }),
    }),
    'PUT /api/chems/40/file': () => ({ body: detail({ id: 40 }) }),
    'PUT /api/chems/3': (_url, init) => ({ body: detail(JSON.parse(init.body as string)) }),
    'DELETE /api/chems/3/file': () => ({ body: detail({ filepath: null, file: null }) }),
    ...routes,
  });
}

const pdf = (name = 'sds.pdf', size = 1200) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Opens a select and chooses an option of its own list (several lists may hold the same option). */
async function pick(select: HTMLElement, name: string | RegExp) {
  await userEvent.click(select);
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await userEvent.click(await within(list).findByRole('option', { name, hidden: true }));
}

// Typing into the test DOM is slow; a whole form takes a few seconds.
describe('ChemicalForm', { timeout: 20_000 }, () => {
  it('creates a chemical under the category it was opened from, then uploads its document', async () => {
    const { calls, fetchMock } = server();
    const { router } = renderWithApp(<ChemicalForm tree={TREE} defaultParentId={4} />, {
      url: '/chems/create?parent_id=4',
    });
    expect(screen.getByRole('heading', { name: 'Create a chemical or category' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Insecticides › Baits');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Advion Gel');
    await userEvent.type(screen.getByLabelText('EPA Reg. No.'), '100-1484');
    await userEvent.type(screen.getByLabelText('Active ingredient'), 'Indoxacarb 0.6%');
    await userEvent.click(screen.getByLabelText('Restricted use pesticide'));
    await userEvent.upload(fileInput(), pdf('advion-sds.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chems'));
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/chems')!;
    expect(post.body).toEqual({
      name: 'Advion Gel',
      is_category: false,
      parent_id: 4,
      epa_reg_no: '100-1484',
      active_ingredient: 'Indoxacarb 0.6%',
      manufacturer: '',
      signal_word: null,
      restricted_use: true,
      label: {
        state_registrations: [],
        label_unit: null,
        label_rates: [],
        site_codes: [],
        rei_hours: null,
        lots: [],
      },
    });
    const upload = fetchMock.mock.calls.find(([url]) => url === '/api/chems/40/file')!;
    const sent = (upload[1] as RequestInit).body as FormData;
    expect((sent.get('file') as File).name).toBe('advion-sds.pdf');
    expect(await screen.findByText('Advion Gel was created.')).toBeInTheDocument();
  });

  it('sends the label facts as typed: a maximum rate per gallon of mix, "0,8" as 0.8, sites and lots', async () => {
    const { calls } = server();
    renderWithApp(<ChemicalForm tree={TREE} chemical={detail()} />, { url: '/chems/3/edit' });
    await pick(screen.getByRole('combobox', { name: /Label doses in/ }), 'fl oz');
    await userEvent.type(screen.getByRole('textbox', { name: /Re-entry interval/ }), '12');
    await userEvent.type(
      screen.getByLabelText('Lot numbers in stock', { selector: 'input' }),
      'L-114{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a maximum rate' }));
    const rate = screen.getByRole('group', { name: /Maximum rate 1/ });
    await pick(within(rate).getByRole('combobox', { name: 'Site code' }), /^10 · Structural/);
    await userEvent.type(within(rate).getByRole('textbox', { name: 'At most' }), '0,8');
    await pick(within(rate).getByRole('combobox', { name: 'Unit' }), 'fl oz');
    await pick(within(rate).getByRole('combobox', { name: 'Rate per' }), 'volume of mix');
    expect(within(rate).getByRole('combobox', { name: 'Unit of' })).toHaveValue('gal');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')!.body as { label: unknown }).label).toEqual({
      state_registrations: [],
      label_unit: 'fl oz',
      label_rates: [
        {
          site_code: 10,
          basis: 'mix',
          max_amount: 0.8,
          amount_unit: 'fl oz',
          per_quantity: 1,
          per_unit: 'gal',
        },
      ],
      site_codes: [],
      rei_hours: 12,
      lots: ['L-114'],
    });
  });

  it('shows a refused label rate on its field, in words', async () => {
    const { calls } = server();
    renderWithApp(<ChemicalForm tree={TREE} chemical={detail()} />, { url: '/chems/3/edit' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a maximum rate' }));
    const rate = screen.getByRole('group', { name: /Maximum rate 1/ });
    await pick(within(rate).getByRole('combobox', { name: 'Site code' }), /^30 · Landscape/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(rate).findByText('Enter the label maximum as a positive number.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('offers a category only the fields a category has', async () => {
    const { calls } = server();
    renderWithApp(<ChemicalForm tree={TREE} />, { url: '/chems/create' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('None (top of the tree)');
    await userEvent.click(screen.getByRole('radio', { name: 'Category' }));
    expect(screen.queryByLabelText('EPA Reg. No.')).toBeNull();
    expect(screen.queryByText('Safety data sheet or label')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Fumigants');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Fumigants',
      is_category: true,
      parent_id: null,
    });
  });

  it('says what is wrong before sending anything', async () => {
    const { calls } = server();
    renderWithApp(<ChemicalForm tree={TREE} />, { url: '/chems/create' });
    await userEvent.type(screen.getByLabelText('EPA Reg. No.'), 'EPA 279');
    await userEvent.upload(fileInput(), pdf('huge.pdf', 20 * 1024 * 1024 + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Write the EPA registration number as on the label, for example 279-3206 or 70627-24-1677.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The file is larger than 20 MB.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("shows the server's refusal at its field, in the page's words", async () => {
    server({
      'POST /api/chems': () => ({
        status: 409,
        body: {
          message: 'There is already a chemical or category with this name here.',
          errors: { name: 'There is already a chemical or category with this name here.' },
        },
      }),
    });
    const { router } = renderWithApp(<ChemicalForm tree={TREE} />, { url: '/chems/create' });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Heritage');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('There is already a chemical or category with this name here.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chems/create');
  });

  it('when the document is refused after creating, goes on to the new record with the reason', async () => {
    const refused = 'The document must be a PDF or an image (PNG, JPEG, GIF or WebP).';
    server({
      'PUT /api/chems/40/file': () => ({
        status: 400,
        body: { message: refused, errors: { file: refused } },
      }),
    });
    const { router } = renderWithApp(<ChemicalForm tree={TREE} />, { url: '/chems/create' });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Renamed Program');
    await userEvent.upload(fileInput(), pdf('setup.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chems/40/edit'));
    expect(router.state.location.state).toEqual({ fileError: refused });
    expect(
      await screen.findByText('Renamed Program was saved, but its document was not'),
    ).toBeInTheDocument();
  });

  it('edits: the category list leaves out the node itself and what is below it', async () => {
    server();
    renderWithApp(
      <ChemicalForm
        tree={TREE}
        chemical={detail({
          id: 1,
          name: 'Insecticides',
          is_category: true,
          parent_id: null,
          path: [],
          file: null,
          filepath: null,
          has_children: true,
        })}
      />,
      { url: '/chems/1/edit' },
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(['None (top of the tree)', 'Rodenticides']);
    // Something still inside: it cannot be deleted, and the page says why.
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(
      screen.getByText('It still holds chemicals or categories: move or delete them first.'),
    ).toBeInTheDocument();
  });

  it('edits: removes the current document on save', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<ChemicalForm tree={TREE} chemical={detail()} />, {
      url: '/chems/3/edit',
    });
    expect(screen.getByRole('link', { name: 'talstar-sds.pdf' })).toHaveAttribute(
      'href',
      '/api/chems/3/file',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove the document' }));
    expect(screen.getByText('The document will be removed when you save.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chems'));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'PUT /api/chems/3',
      'DELETE /api/chems/3/file',
    ]);
  });

  it('asks before leaving with unsaved changes', async () => {
    server();
    const { router } = renderWithApp(<ChemicalForm tree={TREE} chemical={detail()} />, {
      url: '/chems/3/edit',
    });
    await userEvent.type(screen.getByLabelText('Manufacturer'), ' Corp');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(UNSAVED)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/chems/3/edit');
    expect(screen.getByLabelText('Manufacturer')).toHaveValue('FMC Corp');
  });
});
