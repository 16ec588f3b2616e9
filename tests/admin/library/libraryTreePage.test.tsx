// The exercise category screen against msw: copy a category and paste it under another (the body sent,
// the tree reloaded), the server's refusal of a paste into its own child shown, and a delete of a category
// that holds something asking to move its contents up.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import serverMessages from '../../../i18n/server/en';
import LibraryTreePage from '../../../src/library/LibraryTreePage';
import type { CategoryNode } from '../../../src/library/treeData';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { NotifierBridge } from '../../../src/providers/NotifierBridge';
import { authWith } from '../forms/renderForm';
import { api, server } from '../msw';

const en = i18nProvider.translate;

const node = (id: number, name: string, parent_id: number | null, children: CategoryNode[] = [], items = 0) => ({
  id,
  name_en: name,
  name_ar: `${name} ع`,
  parent_id,
  sort_order: id,
  image: null,
  items,
  children,
});

function serve(trees: CategoryNode[][]) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  let answer = 0;
  server.use(
    http.get(api('exercise/categories/hierarchy'), () =>
      HttpResponse.json({ state: 1, data: trees[Math.min(answer++, trees.length - 1)] }),
    ),
    http.get(api('exercise/attached'), () => HttpResponse.json({ state: 1, data: [] })),
    http.get(api('exercise/exercise'), () =>
      HttpResponse.json({ state: 1, data: { items: [], total: 0, page: 1, per_page: 20 } }),
    ),
    http.all(api('exercise/*'), async ({ request }) => {
      const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
      calls.push({ method: request.method, url: request.url, body });
      const { parent_id: parentId } = (body ?? {}) as { parent_id?: number };
      if (request.url.endsWith('paste-exercise-category') && parentId === 11)
        return HttpResponse.json(
          {
            state: 0,
            message: serverMessages['library.into_itself'],
            errors: { parent_id: [serverMessages['library.into_itself']] },
          },
          { status: 422 },
        );
      const message = serverMessages['library.pasted'];
      // As the server answers: a delete names the id, an edit the category, a paste its new copy (201).
      if (request.method === 'DELETE') return HttpResponse.json({ state: 1, message, data: { id: 1 } });
      const category = {
        id: 99,
        name_en: 'Copy',
        name_ar: 'نسخة',
        parent_id: parentId ?? null,
        sort_order: 0,
        image: null,
      };
      if (request.method === 'PUT')
        return HttpResponse.json({ state: 1, message, data: { ...category, id: 2, ...(body as object) } });
      return HttpResponse.json({ state: 1, message, data: category }, { status: 201 });
    }),
  );
  return calls;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/default/exercises-Categories']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authWith(['view-ExerciseCategory', 'manage-exercisecategories', 'manage-exercises'])}
        store={memoryStore({ locale: 'en' })}
        basename="/default"
      >
        <LibraryTreePage kind="exercise" />
        <NotifierBridge />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const TREE = [node(1, 'Chest', null, [node(11, 'Presses', 1)]), node(2, 'Back', null)];
const PASTED = [
  node(1, 'Chest', null, [node(11, 'Presses', 1)]),
  node(2, 'Back', null, [node(99, 'Chest', 2, [node(100, 'Presses', 99)])]),
];

describe('LibraryTreePage', () => {
  it('copies a category, pastes it under another and shows the copy', async () => {
    const calls = serve([TREE, PASTED]);
    const user = userEvent.setup();
    renderPage();
    const tree = await screen.findByRole('tree', { name: en('library.tree_label') });
    await user.click(await within(tree).findByRole('treeitem', { name: /^Chest/ }));
    await user.click(screen.getByRole('button', { name: en('library.copy') }));
    expect(screen.getByText(en('library.copied', { name: 'Chest' }))).toBeInTheDocument();
    await user.click(within(tree).getByRole('treeitem', { name: /^Back/ }));
    await user.click(screen.getByRole('button', { name: en('library.paste_here') }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: api('exercise/paste-exercise-category'),
      body: { category_id: 1, parent_id: 2 },
    });
    // The copy is opened and selected.
    expect(await within(tree).findByRole('treeitem', { name: /^Chest/, selected: true })).toHaveAttribute(
      'aria-level',
      '2',
    );
    expect(within(tree).getByRole('treeitem', { name: /^Back/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the server’s refusal of a paste into the category’s own child', async () => {
    serve([TREE]);
    const user = userEvent.setup();
    renderPage();
    const tree = await screen.findByRole('tree', { name: en('library.tree_label') });
    await user.click(await within(tree).findByRole('treeitem', { name: /^Chest/ }));
    await user.click(screen.getByRole('button', { name: en('library.copy') }));
    await user.click(within(tree).getByRole('treeitem', { name: /^Chest/ }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(tree).getByRole('treeitem', { name: /^Presses/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: en('library.paste_here') }));
    // The toast leads with the server's message (its field message may follow).
    expect(
      await screen.findByText((text) => text.startsWith(serverMessages['library.into_itself'])),
    ).toBeInTheDocument();
  });

  it('uploads a picture for the category and saves its address', async () => {
    const calls = serve([TREE]);
    server.use(
      http.post(api('file-uploaded/store'), () =>
        HttpResponse.json(
          {
            state: 1,
            data: {
              id: 5,
              name: 'abc.png',
              url: '/uploads/abc.png',
              mime: 'image/png',
              size: 4,
              original_name: 'a.png',
            },
          },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { container } = renderPage();
    const tree = await screen.findByRole('tree', { name: en('library.tree_label') });
    await user.click(await within(tree).findByRole('treeitem', { name: /^Back/ }));
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'icon.png', { type: 'image/png' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'PUT', url: api('exercise/categories/2'), body: { image: '/uploads/abc.png' } });
  });

  it('asks before deleting a category that holds something and moves its contents up', async () => {
    const calls = serve([TREE]);
    const user = userEvent.setup();
    renderPage();
    const tree = await screen.findByRole('tree', { name: en('library.tree_label') });
    await user.click(await within(tree).findByRole('treeitem', { name: /^Chest/ }));
    await user.click(screen.getByRole('button', { name: en('library.delete') }));
    const dialog = await screen.findByRole('dialog', { name: en('library.delete_title') });
    expect(dialog).toHaveTextContent(en('library.delete_holds'));
    await user.click(within(dialog).getByRole('button', { name: en('library.delete_move') }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: api('exercise/categories/1?contents=move') });
  });
});
