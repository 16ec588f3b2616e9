// Support messages tell staff from the customer at a glance: staff on the reading end's side in the staff
// colour with "Staff" beside the name, the customer on the other side with "Customer"; every message text
// takes its own direction (dir="auto"), so an English message keeps its full stop at its end in Arabic.
import { render, screen, within } from '@testing-library/react';
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

const quiet = vi.hoisted(() => ({
  connection: { state: 'connected', bind() {}, unbind() {} },
  subscribe: () => ({ bind() {}, unbind() {} }),
  unsubscribe() {},
}));
vi.mock('../../../src/chat/liveConnection', () => ({ liveConnection: () => Promise.resolve(quiet) }));

const thread: SupportThread = {
  id: 48,
  subject: 'Payment issue',
  status: 'open',
  user: { id: 148, name: 'Mona Adel', image: null },
  assignee: null,
  last_message: 'Hello?',
  last_message_at: '2026-03-02T09:00:00.000Z',
  messages_count: 3,
  unread_count: 0,
  created_at: '2026-03-02T09:00:00.000Z',
};

const message = (id: number, sender: ChatMessage['sender'], text: string): ChatMessage => ({
  id,
  group_id: null,
  thread_id: 48,
  sender,
  message: text,
  image: null,
  hidden: false,
  hidden_reason: null,
  hidden_at: null,
  hidden_by: null,
  created_at: `2026-03-02T09:0${id - 70}:00.000Z`,
});

const MESSAGES = [
  message(70, { type: 'user', id: 148, name: 'Mona Adel', image: null }, 'I was charged twice.'),
  message(71, { type: 'admin', id: 5, name: 'Samy Nabil', image: null }, 'نعتذر، سنراجع الدفع.'),
  message(72, { type: 'admin', id: 2, name: 'Demo Support', image: null }, 'Refunded.'),
];

beforeEach(() => {
  saveSession({
    token: 'token',
    user: { id: 2, first_name: 'Demo', last_name: 'Support', email: 'support@demo.test' },
    permissions: ['view-Chat', 'edit-chats'],
  });
  server.use(
    http.get(api('support-chat'), () =>
      HttpResponse.json({ state: 1, data: { data: [thread], total: 1, unread_total: 0, page: 1, per_page: 30 } }),
    ),
    http.get(api('support-chat/show/48'), () =>
      HttpResponse.json({ state: 1, data: { thread, messages: MESSAGES, has_more: false } }),
    ),
  );
});

function renderSupport(locale: 'en' | 'ar') {
  return render(
    <MemoryRouter initialEntries={['/default/support/48']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authWith(['view-Chat', 'edit-chats'])}
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

const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe.each([
  ['en', { staff: 'Staff', customer: 'Customer', you: 'You' }],
  ['ar', { staff: 'فريق العمل', customer: 'العميل', you: 'أنت' }],
] as const)('support messages (%s)', (locale, words) => {
  it('names and places staff and customer apart, each text in its own direction', async () => {
    renderSupport(locale);
    await screen.findByText('I was charged twice.');
    const customer = rowOf('I was charged twice.');
    const colleague = rowOf('نعتذر، سنراجع الدفع.');
    const own = rowOf('Refunded.');

    expect(within(customer).getByText('Mona Adel', { selector: 'bdi' })).toBeInTheDocument();
    expect(within(customer).getByTestId('sender-side')).toHaveTextContent(words.customer);
    expect(within(colleague).getByTestId('sender-side')).toHaveTextContent(words.staff);
    expect(within(own).getByText(words.you)).toBeInTheDocument();
    expect(within(own).getByTestId('sender-side')).toHaveTextContent(words.staff);

    // Staff on one side, the customer on the other; the bubbles in different colours.
    const direction = (row: HTMLElement) => getComputedStyle(row).flexDirection;
    expect(direction(customer)).toBe('row');
    expect(direction(colleague)).toBe('row-reverse');
    expect(direction(own)).toBe('row-reverse');
    const bubble = (row: HTMLElement) =>
      getComputedStyle(within(row).getByTestId('sender-side').closest('div')!.parentElement!).backgroundColor;
    expect(bubble(customer)).not.toBe(bubble(colleague));
    expect(bubble(colleague)).not.toBe(bubble(own));

    for (const text of ['I was charged twice.', 'نعتذر، سنراجع الدفع.', 'Refunded.', 'Hello?'])
      expect(screen.getByText(text).closest('[dir]')).toHaveAttribute('dir', 'auto');
  });
});
