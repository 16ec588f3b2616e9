// Support news across the admin: the menu badge holds the unread total and follows `thread.updated`; a new
// member message while on another screen shows a toast naming the member with a link to the thread, none
// on the support screen, for an answer or for a read; nothing at all without view-Chat.
import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportThread } from '../../../common/chat/types';
import { SupportNews } from '../../../src/chat/news/SupportNews';
import { UnreadMenuBadge, useMenuEntryUnread } from '../../../src/chat/news/UnreadMenuBadge';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { authWith } from '../forms/renderForm';
import { api, server } from '../msw';

const live = vi.hoisted(() => {
  const handlers = new Map<string, (data: unknown) => void>();
  const pusher = {
    connection: { state: 'connected', bind() {}, unbind() {} },
    subscribe: (channel: string) => ({
      bind: (event: string, handler: (data: unknown) => void) => handlers.set(`${channel} ${event}`, handler),
      unbind: (event: string) => handlers.delete(`${channel} ${event}`),
    }),
    unsubscribe() {},
  };
  return {
    pusher,
    publish: (channel: string, event: string, data: unknown) => handlers.get(`${channel} ${event}`)?.(data),
  };
});
vi.mock('../../../src/chat/liveConnection', () => ({ liveConnection: () => Promise.resolve(live.pusher) }));

const thread = (more: Partial<SupportThread>): SupportThread => ({
  id: 48,
  subject: 'Payment issue',
  status: 'open',
  user: { id: 551, name: 'Salma Hegazy', image: null },
  assignee: null,
  last_message: 'Hello?',
  last_message_at: new Date(Date.now() + 1000).toISOString(),
  messages_count: 3,
  unread_count: 1,
  created_at: '2026-03-01T08:00:00.000Z',
  ...more,
});

/** A menu entry as the sidebar draws it: the link, and its unread count beside it. */
function Entry({ itemKey, title }: { itemKey: string; title: string }) {
  const unread = useMenuEntryUnread(itemKey);
  return (
    <div>
      <a href={`/${itemKey}`} aria-describedby={unread?.descriptionId}>
        {title}
      </a>
      {unread && <UnreadMenuBadge {...unread} />}
    </div>
  );
}

let unreadTotal: number;
let listQueries: URLSearchParams[];

function renderNews({ path = '/', permissions = ['view-Chat'], locale = 'en' } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authWith(permissions)}
        store={memoryStore({ locale })}
      >
        <SupportNews />
        <Entry itemKey="support" title="Support" />
        <Entry itemKey="users" title="Users" />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  unreadTotal = 3;
  listQueries = [];
  server.use(
    http.get(api('support-chat'), ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        state: 1,
        data: { data: [], total: 0, unread_total: unreadTotal, page: 1, per_page: 1 },
      });
    }),
  );
});

describe('support news', () => {
  it('shows the unread total on the support entry only, and follows thread.updated', async () => {
    renderNews();
    expect(await screen.findByText('3 unread support messages')).toBeInTheDocument();
    expect(listQueries[0].get('per_page')).toBe('1');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAccessibleDescription('3 unread support messages');
    expect(screen.getAllByText(/unread support message/)).toHaveLength(1);
    unreadTotal = 1;
    live.publish(
      'private-support',
      'thread.updated',
      thread({ unread_count: 0, last_message_at: '2026-03-01T09:00:00.000Z' }),
    );
    expect(await screen.findByText('1 unread support message')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("toasts a member's new message elsewhere, with a link to the thread", async () => {
    renderNews();
    await screen.findByText('3 unread support messages');
    unreadTotal = 4;
    live.publish('private-support', 'thread.updated', thread({}));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('New support message from Salma Hegazy');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/support/48');
    expect(await screen.findByText('4 unread support messages')).toBeInTheDocument();
  });

  it('does not toast on the support screen, nor without view-Chat', async () => {
    const { unmount } = renderNews({ path: '/support' });
    await screen.findByText('3 unread support messages');
    live.publish('private-support', 'thread.updated', thread({}));
    await new Promise((done) => setTimeout(done, 400));
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    listQueries = [];
    renderNews({ permissions: ['view-User'] });
    await screen.findByText('Users');
    await new Promise((done) => setTimeout(done, 300));
    expect(listQueries).toEqual([]);
    expect(screen.queryByText(/unread support/)).toBeNull();
  });

  it('speaks Arabic, with the plural forms', async () => {
    unreadTotal = 2;
    renderNews({ locale: 'ar' });
    expect(await screen.findByText('رسالتا دعم غير مقروءتين')).toBeInTheDocument();
    unreadTotal = 11;
    live.publish('private-support', 'thread.updated', thread({ id: 49 }));
    expect(await screen.findByText('١١ رسالة دعم غير مقروءة')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('رسالة دعم جديدة من Salma Hegazy'));
  });
});
