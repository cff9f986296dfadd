import { type Locator, type Page } from '@playwright/test';
import { filterList } from './helpers';
import { axeViolations } from './axe';
import { expect, test } from './test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const taskRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** The Task Name column, top to bottom. */
const taskNames = (page: Page) => taskRows(page).locator('td:nth-child(2)');

async function openTemplates(page: Page) {
  await nav(page).getByRole('link', { name: 'Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Templates', exact: true })).toBeVisible();
}

async function createTemplate(page: Page, name: string) {
  await openTemplates(page);
  await page.getByRole('link', { name: 'Create a template' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Company Name').fill('Greenleaf Pest & Lawn');
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { name: `Fields of ${name}` })).toBeVisible();
}

async function addTask(page: Page, name: string, weight: string) {
  const form = page.getByRole('region', { name: 'Add Task' });
  await form.getByLabel('Task Name').fill(name);
  await form.getByLabel('Weight').fill(weight);
  await form.getByRole('button', { name: 'Add Task' }).click();
}

async function chooseType(form: Locator, page: Page, type: string) {
  await form.getByRole('combobox', { name: 'Field Type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

async function confirm(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
}

test('an admin walks the task editor: tasks sorted by weight, typed fields, copy and delete', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  await createTemplate(page, 'E2E Walkthrough');
  await expect(page.getByText('No tasks in this template')).toBeVisible();
  for (const column of ['Task Weight', 'Task Name', 'Task Fields', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  // Two tasks, weights 5 and 2: the lighter one comes first.
  await addTask(page, 'Inspect', '5');
  await expect(taskNames(page)).toHaveText(['Inspect']);
  await addTask(page, 'Treat', '2');
  await expect(taskNames(page)).toHaveText(['Treat', 'Inspect']);
  await expect(page.getByRole('region', { name: 'Add Task' }).getByLabel('Weight')).toHaveValue('1');

  // Edit: "Update Task" with name and weight prefilled.
  await page.getByRole('button', { name: 'Edit task Inspect' }).click();
  const update = page.getByRole('region', { name: 'Update Task' });
  await expect(update.getByLabel('Task Name')).toHaveValue('Inspect');
  await expect(update.getByLabel('Weight')).toHaveValue('5');
  await update.getByLabel('Task Name').fill('Inspect site');
  await update.getByLabel('Weight').fill('1');
  await update.getByRole('button', { name: 'Update Task' }).click();
  await expect(taskNames(page)).toHaveText(['Inspect site', 'Treat']);

  // A radio field refuses a third option.
  await page.getByRole('button', { name: 'Add Field to Treat' }).click();
  const fields = page.getByRole('region', { name: 'Add Field(s)' });
  await expect(page.getByRole('region', { name: 'Add Task' })).toHaveCount(0);
  await fields.getByLabel('Field Name').fill('Follow-up needed');
  await chooseType(fields, page, 'Radio');
  await expect(fields.getByText('Only two options for radio field')).toBeVisible();
  const options = fields.getByRole('textbox', { name: 'Options' });
  for (const option of ['Yes', 'No', 'Maybe']) {
    await options.fill(option);
    await options.press('Enter');
  }
  await expect(fields.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await expect(fields.getByText('Maybe')).toHaveCount(0);
  await expect(options).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);
  await fields.getByLabel('Required').check();
  await fields.getByRole('button', { name: 'Add Field' }).click();
  const treat = taskRows(page).filter({ hasText: 'Treat' });
  await expect(treat.getByText('Follow-up needed')).toBeVisible();
  await expect(treat.getByText('Yes · No')).toBeVisible();
  // "Add Field(s)": the form stays open, empty, for the next one: a link field.
  await expect(fields.getByLabel('Field Name')).toHaveValue('');
  await fields.getByLabel('Field Name').fill('Product labels');
  await chooseType(fields, page, 'Link');
  await expect(fields.getByRole('textbox', { name: 'Options' })).toHaveCount(0);
  const link = fields.getByLabel('Link');
  await expect(link).toHaveAttribute('type', 'url');
  await link.fill('labels.example');
  await fields.getByLabel('Weight').fill('5');
  await fields.getByRole('button', { name: 'Add Field' }).click();
  await expect(
    fields.getByText('The link must be a web address starting with http:// or https://.'),
  ).toBeVisible();
  await link.fill('https://www.epa.gov/pesticide-labels');
  await fields.getByRole('button', { name: 'Add Field' }).click();
  await expect(treat.getByRole('link', { name: 'https://www.epa.gov/pesticide-labels' })).toBeVisible();
  await fields.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Add Task' })).toBeVisible();

  // Edit a field; the task's fields are re-sorted by weight.
  await page.getByRole('button', { name: 'Edit field Follow-up needed' }).click();
  const edit = page.getByRole('region', { name: 'Edit Field' });
  await expect(edit.getByLabel('Field Name')).toHaveValue('Follow-up needed');
  await edit.getByLabel('Field Name').fill('Follow-up required');
  await edit.getByLabel('Weight').fill('9');
  await edit.getByRole('button', { name: 'Update Field' }).click();
  await expect(edit).toHaveCount(0);
  await expect(treat.getByRole('listitem')).toHaveText([/Product labels/, /Follow-up required/]);

  // Copy the task: the copy comes with its fields.
  await page.getByRole('button', { name: 'Copy task Treat' }).click();
  await expect(taskNames(page)).toHaveText(['Inspect site', 'Treat', 'Treat']);
  await expect(page.getByText('Follow-up required')).toHaveCount(2);

  // Delete a field of the copy, then the copy itself.
  const copy = taskRows(page).nth(2);
  await copy.getByRole('button', { name: 'Delete field Product labels' }).click();
  await confirm(page);
  await expect(copy.getByText('Product labels')).toHaveCount(0);
  await copy.getByRole('button', { name: 'Delete task Treat' }).click();
  await confirm(page);
  await expect(taskNames(page)).toHaveText(['Inspect site', 'Treat']);

  // What the screen shows is what the server holds.
  await page.reload();
  await expect(taskNames(page)).toHaveText(['Inspect site', 'Treat']);
  await expect(taskRows(page).nth(1).getByRole('listitem')).toHaveText([
    /Product labels/,
    /Follow-up required/,
  ]);
});

test('fields reorder with the keyboard, and the order stays after a reload', async ({ page, logInAs }) => {
  await logInAs('admin');
  await createTemplate(page, 'E2E Reorder');
  await addTask(page, 'Checks', '1');
  await page.getByRole('button', { name: 'Add Field to Checks' }).click();
  const fields = page.getByRole('region', { name: 'Add Field(s)' });
  for (const name of ['First', 'Second', 'Third']) {
    await fields.getByLabel('Field Name').fill(name);
    await chooseType(fields, page, 'Text');
    await fields.getByRole('button', { name: 'Add Field' }).click();
    await expect(taskRows(page).getByText(name, { exact: true })).toBeVisible();
  }
  const items = taskRows(page).first().getByRole('listitem');
  await expect(items).toHaveText([/First/, /Second/, /Third/]);

  // What a screen reader announces at each step is what the test waits for.
  const said = (text: string, timeout?: number) =>
    expect(page.getByText(text, { exact: true })).toBeAttached({ timeout });
  const over = (position: number) => `First is over position ${position} of 3.`;
  // A move dnd-kit did not take (it was still scrolling the page, or not yet listening for arrows:
  // CI once lost one) leaves the announcement where it was; the user, like the test, presses again.
  // A move taken twice would skip a position, which the next announcement would catch.
  const moveDownTo = async (position: number) => {
    await page.keyboard.press('ArrowDown');
    for (let retry = 0; retry < 2; retry++) {
      const moved = await said(over(position), 2_000).then(
        () => true,
        () => false,
      );
      if (moved) return;
      await said(over(position - 1));
      await page.keyboard.press('ArrowDown');
    }
    await said(over(position));
  };
  await page.getByRole('button', { name: 'Move First' }).focus();
  await page.keyboard.press('Space');
  await said(over(1));
  await moveDownTo(2);
  await moveDownTo(3);
  await page.keyboard.press('Space');
  await said('First was dropped at position 3 of 3.');
  await expect(items).toHaveText([/Second/, /Third/, /First/]);
  await expect(items.first()).toContainText('weight 10');

  await page.reload();
  await expect(taskRows(page).first().getByRole('listitem')).toHaveText([/Second/, /Third/, /First/]);
});

test('a failed delete shows why and puts the field back', async ({ page, logInAs }) => {
  await logInAs('admin');
  await createTemplate(page, 'E2E Failing Server');
  await addTask(page, 'Visit', '1');
  await page.getByRole('button', { name: 'Add Field to Visit' }).click();
  const fields = page.getByRole('region', { name: 'Add Field(s)' });
  await fields.getByLabel('Field Name').fill('Notes');
  await chooseType(fields, page, 'Paragraph');
  await fields.getByRole('button', { name: 'Add Field' }).click();
  await expect(taskRows(page).getByText('Notes')).toBeVisible();

  await page.route('**/api/template/tasks/fields/*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong on the server.' } }),
  );
  await page.getByRole('button', { name: 'Delete field Notes' }).click();
  await confirm(page);
  await expect(page.getByText('The field could not be deleted')).toBeVisible();
  await expect(taskRows(page).getByText('Notes')).toBeVisible();
});

test('copy a template from the list, and a template used by reports cannot be deleted', async ({
  page,
  logInAs,
  make,
  api,
}) => {
  // Its own templates: other tests on this worker add templates, so a demo one may be on any page.
  const source = await make.template({
    tasks: [
      { name: 'Inspect', fields: [{ name: 'Findings' }] },
      { name: 'Treat', fields: [{ name: 'Product' }] },
    ],
  });
  const copyName = `${source.name} 2027`;
  const used = await make.template({ tasks: [{ name: 'Visit', fields: [{ name: 'Notes' }] }] });
  await api.post('/api/reports', { job_id: (await make.job()).id, template_id: used.id });

  await logInAs('admin');
  await openTemplates(page);
  for (const column of ['Name', 'Company Name', 'Status', 'Created', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('row').nth(2)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await filterList(page, source.name);
  const row = page.getByRole('row').filter({ hasText: source.name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Copy ${source.name}` }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${source.name} (copy)`);
  await expect(page.getByLabel('Company Name')).toHaveValue('Greenleaf Pest & Lawn');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(copyName);
  await page.getByRole('button', { name: 'Copy template' }).click();
  await expect(page.getByRole('heading', { name: `Fields of ${copyName}` })).toBeVisible();
  await expect(taskNames(page)).toHaveText(['Inspect', 'Treat']);
  await page.getByRole('link', { name: 'Back to templates' }).click();
  await filterList(page, source.name);
  await expect(page.getByRole('row').filter({ hasText: source.name })).toHaveCount(2);
  await page.getByRole('link', { name: `Manage fields of ${source.name}`, exact: true }).click();
  await expect(taskNames(page)).toHaveText(['Inspect', 'Treat']);

  // A template a report uses: the delete is refused with the count.
  await openTemplates(page);
  await filterList(page, used.name);
  await page.getByRole('button', { name: `Delete ${used.name}` }).click();
  await expect(
    page.getByRole('dialog').getByText('Are you sure you want to delete this template?'),
  ).toBeVisible();
  await confirm(page);
  await expect(page.getByText('Cannot delete, template in use by 1 reports')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: used.name })).toHaveCount(1);

  // An unused one goes, and Undo brings it back.
  await filterList(page, copyName);
  // The filtered list has settled (filterList) before its row is acted on.
  await expect(page.getByRole('row').filter({ hasText: used.name })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: copyName })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${copyName}` }).click();
  await confirm(page);
  await expect(page.getByText(`${copyName} was deleted.`)).toBeVisible();
  await expect(page.getByText('No templates found')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('row').filter({ hasText: copyName })).toHaveCount(1);
});

test('a supervisor reads templates and their fields but changes nothing', async ({ page, logInAs, make }) => {
  const form = await make.template({ tasks: [{ name: 'Inspect', fields: [{ name: 'Findings' }] }] });
  await logInAs('supervisor');
  await openTemplates(page);
  await expect(page.getByRole('link', { name: 'Create a template' })).toHaveCount(0);
  await filterList(page, form.name);
  await page.getByRole('link', { name: `Manage fields of ${form.name}` }).click();
  await expect(page.getByText('Only Admins can change templates.')).toBeVisible();
  await expect(taskNames(page)).toHaveText(['Inspect']);
  await expect(page.getByRole('button', { name: 'Add Task' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await page.goto('/templates/create');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
