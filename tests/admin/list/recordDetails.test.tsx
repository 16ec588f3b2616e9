// A record's details page: titled with the record's own name, empty values as a dash, and one clear
// not-found state with the way back for a record that does not exist.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { RecordDetails } from '../../../src/list/pages/RecordDetails';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { api, server } from '../msw';
import { authWith } from './renderList';

function renderDetails(id: string, locale: 'en' | 'ar' = 'en') {
  return render(
    <MemoryRouter initialEntries={[`/default/users/${id}`]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authWith(['view-User'])}
        store={memoryStore({ locale })}
        basename="/default"
      >
        <Routes>
          <Route
            path="/default/users/:id"
            element={
              <RecordDetails model="users" title={locale === 'ar' ? 'الأعضاء' : 'Users'} listPath="/default/users" />
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const user = {
  state: 1,
  data: {
    item: { ID: 12, id: 12, first_name: 'Sara', last_name: 'Hassan', is_trashed: 0 },
    row: { ID: 12, email: 'sara@mail.example.test', phone: null, is_trashed: 0 },
    title: 'Sara Hassan',
    headers: [
      { text: 'Email', value: 'email', type: 'text', sortable: true },
      { text: 'Phone', value: 'phone', type: 'text', sortable: false },
    ],
    notes: [],
  },
};

describe('record details', () => {
  it("is titled with the record's own name; an empty value reads as a dash", async () => {
    server.use(http.get(api('getSingle/users/12'), () => HttpResponse.json(user)));
    renderDetails('12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Hassan' })).toBeInTheDocument();
    expect(document.title).toBe('Sara Hassan | Fitness Admin');
    const phone = screen.getByText('Phone').nextElementSibling as HTMLElement;
    expect(phone).toHaveTextContent('—Empty');
    expect(phone.querySelector('[aria-hidden]')).toHaveTextContent('—');
  });

  it('shows one not-found state with the way back for a record that does not exist', async () => {
    server.use(
      http.get(api('getSingle/users/999'), () =>
        HttpResponse.json({ state: 0, message: 'Record not found.' }, { status: 404 }),
      ),
    );
    renderDetails('999', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'السجل غير موجود' })).toBeInTheDocument();
    expect(screen.getByText('الأعضاء رقم 999 غير موجود أو تمت إزالته.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى القائمة' })).toHaveAttribute('href', '/default/users');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('الملاحظات')).toBeNull();
  });

  it('heads the page with the initials, the name and the status of the record', async () => {
    const withStatus = {
      ...user,
      data: {
        ...user.data,
        row: { ...user.data.row, status: { label: 'Active', color: 'success', tone: 'green', value: 'active' } },
        headers: [...user.data.headers, { text: 'Status', value: 'status', type: 'status', sortable: true }],
      },
    };
    server.use(http.get(api('getSingle/users/12'), () => HttpResponse.json(withStatus)));
    renderDetails('12');
    await screen.findByRole('heading', { level: 1, name: 'Sara Hassan' });
    expect(screen.getByText('SH')).toHaveClass('MuiAvatar-root');
    const statuses = screen.getByTestId('details-statuses');
    expect(statuses).toHaveTextContent('Active');
    expect(statuses.querySelector('.status-chip')).toHaveAttribute('data-tone', 'green');
  });
});
