// The app bar names the screen on show, once, as the browser tab does: lists by their model, the dashboard,
// the support inbox, in both languages.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { searchAnswer } from '../list/fixtures';
import { api, server } from '../msw';
import { LONG, renderShell } from './renderShell';

const appBarTitle = () => screen.findByTestId('app-bar-title', {}, LONG);

describe('the app bar title', () => {
  it('names the dashboard, then a list', async () => {
    renderShell();
    expect(await appBarTitle()).toHaveTextContent('Dashboard');
    expect(document.title).toBe('Dashboard | Fitness Admin');
    // One title mechanism: the bar does not say it twice.
    expect(screen.getByRole('banner').textContent?.match(/Dashboard/g)).toHaveLength(1);
  });

  it('names the support inbox in the bar and the tab, in Arabic', async () => {
    server.use(
      http.get(api('support-chat'), () =>
        HttpResponse.json({ state: 1, data: { data: [], total: 0, unread_total: 0, page: 1, per_page: 30 } }),
      ),
    );
    renderShell({ path: '/default/support', language: 'ar', permissions: ['view-Chat', 'edit-chats'] });
    await waitFor(() => expect(screen.getByTestId('app-bar-title').textContent).toBe('الدعم'), LONG);
    expect(document.title).toBe('الدعم | Fitness Admin');
  });

  it('names a list by its model, in Arabic too', async () => {
    server.use(http.post(api('search'), () => HttpResponse.json(searchAnswer())));
    renderShell({ path: '/default/users', language: 'ar' });
    await waitFor(() => expect(screen.getByTestId('app-bar-title')).toHaveTextContent('الأعضاء'), LONG);
    expect(screen.getByRole('banner')).toHaveTextContent('الأعضاء');
  });
});
