// The screens that name themselves outside the lists (the library's trees, a chat conversation, support)
// show their title once in the app bar, never empty and never twice, and the browser tab names them too, in
// English and Arabic, on the demo backend.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { withFakeBackend } from '../fakeBackend';

// The first visit compiles the lazily loaded screens.
const LONG = { timeout: 45_000 };

const SCREENS = {
  en: [
    ['/default/exercises-Categories', 'Exercise categories'],
    ['/default/rounds-categories', 'Round categories'],
    ['/default/support', 'Support'],
  ],
  ar: [
    ['/default/exercises-Categories', 'تصنيفات التمارين'],
    ['/default/rounds-categories', 'تصنيفات الجولات'],
    ['/default/support', 'الدعم'],
  ],
} as const;

describe('screen titles', () => {
  const demo = withFakeBackend();

  describe.each(['en', 'ar'] as const)('%s', (language) => {
    it.each(SCREENS[language].map(([path, title]) => [path, title] as const))(
      '%s is named %s once in the app bar and in the tab',
      async (path, title) => {
        await demo.signIn('admin@demo.test', { language });
        window.history.replaceState(null, '', path);
        render(<App />);
        await waitFor(() => expect(screen.getByTestId('app-bar-title').textContent).toBe(title), LONG);
        expect(document.title).toBe(`${title} | Fitness Admin`);
        expect(screen.getByRole('banner').textContent?.split(title)).toHaveLength(2);
      },
      60_000,
    );

    it('names a chat conversation by its group, never empty', async () => {
      await demo.signIn('admin@demo.test', { language });
      const headers = { authorization: `Bearer ${localStorage.getItem('access_token')}` };
      const list = (await demo.backend.handle('POST', '/api/v1/admin/search', { model: 'chatgroup' }, headers)) as {
        body: { data: { results: { data: Array<{ ID: number }> } } };
      };
      const id = list.body.data.results.data[0].ID;
      const group = (await demo.backend.handle(
        'GET',
        `/api/v1/admin/getSingle/chatgroup/${id}`,
        undefined,
        headers,
      )) as {
        body: { data: { item: Record<string, string> } };
      };
      const name = group.body.data.item[`name_${language}`];
      expect(name).toBeTruthy();
      window.history.replaceState(null, '', `/default/chatgroup/${id}`);
      render(<App />);
      await waitFor(() => expect(screen.getByTestId('app-bar-title').textContent).toBe(name), LONG);
      expect(document.title).toBe(`${name} | Fitness Admin`);
      expect(screen.getByRole('banner').textContent?.split(name)).toHaveLength(2);
    }, 60_000);
  });
});
