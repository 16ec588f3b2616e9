// The list's columns on a narrow screen: those there is no room for give way (priority 3 first), the
// column chooser brings one back or takes one away, and each admin's choice is remembered apart from
// another admin's on the same browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, localStorageStore, type Store } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ModelList } from '../../../src/list/ModelList';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { authWith } from '../renderAdmin';
import { productManager } from './fixtures';
import { recordSearch } from './renderList';

function renderAs(adminId: number, store: Store) {
  const authProvider = {
    ...authWith(productManager),
    getIdentity: () => Promise.resolve({ id: adminId, fullName: `Admin ${adminId}` }),
  };
  return render(
    <MemoryRouter initialEntries={['/default/products']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        store={store}
        basename="/default"
      >
        <Routes>
          <Route path="/default/products" element={<ModelList model="products" subject="Product" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());

async function openChooser(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Columns' }));
  return screen.findByRole('menu', { name: 'Choose the columns to show' });
}

describe('column chooser', () => {
  it('hides and shows a column, remembered per admin across visits', async () => {
    const user = userEvent.setup();
    recordSearch();
    const store = localStorageStore(undefined, 'columns-test');
    const first = renderAs(1, store);
    await screen.findByRole('columnheader', { name: 'Rating' });
    const menu = await openChooser(user);
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Name' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Rating' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Rating' })).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers()).toEqual(['', 'Name', 'Actions', 'Seller', 'Status', 'Price', 'Description']));
    first.unmount();

    // Another admin on the same browser still has the column.
    const second = renderAs(2, store);
    await screen.findByRole('columnheader', { name: 'Rating' });
    second.unmount();

    // The first admin comes back: still hidden, and the chooser brings it back.
    renderAs(1, store);
    await screen.findByRole('columnheader', { name: 'Price' });
    await waitFor(() => expect(headers()).not.toContain('Rating'));
    await user.click(within(await openChooser(user)).getByRole('menuitemcheckbox', { name: 'Rating' }));
    await user.keyboard('{Escape}');
    await screen.findByRole('columnheader', { name: 'Rating' });
  });

  describe('with room for 600 px and 100 px a column', () => {
    beforeEach(() => {
      // jsdom lays nothing out: the scroller is 600 wide and each column header 100.
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('results-scroller') ? 600 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('results-scroller') ? 100 * this.querySelectorAll('thead th').length : 0;
      });
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        return new DOMRect(0, 0, this.tagName === 'TH' ? 100 : 0, 40);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('hides the least important columns first, and a column chosen back stays while another gives way', async () => {
      const user = userEvent.setup();
      recordSearch();
      renderAs(1, localStorageStore(undefined, 'columns-fit-test'));
      await screen.findByRole('columnheader', { name: 'Price' });
      // Eight columns (selection, name, actions, seller, status, rating, price, description) in room for
      // six: the description (HTML, priority 3) and the rating (priority 2) give way.
      await waitFor(() => expect(headers()).toEqual(['', 'Name', 'Actions', 'Seller', 'Status', 'Price']));
      const menu = await openChooser(user);
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Rating' })).toHaveAttribute('aria-checked', 'false');
      await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Rating' }));
      await user.keyboard('{Escape}');
      // The rating stays; the last column of the first priority gives way instead.
      await waitFor(() => expect(headers()).toEqual(['', 'Name', 'Actions', 'Seller', 'Status', 'Rating']));
    });
  });
});
