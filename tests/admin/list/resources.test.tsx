// The model resources: each list, form slot and details page at its spec 2.2 path under /default.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, AdminUI, memoryStore, Resource } from 'react-admin';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { modelResources, modelRoutes } from '../../../src/resources';
import { api, server } from '../msw';
import { SERVED_MODELS } from '../servedModels';
import { searchAnswer } from './fixtures';
import { authWith, recordSearch } from './renderList';

const modelDeclarations = modelResources(SERVED_MODELS);
const everything = modelDeclarations.flatMap(({ subject }) => [
  `view-${subject}`,
  `create-${subject.toLowerCase()}s`,
  `edit-${subject.toLowerCase()}s`,
]);

const here = { path: '' };
function Probe() {
  const location = useLocation();
  here.path = location.pathname;
  return null;
}

function renderAdmin(url: string, permissions = everything) {
  const admin = (
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      authProvider={authWith(permissions)}
      store={memoryStore()}
      basename="/default"
    >
      <AdminUI>
        {modelDeclarations.map(({ subject: _subject, ...props }) => (
          <Resource key={props.name} {...props} />
        ))}
        {modelRoutes}
      </AdminUI>
    </AdminContext>
  );
  // Mounted under /default/* as the application mounts it.
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
      <Routes>
        <Route path="/default/*" element={admin} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('model resources', () => {
  it('declares a list for every served model', () => {
    const lists = modelDeclarations.filter((declaration) => declaration.list).map(({ name }) => name);
    expect(lists).toEqual(SERVED_MODELS.map((model) => model.resource));
    expect(lists).toContain('faq-list');
  });

  it('opens the FAQ list at /default/faq-list on the faqs model', async () => {
    const search = recordSearch();
    renderAdmin('/default/faq-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    await waitFor(() => expect(search.lists()[0]).toMatchObject({ model: 'faqs' }));
  });

  it('Add New opens the ops route of spec 2.2', async () => {
    const user = userEvent.setup();
    recordSearch();
    renderAdmin('/default/coupons');
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    expect(here.path).toBe('/default/coupons/ops');
    // The coupon form is loaded on its first visit.
    expect(await screen.findByRole('heading', { name: 'New coupon' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('Edit opens the coupon form at /default/coupons/ops/:id', async () => {
    const user = userEvent.setup();
    recordSearch();
    renderAdmin('/default/coupons');
    const row = (await screen.findByText('Yoga mat')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(here.path).toBe('/default/coupons/ops/2');
  });

  it('double-click on a user opens /default/users/users-list/:id with the record and its notes', async () => {
    const user = userEvent.setup();
    recordSearch();
    server.use(
      http.get(api('getSingle/users/2'), () =>
        HttpResponse.json({
          state: 1,
          data: {
            item: { ID: 2, id: 2, first_name: 'Mona', email: 'mona@example.com', is_trashed: 0 },
            row: {
              ID: 2,
              name: 'Mona Adel',
              email: 'mona@example.com',
              referrer: { route: 'users-details', id: 9, label: 'Omar' },
              is_trashed: 0,
            },
            title: 'Mona Adel',
            headers: [
              { text: 'Name', value: 'name', type: 'text', sortable: true },
              { text: 'Email', value: 'email', type: 'text', sortable: true },
              { text: 'Referred by', value: 'referrer', type: 'link', sortable: false },
            ],
            notes: [{ id: 1, note: '<p>VIP</p>', is_private: 0, created_at: '2026-01-05T10:30:00.000Z', author: null }],
          },
        }),
      ),
    );
    renderAdmin('/default/users');
    await user.dblClick(await screen.findByText('Yoga mat'));
    expect(here.path).toBe('/default/users/users-list/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mona Adel' })).toBeInTheDocument();
    const fields = await screen.findByText('Email');
    expect(fields.tagName).toBe('DT');
    expect(fields.nextElementSibling).toHaveTextContent('mona@example.com');
    expect(screen.getByRole('link', { name: 'Omar' })).toHaveAttribute('href', '/default/users/users-list/9');
    expect(await screen.findByText('VIP')).toBeInTheDocument();
  });

  it.each([
    ['/default/admins/7', 'admins', 'Omar Khaled'],
    ['/default/subscriptions/7', 'subscriptions', 'SUB-000007'],
    ['/default/payout-requests/7', 'payout-requests', 'PAY-000007'],
    ['/default/programs/7', 'programs', 'Strength basics'],
  ])('%s is the details page: the record and its notes', async (url, model, heading) => {
    server.use(
      http.get(api(`getSingle/${model}/7`), () =>
        HttpResponse.json({
          state: 1,
          data: {
            item: { ID: 7, id: 7, is_trashed: 0 },
            row: { ID: 7, reference: `REF-${model}`, is_trashed: 0 },
            // The record's own name, which heads its page.
            title: heading,
            headers: [{ text: 'Reference', value: 'reference', type: 'text', sortable: true }],
            notes: [
              {
                id: 3,
                note: `<p>Checked ${model}</p>`,
                is_private: 0,
                created_at: '2026-01-05T10:30:00.000Z',
                author: null,
              },
            ],
          },
        }),
      ),
    );
    renderAdmin(url);
    // Payout requests and subscriptions have details pages of their own, loaded on first visit.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect((await screen.findByText('Reference')).nextElementSibling).toHaveTextContent(`REF-${model}`);
    expect(await screen.findByText(`Checked ${model}`)).toBeInTheDocument();
  });

  it.each([
    ['/default/programs', 'programs', 'Programs'],
    ['/default/diet-programs', 'diet-programs', 'Diet Programs'],
  ])('%s is the %s list', async (url, model, heading) => {
    const search = recordSearch();
    renderAdmin(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(search.lists()[0]).toMatchObject({ model }));
  });

  it('/default/admins/ops/3 is the admin form, not a details page', async () => {
    renderAdmin('/default/admins/ops/3');
    expect(await screen.findByRole('heading', { name: 'Edit admin' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('links to pages this admin does not have lead to a not-available page', async () => {
    renderAdmin('/default/not-available');
    expect(await screen.findByRole('heading', { name: 'Page not available' })).toBeInTheDocument();
  });

  it('refuses a list without its view permission', async () => {
    const search = recordSearch(() => searchAnswer());
    renderAdmin('/default/products', ['view-User']);
    expect(await screen.findByText(/not authorized|access denied/i)).toBeInTheDocument();
    expect(search.lists()).toEqual([]);
  });
});
