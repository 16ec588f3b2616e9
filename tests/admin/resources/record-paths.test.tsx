// The record addresses of spec 2.2 in the running admin on the demo backend: a model's `/:id` opens that
// record (not its list), `sub-programs/ops/0/:program_id` opens a new sub-programme of that programme, and
// a programme's page leads there with "Add sub-programme".
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { withFakeBackend } from '../fakeBackend';

type Json = Record<string, unknown>;

describe('record addresses', () => {
  const demo = withFakeBackend();

  /** A row of the demo data, read from the backend's database. */
  async function item(table: string, id: number): Promise<Json> {
    const db = demo.backend.db as unknown as {
      selectFrom(table: string): {
        selectAll(): { where(column: string, op: '=', value: number): { executeTakeFirstOrThrow(): Promise<Json> } };
      };
    };
    return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  async function open(path: string, language: 'en' | 'ar' = 'en') {
    await demo.signIn('admin@demo.test', { language });
    window.history.replaceState(null, '', path);
    render(<App />);
  }

  it.each([
    ['/default/program-classification/1', 'classifications', 1, 'Program classification'],
    ['/default/walkthrough/1', 'walkthroughs', 1, 'Walkthrough'],
  ])(
    '%s opens that item in its form, not the list',
    async (path, model, id, label) => {
      await open(path);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: i18nProvider.translate('forms.declared.title_edit', { model: label }) },
          { timeout: 90_000 },
        ),
      ).toBeInTheDocument();
      const record = await item(model, id);
      const english = String(record.name_en ?? record.title_en);
      await waitFor(() => expect(screen.getByDisplayValue(english)).toBeInTheDocument(), { timeout: 10_000 });
      // No results table: the list is not what opened.
      expect(screen.queryByRole('table')).toBeNull();
    },
    90_000,
  );

  it('opens the record of a model without a form on its generic details page', async () => {
    await open('/default/orders/4');
    const record = await item('orders', 4);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: new RegExp(String(record.number ?? '#4')) },
        { timeout: 90_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  }, 150_000);

  it('opens a new sub-programme of programme 1 at sub-programs/ops/0/1, the programme chosen (Arabic)', async () => {
    await open('/default/sub-programs/ops/0/1', 'ar');
    await i18nProvider.changeLocale('ar');
    const t = i18nProvider.translate;
    const programme = await item('programs', 1);
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 90_000 });
    await waitFor(() =>
      expect(title).toHaveTextContent(t('forms.declared.title_create', { model: 'البرامج الفرعية' })),
    );
    const picker = await screen.findByRole('combobox', { name: /البرنامج/ });
    await waitFor(() => expect(picker).toHaveValue(String(programme.name_ar)), { timeout: 10_000 });
    await i18nProvider.changeLocale('en');
  }, 150_000);

  it('"Add sub-programme" on a programme\'s page opens that form', async () => {
    const user = userEvent.setup();
    await open('/default/programs/1');
    const programme = await item('programs', 1);
    const section = await screen.findByRole('region', { name: 'Sub-programmes' }, { timeout: 90_000 });
    await user.click(within(section).getByRole('link', { name: 'Add sub-programme' }));
    expect(window.location.pathname).toBe('/default/sub-programs/ops/0/1');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: i18nProvider.translate('forms.declared.title_create', { model: 'Sub-programs' }) },
        { timeout: 90_000 },
      ),
    ).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: /Programme/ });
    await waitFor(() => expect(picker).toHaveValue(String(programme.name_en)), { timeout: 10_000 });
  }, 150_000);
});
