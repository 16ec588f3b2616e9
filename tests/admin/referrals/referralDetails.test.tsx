// The referral's details page: the row's fields, the chain of referrers as links to the members'
// pages, and the members the referred member brought in turn, in both languages.
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
import { singleAnswer } from '../resources/singleAnswer';
import { SERVED_MODELS } from '../servedModels';

const declarations = modelResources(SERVED_MODELS.filter((model) => model.name === 'referrals'));
const LONG = { timeout: 10_000 };

function renderDetails(locale: 'en' | 'ar' = 'en') {
  return render(
    <MemoryRouter initialEntries={['/default/referrals/7']}>
      <Routes>
        <Route
          path="/default/*"
          element={
            <AdminContext
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              authProvider={authWith(['view-Referral'])}
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

function serve(referred: unknown[], more = false) {
  server.use(
    http.get(api('getSingle/referrals/7'), () =>
      HttpResponse.json(
        singleAnswer(
          {
            ID: 7,
            chain: [
              { id: 1, name: 'Mona Adel', referred: 3, rewards: 225 },
              { id: 6, name: 'Omar Said', referred: 3, rewards: 300 },
              { id: 21, name: 'Laila Nabil', referred: referred.length, rewards: 1250 },
            ],
            referred,
            more_referred: more,
          },
          {
            row: { reward: '100.00' },
            title: '#7',
            headers: [{ text: 'Reward (EGP)', value: 'reward', type: 'amount', sortable: true }],
          },
        ),
      ),
    ),
  );
}

const REFERRED = [
  { id: 66, name: 'Hany Fawzy', referred: 0, rewards: 0 },
  { id: 67, name: 'Salma Ali', referred: 2, rewards: 1500.5 },
];

describe('referral details', () => {
  it('shows the chain from the root as links to the members, and whom the member referred', async () => {
    serve(REFERRED, true);
    renderDetails();
    const chain = await screen.findByRole('list', { name: 'Chain of referrers' }, LONG);
    const links = within(chain).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mona Adel', '/default/users/users-list/1'],
      ['Omar Said', '/default/users/users-list/6'],
      ['Laila Nabil', '/default/users/users-list/21'],
    ]);
    const table = screen.getByRole('table', { name: 'Members they referred' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent)),
    ).toEqual([
      ['Member', 'Referred', 'Rewards (EGP)'],
      ['Hany Fawzy', '0', '0.00'],
      ['Salma Ali', '2', '1,500.50'],
    ]);
    expect(screen.getByText('The referrals tree lists the rest.')).toBeInTheDocument();
    // The reward in its currency, as every amount.
    expect(screen.getByText('EGP 100.00')).toBeInTheDocument();
  });

  it('says when the member referred nobody, and reads in Arabic', async () => {
    serve([]);
    const view = renderDetails();
    expect(await screen.findByText('This member has not referred anyone yet.', {}, LONG)).toBeInTheDocument();
    view.unmount();
    serve(REFERRED);
    renderDetails('ar');
    expect(await screen.findByRole('list', { name: 'سلسلة المُحيلين' }, LONG)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'الأعضاء الذين أحالهم' });
    expect(within(table).getByText('١٬٥٠٠٫٥٠')).toBeInTheDocument();
    expect(screen.queryByText('تعرض شجرة الإحالات البقية.')).toBeNull();
  });
});
