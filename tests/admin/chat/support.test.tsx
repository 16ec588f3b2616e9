// The support screen: threads with status, assignee and unread count; search and status filter; the
// selected thread beside them, answered, assigned, closed; live thread news; permissions; Arabic.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, SupportThread } from '../../../common/chat/types';
import SupportPage from '../../../src/chat/support/SupportPage';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { saveSession } from '../../../src/providers/session';
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

const thread = (id: number, overrides: Partial<SupportThread> = {}): SupportThread => ({
  id,
  subject: `Payment issue ${id}`,
  status: 'open',
  user: { id: 100 + id, name: `Member ${id}`, image: null },
  assignee: null,
  last_message: 'Hello?',
  last_message_at: '2026-03-02T09:00:00.000Z',
  messages_count: 1,
  unread_count: 2,
  created_at: '2026-03-02T09:00:00.000Z',
  ...overrides,
});

const userMessage: ChatMessage = {
  id: 70,
  group_id: null,
  thread_id: 48,
  sender: { type: 'user', id: 148, name: 'Member 48', image: null },
  message: 'I was charged twice',
  image: null,
  hidden: false,
  hidden_reason: null,
  hidden_at: null,
  hidden_by: null,
  created_at: '2026-03-02T09:00:00.000Z',
};

let listQueries: URLSearchParams[];
let actions: unknown[];
let shownThread: SupportThread;

function renderSupport(
  permissions = ['view-Chat', 'edit-chats'],
  locale: 'en' | 'ar' = 'en',
  url = '/default/support/48',
) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authWith(permissions)}
        store={memoryStore({ locale })}
        basename="/default"
      >
        <Routes>
          <Route path="/default/support/:threadId?" element={<SupportPage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  saveSession({
    token: 'token',
    user: { id: 2, first_name: 'Demo', last_name: 'Support', email: 'support@demo.test' },
    permissions: ['view-Chat', 'edit-chats'],
  });
  listQueries = [];
  actions = [];
  shownThread = thread(48, { unread_count: 0 });
  server.use(
    http.get(api('support-chat'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const all = [
        thread(48),
        thread(47, { status: 'pending', unread_count: 0, assignee: { id: 2, name: 'Demo Support' } }),
      ];
      const data = all.filter((row) => !query.get('status') || row.status === query.get('status'));
      return HttpResponse.json({
        state: 1,
        data: { data, total: data.length, unread_total: 2, page: 1, per_page: 30 },
      });
    }),
    http.get(api('support-chat/show/48'), () =>
      HttpResponse.json({ state: 1, data: { thread: shownThread, messages: [userMessage], has_more: false } }),
    ),
    http.post(api('search'), async ({ request }) => {
      const body = (await request.json()) as { action: string };
      actions.push(body);
      if (body.action === 'assign_to_me') shownThread = { ...shownThread, assignee: { id: 2, name: 'Demo Support' } };
      if (body.action === 'close') shownThread = { ...shownThread, status: 'closed' };
      return HttpResponse.json({ state: 1, message: 'ok', data: { affected: 1 } });
    }),
  );
});

describe('support screen', () => {
  it('lists threads with their member, status, assignee and unread count, and opens the selected one', async () => {
    renderSupport();
    const list = await screen.findByRole('list', { name: 'Support threads' });
    expect(await within(list).findByText('Member 48')).toBeInTheDocument();
    expect(within(list).getByText('Assigned to Demo Support')).toBeInTheDocument();
    expect(within(list).getByLabelText('2 unread messages')).toBeInTheDocument();
    expect(await screen.findByText('I was charged twice')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment issue 48' })).toBeInTheDocument();
  });

  it('filters by status and searches', async () => {
    const user = userEvent.setup();
    renderSupport();
    await screen.findByText('Member 47');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('pending'));
    await waitFor(() => expect(screen.queryByText('Member 48', { selector: 'span' })).toBeNull());
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'omar');
    await waitFor(() => expect(listQueries.at(-1)?.get('search')).toBe('omar'));
  });

  it('answers with Enter, assigns the thread to me and closes it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post(api('support-chat/sendMessage'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            state: 1,
            data: {
              ...userMessage,
              id: 71,
              sender: { type: 'admin', id: 2, name: 'Demo Support', image: null },
              message: 'Refunded.',
            },
          },
          { status: 201 },
        );
      }),
    );
    renderSupport();
    await screen.findByText('I was charged twice');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Refunded.{Enter}');
    await waitFor(() => expect(sent).toEqual([{ thread_id: 48, message: 'Refunded.' }]));
    expect(await screen.findByText('Refunded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(actions).toEqual([{ model: 'chats', id: 48, action: 'assign_to_me' }]));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('This thread is closed; reopen it to answer.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('moves a thread live when its news arrives', async () => {
    renderSupport();
    const list = await screen.findByRole('list', { name: 'Support threads' });
    await within(list).findByText('Member 47');
    live.publish(
      'private-support',
      'thread.updated',
      thread(47, { status: 'open', unread_count: 3, last_message: 'Any news?' }),
    );
    expect(await within(list).findByText('Any news?')).toBeInTheDocument();
    expect(within(list).getByLabelText('3 unread messages')).toBeInTheDocument();
    live.publish('private-support-thread.48', 'message.created', { ...userMessage, id: 72, message: 'Still waiting' });
    expect(await screen.findByText('Still waiting')).toBeInTheDocument();
  });

  it("applies another admin's close and assignment to the open thread live", async () => {
    renderSupport();
    await screen.findByText('I was charged twice');
    const heading = await screen.findByRole('heading', { level: 2 });
    const panel = heading.closest('.MuiPaper-root') as HTMLElement;
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    live.publish(
      'private-support',
      'thread.updated',
      thread(48, { status: 'closed', assignee: { id: 7, name: 'Nour Said' } }),
    );
    expect(await within(panel).findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(within(panel).getByText('Closed')).toBeInTheDocument();
    expect(within(panel).getByText(/Assigned to Nour Said/)).toBeInTheDocument();
    expect(within(panel).getByText('This thread is closed; reopen it to answer.')).toBeInTheDocument();
    // Another thread's news leaves the open one as it is.
    live.publish('private-support', 'thread.updated', thread(47, { status: 'open' }));
    expect(within(panel).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('lets an admin with view-Chat only read, and speaks Arabic', async () => {
    renderSupport(['view-Chat'], 'ar');
    expect(await screen.findByText('I was charged twice')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'محادثات الدعم' })).toBeInTheDocument();
    expect(await screen.findByLabelText('رسالتان غير مقروءتين')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'الرسالة' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إغلاق' })).toBeNull();
  });
});
