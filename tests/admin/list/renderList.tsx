// Renders the generic list in a react-admin context on the real data provider, request helper and
// i18n provider, with msw answering the API.
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import type { RaThemeOptions } from 'react-admin';
import { ModelList, type ModelListProps } from '../../../src/list/ModelList';
import { authWith, currentLocation, renderAdmin } from '../renderAdmin';
import { api, server } from '../msw';
import { actionAnswer, productManager, searchAnswer } from './fixtures';

export { authWith };

/** The current URL of the rendered app, updated on every navigation. */
export const location = currentLocation;

export interface RenderListOptions {
  url?: string;
  permissions?: string[];
  props?: Partial<ModelListProps>;
  locale?: 'en' | 'ar';
  /** Rendered beside the list, inside the admin context. */
  extra?: ReactNode;
  /** The MUI theme (its direction flips the paging arrows). */
  theme?: RaThemeOptions;
  /**
   * Whether the admin opened the Search Criteria on an earlier visit (default true, as the tests that
   * fill filters need); false shows a first visit, folded.
   */
  searchOpen?: boolean;
}

export function renderList({
  url = '/default/products',
  permissions = productManager,
  props = {},
  locale = 'en',
  extra,
  theme,
  searchOpen = true,
}: RenderListOptions = {}) {
  const model = props.model ?? 'products';
  if (searchOpen) localStorage.setItem(`list.panels.${model}`, JSON.stringify({ search: true }));
  return renderAdmin(
    <>
      <Route path="/default/products" element={<ModelList model="products" subject="Product" {...props} />} />
      <Route path="*" element={<div>elsewhere</div>} />
    </>,
    { url, permissions, locale, extra, theme },
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

/** A search answer for list requests and the server's success answer for actions. */
export const listOrOk = (body: Json): Json => ('action' in body ? actionAnswer(body) : searchAnswer());
