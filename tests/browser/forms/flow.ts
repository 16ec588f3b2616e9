// One form proved end to end as a user goes through it: open it to create, fill, save, find the new row
// through the Search Criteria, Edit, change one field, save, load the edit page again and see the change.
import { expect } from 'vitest';
import type { ModelForm } from './catalogue';
import { type FormFiller, type FormRun, saveForm } from './run';

export async function proveModelForm(run: FormRun, form: ModelForm): Promise<void> {
  const { page, t } = run;
  if (typeof form.filler === 'string') throw new Error(`${form.name}: ${form.filler}`);
  const filler: FormFiller = form.filler;
  const onList = (url: URL) => url.pathname === form.listPath;
  let search = filler.existing;
  if (filler.create) {
    // The create path, as the list's Add New opens it (the list is drawn once, after the save).
    await page.goto(form.opsPath);
    await page.getByRole('button', { name: t('forms.save'), exact: true }).waitFor({ timeout: 20_000 });
    search = await filler.create(run);
    await saveForm(run);
    await page.waitForURL(onList, { timeout: 15_000 });
  } else {
    await page.goto(form.listPath);
    await page
      .getByRole('heading', { level: 1, name: form.title[run.language], exact: true })
      .waitFor({ timeout: 20_000 });
    // An edit-only form offers no Add New.
    expect(await page.getByRole('button', { name: t('list.buttons.add_new'), exact: true }).count()).toBe(0);
  }
  if (!search) throw new Error(`${form.name}: its filler neither creates nor finds a record`);

  const rowText = await search(run);
  const table = page.getByRole('table', { name: t('list.table.label'), exact: true });
  const rows = table.locator('tbody tr').filter({ hasText: rowText ?? '' });
  // The new record alone answers the search (a row's text picks it when the search cannot).
  if (filler.create && rowText === undefined) await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);
  await rows
    .first()
    .getByRole('button', { name: t('list.actions.edit'), exact: true })
    .click({ timeout: 20_000 });
  await page.waitForURL((url) => url.pathname.startsWith(`${form.opsPath}/`));
  // The list's own inputs (its Search Criteria) may share a label with the form's until the form is drawn.
  await page.getByRole('button', { name: t('forms.save'), exact: true }).waitFor({ timeout: 20_000 });
  const editPath = new URL(page.url()).pathname;

  const kept = await filler.change(run);
  await saveForm(run);
  await page.waitForURL((url) => url.pathname !== editPath, { timeout: 15_000 });
  await page.goto(editPath);
  await kept(run);
}
