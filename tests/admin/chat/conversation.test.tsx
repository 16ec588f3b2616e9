// A chat group's conversation: history with senders, days and safe text; Enter sends; live events and
// the catch-up after a lost connection show each message once; both languages.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../common/chat/types';
import { ChatConversation } from '../../../src/chat/ChatConversation';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { saveSession } from '../../../src/providers/session';
import { authWith } from '../forms/renderForm';
import { api, server } from '../msw';

/** A stand-in for pusher-js: the test publishes events and moves the connection's state. */
const live = vi.hoisted(() => {
  const handlers = new Map<string, (data: unknown) => void>();
  const stateHandlers = new Set<(change: { current: string }) => void>();
  const subscribed: string[] = [];
  const pusher = {
    connection: {
      state: 'connected',
      bind: (_event: string, handler: (change: { current: string }) => void) => stateHandlers.add(handler),
      unbind: (_event: string, handler: (change: { current: string }) => void) => stateHandlers.delete(handler),
    },
    subscribe(channel: string) {
      subscribed.push(channel);
      return {
        bind: (event: string, handler: (data: unknown) => void) => handlers.set(`${channel} ${event}`, handler),
        unbind: (event: string) => handlers.delete(`${channel} ${event}`),
      };
    },
    unsubscribe() {},
  };
  return {
    pusher,
    subscribed,
    publish: (channel: string, event: string, data: unknown) => handlers.get(`${channel} ${event}`)?.(data),
    setState(current: string) {
      pusher.connection.state = current;
      for (const handler of stateHandlers) handler({ current });
    },
  };
});
vi.mock('../../../src/chat/liveConnection', () => ({ liveConnection: () => Promise.resolve(live.pusher) }));

const message = (id: number, text: string, at: string, sender: Partial<ChatMessage['sender']> = {}): ChatMessage => ({
  id,
  group_id: 4,
  thread_id: null,
  sender: { type: 'user', id: 11, name: 'Mona Adel', image: null, ...sender },
  message: text,
  image: null,
  hidden: false,
  hidden_reason: null,
  hidden_at: null,
  hidden_by: null,
  created_at: at,
});

const HISTORY = [
  message(1, 'Good morning <b>coach</b>', '2026-03-01T08:00:00.000Z'),
  message(2, 'See https://example.test/plan please', '2026-03-02T09:30:00.000Z', {
    type: 'admin',
    id: 1,
    name: 'Demo Admin',
  }),
];

function renderConversation(locale: 'en' | 'ar' = 'en') {
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authWith(['view-ChatGroup'])}
        store={memoryStore({ locale })}
      >
        <ChatConversation groupId={4} title="Core club" />
      </AdminContext>
    </MemoryRouter>,
  );
}

const shownTexts = () =>
  within(screen.getByRole('log'))
    .queryAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-message-id'))
    .map((item) => item.getAttribute('data-message-id'));

let historyQueries: URLSearchParams[];

beforeEach(() => {
  saveSession({
    token: 'token',
    user: { id: 1, first_name: 'Demo', last_name: 'Admin', email: 'admin@demo.test' },
    permissions: ['view-ChatGroup'],
  });
  historyQueries = [];
  live.setState('connected');
  server.use(
    http.get(api('chat/4/messages'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      historyQueries.push(query);
      if (query.get('after') === '2')
        return HttpResponse.json({
          state: 1,
          data: { messages: [message(3, 'missed while away', '2026-03-02T10:00:00.000Z')], has_more: false },
        });
      return HttpResponse.json({ state: 1, data: { messages: HISTORY, has_more: false } });
    }),
  );
});

describe('chat conversation', () => {
  it('shows each message with its sender, a day separator, and its text as text with links', async () => {
    renderConversation();
    expect(await screen.findByText('Good morning <b>coach</b>')).toBeInTheDocument();
    expect(screen.getByText('Mona Adel')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.getByText('Sunday, 1 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Monday, 2 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.test/plan' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('Live');
    expect(historyQueries[0].get('limit')).toBe('50');
    expect(live.subscribed).toContain('private-chat-group.4');
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and shows a message once when its event follows', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post(api('chat/4/send'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            state: 1,
            data: message(5, 'Line one\nline two', '2026-03-02T11:00:00.000Z', {
              type: 'admin',
              id: 1,
              name: 'Demo Admin',
            }),
          },
          { status: 201 },
        );
      }),
    );
    renderConversation();
    await screen.findByText('Good morning <b>coach</b>');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ message: 'Line one\nline two' }]));
    await waitFor(() => expect(box).toHaveValue(''));
    live.publish(
      'private-chat-group.4',
      'message.created',
      message(5, 'Line one\nline two', '2026-03-02T11:00:00.000Z', { type: 'admin', id: 1, name: 'Demo Admin' }),
    );
    expect(shownTexts()).toEqual(['1', '2', '5']);
  });

  it('adds published messages live and, after a lost connection, fetches what it missed', async () => {
    renderConversation();
    await screen.findByText('Good morning <b>coach</b>');
    live.setState('unavailable');
    expect(await screen.findByRole('status', { name: 'Connection' })).toHaveTextContent('Offline — retrying');
    live.setState('connected');
    expect(await screen.findByText('missed while away')).toBeInTheDocument();
    expect(historyQueries.at(-1)?.get('after')).toBe('2');
    live.publish('private-chat-group.4', 'message.created', message(4, 'live one', '2026-03-02T10:05:00.000Z'));
    expect(await screen.findByText('live one')).toBeInTheDocument();
    expect(shownTexts()).toEqual(['1', '2', '3', '4']);
  });

  it('speaks Arabic: the composer, the state and the days', async () => {
    renderConversation('ar');
    expect(await screen.findByRole('textbox', { name: 'الرسالة' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'الاتصال' })).toHaveTextContent('مباشر'));
    expect(await screen.findByText('أنت')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeDisabled();
  });
});
