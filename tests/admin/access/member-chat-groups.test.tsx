// The member details page's chat groups: the groups the member is in (the chat groups list filtered by
// `member_id`), each name linking to the group's conversation; shown only with view-ChatGroup; Arabic.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberDetailsPage from '../../../src/resources/users/MemberDetailsPage';
import { listPage } from '../dataProviderAnswers';
import { api, server } from '../msw';
import { renderAdmin } from '../renderAdmin';
import { singleAnswer } from '../resources/singleAnswer';

const LONG = { timeout: 5000 };

function serveMember() {
  const searches: Array<{ model: string; filters?: unknown }> = [];
  server.use(
    http.get(api('getSingle/users/9'), () =>
      HttpResponse.json(
        singleAnswer(
          { ID: 9, first_name: 'Sara', last_name: 'Hassan' },
          {
            row: { name: 'Sara Hassan' },
            title: 'Sara Hassan',
            headers: [{ text: 'Name', value: 'name', type: 'text', sortable: true }],
          },
        ),
      ),
    ),
    http.post(api('search'), async ({ request }) => {
      const body = (await request.json()) as { model: string; filters?: unknown };
      searches.push(body);
      const groups = body.model === 'chatgroup';
      return HttpResponse.json(
        groups
          ? listPage(
              [
                { ID: 4, image: null, name: 'Strength squad', messages_count: 12 },
                { ID: 6, image: null, name: 'Keto kitchen', messages_count: 3 },
              ],
              [
                { text: 'Image', value: 'image', type: 'image', sortable: false },
                { text: 'Name', value: 'name', type: 'text', sortable: true },
                { text: 'Messages', value: 'messages_count', type: 'number', sortable: true },
              ],
            )
          : listPage([]),
      );
    }),
  );
  return searches;
}

function open(permissions: string[], locale: 'en' | 'ar' = 'en') {
  renderAdmin(<Route path="/default/users/users-list/:id" element={<MemberDetailsPage />} />, {
    url: '/default/users/users-list/9',
    permissions,
    locale,
  });
}

describe("the member's chat groups", () => {
  it('lists the groups the member is in, each opening its conversation', async () => {
    const searches = serveMember();
    open(['view-User', 'view-ChatGroup']);
    const section = await screen.findByRole('region', { name: 'Chat groups' }, LONG);
    const table = await within(section).findByRole('table', { name: 'Chat groups' });
    expect(within(table).getByRole('link', { name: 'Strength squad' })).toHaveAttribute('href', '/default/chatGroup/4');
    expect(within(table).getByRole('link', { name: 'Keto kitchen' })).toHaveAttribute('href', '/default/chatGroup/6');
    // Only the name links; the other cells stay text.
    expect(within(table).getAllByRole('link')).toHaveLength(2);
    expect(searches.filter((body) => body.model === 'chatgroup')).toEqual([
      expect.objectContaining({ model: 'chatgroup', filters: { member_id: 9 } }),
    ]);
  });

  it('is left out without view-ChatGroup', async () => {
    const searches = serveMember();
    open(['view-User', 'view-Subscription']);
    await screen.findByRole('region', { name: 'Subscriptions' }, LONG);
    expect(screen.queryByRole('region', { name: 'Chat groups' })).toBeNull();
    expect(searches.some((body) => body.model === 'chatgroup')).toBe(false);
  });

  it('speaks Arabic', async () => {
    serveMember();
    open(['view-User', 'view-ChatGroup'], 'ar');
    const section = await screen.findByRole('region', { name: 'مجموعات الدردشة' }, LONG);
    expect(await within(section).findByRole('link', { name: 'Strength squad' })).toBeInTheDocument();
  });
});
