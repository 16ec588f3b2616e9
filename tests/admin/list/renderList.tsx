// Renders the generic list in a react-admin context on the real data provider, request helper and
// i18n provider, with msw answering the API.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider, type RaThemeOptions } from 'react-admin';
import { ModelList, type ModelListProps } from '../../../src/list/ModelList';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { api, server } from '../msw';
import { productManager, searchAnswer } from './fixtures';

export function authWith(permissions: string[]): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
  };
}

/** The current URL of the rendered app, updated on every navigation. */
export const location = { pathname: '', search: '' };

function LocationProbe() {
  const current = useLocation();
  location.pathname = current.pathname;
  location.search = current.search;
  return null;
}

export interface RenderListOptions {
  url?: string;
  permissions?: string[];
  props?: Partial<ModelListProps>;
  locale?: 'en' | 'ar';
  /** Rendered beside the list, inside the admin context. */
  extra?: ReactNode;
  /** The MUI theme (its direction flips the paging arrows). */
  theme?: RaThemeOptions;
}

export function renderList({
  url = '/default/products',
  permissions = productManager,
  props = {},
  locale = 'en',
  extra,
  theme,
}: RenderListOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authWith(permissions)}
        store={memoryStore({ locale })}
        basename="/default"
        theme={theme}
      >
        <LocationProbe />
        {extra}
        <Routes>
          <Route path="/default/products" element={<ModelList model="products" subject="Product" {...props} />} />
          <Route path="*" element={<div>elsewhere</div>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

type Json = Record<string, unknown>;

/** Answers `search` (lists, actions, exports) and records every body it receives. */
export function recordSearch(answer: (body: Json) => Response | Json = () => searchAnswer()) {
  const bodies: Json[] = [];
  server.use(
    http.post(api('search'), async ({ request }) => {
      const body = (await request.json()) as Json;
      bodies.push(body);
      const result = answer(body);
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  );
  return {
    bodies,
    /** Bodies of list requests (no action, no export). */
    lists: () => bodies.filter((body) => !('action' in body) && !('export_format' in body)),
    actions: () => bodies.filter((body) => 'action' in body),
  };
}

/** A search answer for list requests and `{state: 1}` for actions. */
export const listOrOk = (body: Json): Json =>
  'action' in body ? { state: 1, message: 'Done', data: null } : searchAnswer();
