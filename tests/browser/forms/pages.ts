// The two forms that are pages of their own rather than a model's: the settings and the signed-in admin's
// profile. Each is proved the same way: open it, change one field, save, load the page again, see it.
import type { Response } from 'playwright-core';
import { expect } from 'vitest';
import { SETTINGS_CATALOGUE } from '../../../server/settings/catalogue';
import { PROFILE_PATH } from '../../../src/pages/profile/paths';
import { settled } from '../page';
import { changeText, type FormRun, input, type Kept, loaded } from './run';

export interface PageForm {
  name: string;
  path: string;
  /** The page heading's message key. */
  heading: string;
  /** The Save button's message key. */
  save: string;
  /** The API path (under /api/v1/admin/) the save posts to. */
  writes: string;
  change(run: FormRun): Promise<Kept>;
  /** What to put back once proved, so the rest of the suite finds the shared server as it was. */
  restore?(run: FormRun): Promise<void>;
}

const settings: PageForm = {
  name: 'settings',
  path: '/default/settings',
  heading: 'settings.title',
  save: 'forms.save',
  writes: 'settings',
  async change(run) {
    const label = SETTINGS_CATALOGUE.support_email.label[run.language];
    await loaded(run, label);
    return changeText(run, label, `support+${run.tag}@demo.test`);
  },
};

let lastName = '';
const profile: PageForm = {
  name: 'profile',
  path: PROFILE_PATH,
  heading: 'shell.profile.title',
  save: 'shell.profile.save',
  writes: 'admins/my-profile',
  async change(run) {
    await loaded(run, run.t('shell.profile.last_name'));
    lastName = await input(run, run.t('shell.profile.last_name')).inputValue();
    return changeText(run, run.t('shell.profile.last_name'), `${lastName} ${run.tag}`);
  },
  async restore(run) {
    await input(run, run.t('shell.profile.last_name')).fill(lastName);
    await savePage(run, profile);
  },
};

export const PAGE_FORMS: readonly PageForm[] = [settings, profile];

/** Presses the page's Save and waits for the server to accept what it sent. */
async function savePage(run: FormRun, form: PageForm): Promise<void> {
  const { page, t } = run;
  const written = page.waitForResponse(
    (response: Response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/v1/admin/${form.writes}`,
  );
  await page.getByRole('button', { name: t(form.save), exact: true }).click();
  const response = await written;
  expect(response.status(), await response.text()).toBeLessThan(300);
  await settled(page);
}

export async function provePageForm(run: FormRun, form: PageForm): Promise<void> {
  const { page, t } = run;
  await page.goto(form.path);
  await page.getByRole('heading', { level: 1, name: t(form.heading), exact: true }).waitFor({ timeout: 20_000 });
  const kept = await form.change(run);
  await savePage(run, form);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: t(form.heading), exact: true }).waitFor({ timeout: 20_000 });
  await kept(run);
  await form.restore?.(run);
}
