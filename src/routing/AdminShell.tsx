// react-admin's <Admin> put together from its two halves (AdminContext and CoreAdminUI), so that only
// the screens this app uses are bundled. <Admin>'s AdminUI imports its default login form (with
// react-hook-form), layout, auth-callback, not-found and loading pages even when they are replaced,
// which cost every signed-in route about 38 KB gzip. The error pages are still react-admin's.
import { createElement, type ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';

type AdminShellProps = AdminContextProps &
  Omit<CoreAdminUIProps, 'children'> & {
    /** Rendered beside the pages, as <Admin notification>. */
    notification: ComponentType;
  };

export function AdminShell({
  authProvider,
  basename,
  dataProvider,
  i18nProvider,
  store,
  theme,
  lightTheme,
  darkTheme,
  defaultTheme,
  queryClient,
  routerProvider,
  notification,
  children,
  error = ErrorPage,
  accessDenied = AccessDenied,
  authenticationError = AuthenticationError,
  ...ui
}: AdminShellProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme={defaultTheme}
      queryClient={queryClient}
      routerProvider={routerProvider}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI error={error} accessDenied={accessDenied} authenticationError={authenticationError} {...ui}>
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
