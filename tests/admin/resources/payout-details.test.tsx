// The payout request's details page: its fields, the buttons of its possible transitions (to the form,
// only for finance) and its history, in both languages.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, AdminUI, memoryStore, Resource } from 'react-admin';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { modelResources } from '../../../src/resources';
import { authWith } from '../list/renderList';
import { api, server } from '../msw';
import { SERVED_MODELS } from '../servedModels';

const declarations = modelResources(SERVED_MODELS.filter((model) => model.name === 'payout-requests'));

function renderDetails(permissions: string[], locale: 'en' | 'ar' = 'en') {
  return render(
    <MemoryRouter initialEntries={['/default/payout-requests/7']}>
      <Routes>
        <Route
          path="/default/*"
          element={
            <AdminContext
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              authProvider={authWith(permissions)}
              store={memoryStore({ locale })}
              basename="/default"
            >
              <AdminUI>
                {declarations.map(({ subject: _subject, ...props }) => (
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

function serve(status: string) {
  server.use(
    http.get(api('getSingle/payout-requests/7'), () =>
      HttpResponse.json({
        state: 1,
        data: {
          item: {
            ID: 7,
            id: 7,
            is_trashed: 0,
            status,
            transitions: [
              {
                from: 'pending',
                to: 'approved',
                reason: null,
                reference: null,
                admin: { id: 1, label: 'Sara Finance' },
                at: '2026-03-02T09:15:00.000Z',
              },
            ],
          },
          row: { ID: 7, is_trashed: 0, reference: 'PO-000007' },
          title: 'PO-000007',
          headers: [{ text: 'Reference', value: 'reference', type: 'text', sortable: true }],
          notes: [],
        },
      }),
    ),
  );
}

describe('payout request details', () => {
  it('offers pay and reject for an approved request and shows who approved it', async () => {
    serve('approved');
    renderDetails(['view-PayoutRequest', 'edit-payoutrequests']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout Requests #7' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Mark as paid' })).toHaveAttribute(
      'href',
      '/default/payout-requests/ops/7?status=paid',
    );
    expect(screen.getByRole('link', { name: 'Reject' })).toHaveAttribute(
      'href',
      '/default/payout-requests/ops/7?status=rejected',
    );
    const history = screen.getByRole('table', { name: 'History' });
    const cells = within(within(history).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['Sara Finance', 'Pending → Approved', '']);
  });

  it('offers nothing to an admin who may only view, nor for a paid request', async () => {
    serve('approved');
    const view = renderDetails(['view-PayoutRequest']);
    await screen.findByRole('table', { name: 'History' });
    expect(screen.queryByRole('link', { name: 'Mark as paid' })).toBeNull();
    view.unmount();
    serve('paid');
    renderDetails(['view-PayoutRequest', 'edit-payoutrequests']);
    await screen.findByRole('table', { name: 'History' });
    expect(screen.queryByRole('link', { name: 'Reject' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    serve('pending');
    renderDetails(['view-PayoutRequest', 'manage-payoutrequests'], 'ar');
    expect(await screen.findByRole('link', { name: 'قبول' })).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'السجل' });
    expect(within(history).getByText('من قيد الانتظار إلى مقبول')).toBeInTheDocument();
  });
});
