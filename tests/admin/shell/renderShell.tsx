// Opens the whole application signed in, with msw answering the profile and the dashboard, so the
// shell is tested as it runs: router, react-admin, i18n provider, theme and layout.
import { render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { App } from '../../../src/App';
import { api, server } from '../msw';

export const SUPPORT_PERMISSIONS = ['view-User', 'view-Chat', 'view-Complaint'];

export const demoProfile = {
  id: 7,
  first_name: 'Mona',
  last_name: 'Hassan',
  email: 'mona@demo.test',
  image: null as string | null,
  role: 'Support',
};

export interface ShellOptions {
  path?: string;
  language?: 'en' | 'ar';
  permissions?: string[];
  /** The permissions the profile call answers, when they differ from the stored ones. */
  profilePermissions?: string[];
  profile?: typeof demoProfile;
  /** Leave the guided tour to start by itself (other tests mark it done so it stays out of the way). */
  tour?: boolean;
  /** How long the profile call takes to answer. */
  profileDelay?: number | 'infinite';
}

export const LONG = { timeout: 15_000 };

export function renderShell({
  path = '/default/dashboard/',
  language = 'en',
  permissions = SUPPORT_PERMISSIONS,
  profilePermissions = permissions,
  profile = demoProfile,
  tour = false,
  profileDelay = 0,
}: ShellOptions = {}) {
  localStorage.setItem('access_token', 'stored-token');
  localStorage.setItem('user', JSON.stringify(profile));
  localStorage.setItem('permissions', JSON.stringify(permissions));
  localStorage.setItem('language', language);
  if (!tour) localStorage.setItem(`shell.tour.done.${profile.id}`, '1');
  server.use(
    http.get(api('admins/my-profile'), async () => {
      if (profileDelay) await delay(profileDelay);
      return HttpResponse.json({ state: 1, data: { ...profile, permissions: profilePermissions } });
    }),
    http.get(api('dashboard'), () =>
      HttpResponse.json({
        state: 1,
        data: {
          period_days: 30,
          cards: [{ key: 'admins', count: 2, current_period: 0, previous_period: 0, model: 'admins', filters: {} }],
          attention: [],
        },
      }),
    ),
    http.get(api('dashboard/charts'), () => HttpResponse.json({ state: 1, data: {} })),
  );
  window.history.replaceState(null, '', path);
  return render(<App />);
}

/** The sidebar's navigation landmark, once the shell is on screen. */
export const findSidebar = (name = 'Main menu') => screen.findByRole('navigation', { name }, LONG);
