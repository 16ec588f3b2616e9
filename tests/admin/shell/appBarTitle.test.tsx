// The app bar names the screen on show, as the browser tab does: lists by their model, the dashboard,
// in both languages.
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
  });

  it('names a list by its model, in Arabic too', async () => {
    server.use(http.post(api('search'), () => HttpResponse.json(searchAnswer())));
    renderShell({ path: '/default/users', language: 'ar' });
    await waitFor(() => expect(screen.getByTestId('app-bar-title')).toHaveTextContent('المستخدمون'), LONG);
    expect(screen.getByRole('banner')).toHaveTextContent('المستخدمون');
  });
});
