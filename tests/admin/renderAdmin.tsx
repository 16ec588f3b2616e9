// Renders admin screens in a react-admin context as the app has it: the real data provider, request
// helper and i18n provider (msw answers the API), an auth provider granting the given permissions, and
// the current location recorded for the tests.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, type AuthProvider, memoryStore, Notification, type RaThemeOptions } from 'react-admin';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';

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
export const currentLocation = { pathname: '', search: '' };

function LocationProbe() {
  const current = useLocation();
  currentLocation.pathname = current.pathname;
  currentLocation.search = current.search;
  return null;
}

export interface RenderAdminOptions {
  url: string;
  permissions: string[];
  locale?: 'en' | 'ar';
  /** Rendered beside the routes, inside the admin context. */
  extra?: ReactNode;
  /** react-admin's notifications (toasts). */
  notifications?: boolean;
  theme?: RaThemeOptions;
}

/** `routes` (<Route> elements) under /default, at `url`. */
export function renderAdmin(
  routes: ReactNode,
  { url, permissions, locale = 'en', extra, notifications = false, theme }: RenderAdminOptions,
) {
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
        <Routes>{routes}</Routes>
        {notifications && <Notification />}
      </AdminContext>
    </MemoryRouter>,
  );
}
