// The admin form (/default/admins/ops creates, /default/admins/ops/:id edits), the details page
// (/default/admins/:id) and the pending accounts above the list.
import { createElement, lazy, Suspense } from 'react';
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

const PendingAccounts = lazy(() => import('./PendingAccounts'));

/** Loaded with the list; nothing shows until it knows of pending accounts. */
function PendingSection() {
  return createElement(Suspense, { fallback: null }, createElement(PendingAccounts));
}

export default {
  form: lazyForm(() => import('./AdminFormPage')),
  details: lazyForm(() => import('./AdminDetailsPage')),
  beforeList: PendingSection,
} satisfies CustomScreens;
