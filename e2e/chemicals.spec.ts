import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './test';

const PDF_PATH = new URL('./fixtures/safety-data-sheet.pdf', import.meta.url).pathname;
const PDF = readFileSync(PDF_PATH);

async function openChemicals(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Chemicals' })
    .click();
  await expect(page).toHaveURL(/\/chems$/);
  await expect(page.getByRole('heading', { name: 'Chemicals', level: 1 })).toBeVisible();
}

async function chooseFile(
  page: Page,
  label: string,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel(label).click()]);
  await chooser.setFiles(file);
}

test('a category and a chemical under it through the first pencil; its PDF opens by double-click', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  await openChemicals(page);

  await page.getByRole('link', { name: 'Create a chemical/category' }).click();
  await expect(page).toHaveURL(/\/chems\/create$/);
  // The kind is a segmented control: its options are radios, chosen here from the keyboard.
  await page.getByRole('radio', { name: 'Category' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Category' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E Biologicals');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/chems$/);
  await expect(page.getByText('E2E Biologicals was created.')).toBeVisible();
  const category = page.getByRole('treeitem', { name: 'E2E Biologicals' });
  await expect(category).toHaveAttribute('aria-level', '1');

  await category.getByRole('link', { name: 'Create a chemical or category in E2E Biologicals' }).click();
  await expect(page).toHaveURL(/\/chems\/create\?parent_id=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('E2E Biologicals');
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E Bt Granules');
  await page.getByLabel('EPA Reg. No.').fill('73049-10');
  await page.getByLabel('Active ingredient').fill('Bacillus thuringiensis israelensis 2.8%');
  await page.getByRole('combobox', { name: 'Signal word' }).click();
  await page.getByRole('option', { name: 'Caution' }).click();
  await chooseFile(page, 'Choose a file', PDF_PATH);
  await expect(page.getByLabel('Choose a file')).toContainText('safety-data-sheet.pdf');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/chems$/);
  await expect(page.getByText('E2E Bt Granules was created.')).toBeVisible();

  const product = page.getByRole('treeitem', { name: 'E2E Bt Granules' });
  await expect(product).toHaveAttribute('aria-level', '2');
  await product.dblclick();
  await expect(page).toHaveURL(/\/chems\/\d+$/);
  await expect(page.getByRole('heading', { name: 'E2E Bt Granules', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Place in the tree' })).toContainText('E2E Biologicals');
  await expect(page.getByRole('rowheader', { name: 'EPA Reg. No.' }).locator('..')).toContainText('73049-10');
  // The list's "was created" note fades out over this page: read half faded, its text failed the
  // contrast check (CI s44b). The page is checked once it has gone.
  await expect(page.getByText('E2E Bt Granules was created.')).toHaveCount(0);
  expect(await axeViolations(page, { exclude: ['iframe'] })).toEqual([]);

  // The PDF is shown in the page, and the download link gives back the very bytes uploaded.
  const viewer = page.getByTitle('Document of E2E Bt Granules');
  await expect(viewer).toBeVisible();
  const src = await viewer.getAttribute('src');
  const inline = await page.request.get(src!);
  expect(inline.headers()['content-type']).toBe('application/pdf');
  expect(inline.headers()['content-disposition']).toBe('inline; filename=safety-data-sheet.pdf');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('safety-data-sheet.pdf');
  expect(readFileSync(await download.path())).toEqual(PDF);
});

test('a renamed program is refused as a document, with the reason at the file field', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  await openChemicals(page);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Tenacity');
  await page.getByRole('treeitem', { name: 'Tenacity' }).getByRole('link', { name: 'Edit Tenacity' }).click();
  // The edit page's code arrives on demand: check the form, not the loader shown meanwhile.
  await expect(page.getByLabel('Choose a file')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await chooseFile(page, 'Choose a file', {
    name: 'tenacity-sds.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(600, 0x90)]),
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Choose a file')).toHaveAccessibleDescription(
    /The document must be a PDF or an image \(PNG, JPEG, GIF or WebP\)\./,
  );
  await expect(page).toHaveURL(/\/chems\/\d+\/edit$/);
});

test('deleting a chemical asks "Are you sure?", and Undo brings it back', async ({ page, logInAs, make }) => {
  // Two chemicals of the test's own, one to delete and one that stays.
  const tag = make.tag();
  const chemical = (name: string) =>
    make.api.post('/api/chems', { name, is_category: false, parent_id: null, restricted_use: false });
  await chemical(`Contrac Blox ${tag}`);
  await chemical(`Final Blox ${tag}`);
  const [kept, gone] = [`Contrac Blox ${tag}`, `Final Blox ${tag}`];
  await logInAs('admin');
  await openChemicals(page);
  // The tree passes axe as drawn (a double-click's logic is chemicals-tree.test.tsx's).
  await expect(page.getByRole('treeitem').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(tag);
  // The search's answer is drawn: a click on the whole tree's row could land on the redraw and be
  // lost (a run here stayed on the list).
  await expect(page.getByRole('treeitem')).toHaveCount(2);
  await page
    .getByRole('treeitem', { name: gone })
    .getByRole('link', { name: `Edit ${gone}` })
    .click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/chems$/);
  await expect(page.getByText(`${gone} was deleted.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(tag);
  await expect(page.getByRole('treeitem', { name: kept })).toHaveCount(1);
  await expect(page.getByRole('treeitem', { name: gone })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${gone} was restored.`)).toBeVisible();
  await expect(page.getByRole('treeitem', { name: gone })).toHaveCount(1);
});

test('a tree of 5,000 nodes stays smooth, loaded a level at a time (timings logged)', async ({
  page,
  logInAs,
}) => {
  // A very large catalogue as the server would answer it: 50 × 4 × 24 products, a level per call.
  let id = 100_000;
  interface Node {
    id: number;
    name: string;
    is_category: boolean;
    parent_id: number | null;
    filepath: null;
    signal_word: null;
    restricted_use: boolean;
    children: Node[];
  }
  const node = (
    name: string,
    parent: number | null,
    isCategory: boolean,
    kids: (id: number) => Node[] = () => [],
  ) => {
    const own = ++id;
    return {
      id: own,
      name,
      is_category: isCategory,
      parent_id: parent,
      filepath: null,
      signal_word: null,
      restricted_use: false,
      children: kids(own),
    } satisfies Node;
  };
  const classes = Array.from({ length: 50 }, (_, c) =>
    node(`Class ${c}`, null, true, (classId) =>
      Array.from({ length: 4 }, (_, s) =>
        node(`Family ${c}.${s}`, classId, true, (familyId) =>
          Array.from({ length: 24 }, (_, p) => node(`Product ${c}.${s}.${p}`, familyId, false)),
        ),
      ),
    ),
  );
  const all = new Map<number, { node: Node; above: number[] }>();
  const index = (list: Node[], above: number[]) =>
    list.forEach((n) => {
      all.set(n.id, { node: n, above });
      index(n.children, [...above, n.id]);
    });
  index(classes, []);
  const level = ({ children, ...n }: Node) => ({ ...n, child_count: children.length });
  let levelCalls = 0;
  await page.route('**/api/chem-tree/children?*', (route) => {
    levelCalls++;
    const parent = Number(new URL(route.request().url()).searchParams.get('parent_id') ?? 0);
    const list = parent === 0 ? classes : all.get(parent)!.node.children;
    return route.fulfill({ json: { nodes: list.slice(0, 100).map(level), more: list.length > 100 } });
  });
  await page.route('**/api/chem-tree/search?*', (route) => {
    const text = new URL(route.request().url()).searchParams.get('search')!.toLowerCase();
    const found = [...all.values()].filter((e) => e.node.name.toLowerCase().includes(text)).slice(0, 100);
    const ids = new Set(found.flatMap((e) => [e.node.id, ...e.above]));
    const nodes = [...all.values()].filter((e) => ids.has(e.node.id)).map((e) => level(e.node));
    return route.fulfill({ json: { nodes, matches: found.map((e) => e.node.id), more: false } });
  });
  await logInAs('admin');

  const start = Date.now();
  await page.goto('/chems');
  await expect(page.getByRole('treeitem', { name: 'Class 0', exact: true })).toBeVisible();
  const firstRows = Date.now() - start;
  // Fifty categories are too many to open by themselves: one call, the first level folded.
  expect(levelCalls).toBe(1);
  expect(await page.getByRole('treeitem').count()).toBeLessThan(80);

  const searching = Date.now();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Product 49.3.23');
  await expect(page.getByRole('treeitem')).toHaveCount(3);
  const searched = Date.now() - searching;

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('');
  await page.getByRole('treeitem', { name: 'Class 0', exact: true }).focus();
  const scrolling = Date.now();
  // To the last class, into it, to its last family, into that, to its last product.
  await page.keyboard.press('End');
  await expect(page.getByRole('treeitem', { name: 'Class 49' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  // The level is in once its last family shows and nothing is loading; End is pressed once.
  await expect(page.getByRole('treeitem', { name: 'Class 49' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('treeitem', { name: 'Family 49.3' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(page.getByRole('treeitem', { name: 'Family 49.3' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('treeitem', { name: 'Product 49.3.0', exact: true })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('treeitem', { name: 'Product 49.3.23' })).toBeFocused();
  const toEnd = Date.now() - scrolling;
  // Frame times while jumping through the tree as opened, against idle frames on this (shared) machine.
  const frames = await page.evaluate(async () => {
    const viewport = document.querySelector('[data-testid="chemicals-tree-viewport"]')!;
    const measure = async (step: (i: number) => void) => {
      const times: number[] = [];
      let last = performance.now();
      for (let i = 0; i < 60; i++) {
        step(i);
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      return { average: times.reduce((a, b) => a + b, 0) / times.length, worst: Math.max(...times) };
    };
    const idle = await measure(() => undefined);
    // A mouse wheel moves about 120 px a notch; a dragged scrollbar jumps far each frame.
    viewport.scrollTop = 0;
    const wheel = await measure((i) => (viewport.scrollTop = 120 * (i + 1)));
    const jumps = await measure((i) => (viewport.scrollTop = (viewport.scrollHeight * i) / 60));
    return { idle, wheel, jumps };
  });
  const summary =
    `5,050 nodes: first rows ${firstRows} ms, search ${searched} ms, End and open to the last product ${toEnd} ms, ` +
    `frames: idle ${frames.idle.average.toFixed(1)} ms, wheel scrolling ${frames.wheel.average.toFixed(1)} ms ` +
    `(worst ${frames.wheel.worst.toFixed(1)}), scrollbar jumps ${frames.jumps.average.toFixed(1)} ms ` +
    `(worst ${frames.jumps.worst.toFixed(1)})`;
  console.log(summary);
  test.info().annotations.push({ type: 'timing', description: summary });
});
