// An edit page of a model whose rows take notes shows the record's notes, Add Note and its history beside
// the form (the list's notes dialog's body), on the demo backend; a new record's page has none.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ModelFormPage from '../../../src/forms/ModelFormPage';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { withFakeBackend } from '../fakeBackend';
import { SERVED_MODELS } from '../servedModels';
import { renderForm } from './renderForm';

const classifications = SERVED_MODELS.find((model) => model.name === 'classifications')!;
const Page = () => <ModelFormPage model={classifications} />;
const PERMISSIONS = ['view-Classification', 'edit-classifications', 'create-classifications', 'view-ActivityLog'];

describe('the notes beside an edit form', () => {
  const demo = withFakeBackend();

  it.each(['en', 'ar'] as const)(
    'shows the notes, Add Note and the history of the record (%s)',
    async (locale) => {
      const user = userEvent.setup();
      await demo.signIn('admin@demo.test', { language: locale });
      await i18nProvider.changeLocale(locale);
      const t = i18nProvider.translate;
      renderForm({
        resource: 'program-classification',
        page: Page,
        url: '/default/program-classification/ops/1',
        permissions: PERMISSIONS,
        locale,
      });
      const aside = await screen.findByRole('complementary', { name: t('list.notes.title') }, { timeout: 30_000 });
      expect(await within(aside).findByText(t('list.notes.none'))).toBeInTheDocument();
      expect(within(aside).getByRole('heading', { name: t('activity.title') })).toBeInTheDocument();
      await user.click(within(aside).getByRole('button', { name: t('list.notes.add') }));
      expect(
        await within(aside).findByRole('checkbox', { name: t('list.notes.private') }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      await i18nProvider.changeLocale('en');
    },
    60_000,
  );

  it('has no notes beside the form of a new record', async () => {
    await demo.signIn('admin@demo.test');
    renderForm({
      resource: 'program-classification',
      page: Page,
      url: '/default/program-classification/ops',
      permissions: PERMISSIONS,
    });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 })).toHaveTextContent(
      i18nProvider.translate('forms.declared.title_create', { model: 'Program classification' }),
    );
    expect(screen.queryByRole('complementary')).toBeNull();
  }, 60_000);
});
