// The admin's layout. For now react-admin's own; the shell (sidebar, app bar, footer) replaces it.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';

export const Layout = ({ children }: { children: ReactNode }) => <RaLayout>{children}</RaLayout>;
