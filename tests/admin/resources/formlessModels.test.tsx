// A model whose form is not built yet offers no Edit and no Add New (they would only open a placeholder);
// its ops route still answers, for an address typed by hand, that the form is not available yet.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, AdminUI, memoryStore, Resource } from 'react-admin';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { modelResources } from '../../../src/resources';
import { CUSTOM_SCREENS } from '../../../src/resources/customScreens';
import { authWith, recordSearch } from '../list/renderList';
import { SERVED_MODELS } from '../servedModels';

// Every permission of every model, so only the missing form can hide the actions.
const modelDeclarations = modelResources(SERVED_MODELS);
const everything = modelDeclarations.flatMap(({ subject }) => {
  const models = `${subject.toLowerCase()}s`;
  return [`view-${subject}`, `create-${models}`, `edit-${models}`, `manage-${models}`];
});

function renderAdmin(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/default/*"
          element={
            <AdminContext
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              authProvider={authWith(everything)}
              store={memoryStore()}
              basename="/default"
            >
              <AdminUI>
                {modelDeclarations.map(({ subject: _subject, ...props }) => (
                  <Resource key={props.name} {...props} />
                ))}
              </AdminUI>
            </AdminContext>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

// Read from the registry: models with an ops route but neither a declared form nor screens of their own.
const FORMLESS = SERVED_MODELS.filter((model) => model.ops && !model.form && !CUSTOM_SCREENS[model.name]?.form).map(
  (model) => model.resource,
);
// One with a form of its own, one with a declared form.
const WITH_FORMS = ['coupons', 'payment-methods'];

/** The first result row, once the list has answered. */
const firstRow = async () => (await screen.findByText('Yoga mat')).closest('tr') as HTMLElement;

describe('models without a form', () => {
  it('the users list, whose form only edits, offers Edit but no Add New', async () => {
    recordSearch();
    renderAdmin('/default/users');
    const row = await firstRow();
    expect(within(row).getByRole('button', { name: 'Notes' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
  });

  it.each(FORMLESS)('the %s list offers neither Edit nor Add New', async (name) => {
    recordSearch();
    renderAdmin(`/default/${name}`);
    const row = await firstRow();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
  });

  it.each(WITH_FORMS)('the %s list, which has a form, offers both', async (name) => {
    recordSearch();
    renderAdmin(`/default/${name}`);
    const row = await firstRow();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  });

  it.each(FORMLESS.map((resource) => `/default/${resource}/ops/2`))(
    '%s typed by hand says the form is not available yet',
    async (url) => {
      renderAdmin(url);
      expect(await screen.findByRole('heading', { name: 'Form not available' })).toBeInTheDocument();
      expect(screen.getByText('This form is not available yet.')).toBeInTheDocument();
    },
  );
});
