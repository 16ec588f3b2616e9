// The referral tree: roots first, each branch loaded when opened (three levels deep), counts and rewards
// per member, a search that opens the path to a member, in both languages.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import ReferralTreePage from '../../../src/pages/referrals/ReferralTreePage';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { authWith } from '../forms/renderForm';
import { api, server } from '../msw';

const node = (id: number, referred: number) => ({ id, name: `Member ${id}`, referred, rewards: referred * 50 });
const CHILDREN: Record<string, ReturnType<typeof node>[]> = {
  root: [node(1, 2), node(2, 0)],
  '1': [node(10, 1), node(11, 0)],
  '10': [node(100, 1)],
  '100': [node(1000, 0)],
};

function serveTree() {
  const asked: string[] = [];
  server.use(
    http.get(api('referrals/tree'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const search = url.searchParams.get('search');
      if (search) {
        return HttpResponse.json({
          state: 1,
          data: { matches: search === 'member 1000' ? [{ node: node(1000, 0), path: [1, 10, 100, 1000] }] : [] },
        });
      }
      return HttpResponse.json({
        state: 1,
        data: { nodes: CHILDREN[url.searchParams.get('parent') ?? 'root'] ?? [], more: false },
      });
    }),
  );
  return asked;
}

function renderTree(locale: 'en' | 'ar' = 'en') {
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authWith(['view-Referral'])}
        store={memoryStore({ locale })}
      >
        <ReferralTreePage />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('referral tree', () => {
  it('loads the roots, then each branch when it is opened, three levels deep', async () => {
    const user = userEvent.setup();
    const asked = serveTree();
    renderTree();
    const tree = await screen.findByRole('tree', { name: 'Referrals tree' }, { timeout: 10_000 });
    const first = within(tree).getByRole('treeitem', { name: 'Member 1' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).getByText('2 referred, 100.00 EGP earned')).toBeInTheDocument();
    // A member who referred nobody has nothing to open.
    expect(within(tree).getByRole('treeitem', { name: 'Member 2' })).not.toHaveAttribute('aria-expanded');
    expect(asked).toEqual(['']);
    await user.click(screen.getByRole('button', { name: 'Open Member 1' }));
    await user.click(await screen.findByRole('button', { name: 'Open Member 10' }));
    await user.click(await screen.findByRole('button', { name: 'Open Member 100' }));
    const deepest = await screen.findByRole('treeitem', { name: 'Member 1000' });
    expect(deepest).toHaveAttribute('aria-level', '4');
    expect(asked).toEqual(['', '?parent=1', '?parent=10', '?parent=100']);
    // Closing a branch stops drawing it.
    await user.click(screen.getByRole('button', { name: 'Close Member 1' }));
    expect(screen.queryByRole('treeitem', { name: 'Member 10' })).toBeNull();
  });

  it('opens the path to a searched member and marks it', async () => {
    const user = userEvent.setup();
    serveTree();
    renderTree();
    await screen.findByRole('tree', {}, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Find a member (name or email)' }), 'member 1000');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('treeitem', { name: 'Member 1000' });
    await waitFor(() => expect(found).toHaveAttribute('aria-selected', 'true'));
    await user.clear(screen.getByRole('textbox', { name: 'Find a member (name or email)' }));
    await user.type(screen.getByRole('textbox', { name: 'Find a member (name or email)' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No member of the tree matches.')).toBeInTheDocument();
  });

  it('reads in Arabic, with Arabic digits', async () => {
    serveTree();
    renderTree('ar');
    const tree = await screen.findByRole('tree', { name: 'شجرة الإحالات' }, { timeout: 10_000 });
    expect(within(tree).getByText('أحال عضوين ٢، ربح ١٠٠٫٠٠ جنيه')).toBeInTheDocument();
  });
});
