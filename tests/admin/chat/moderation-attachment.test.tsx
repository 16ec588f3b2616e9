// The conversation's moderation and pictures: hiding a message asks for a reason and shows it hidden with
// who and why (also when the change arrives live); a picture is uploaded, shown before sending and sent
// with the message; the composer empties as a message leaves, says "Message sent", and gives the text
// back when sending fails.
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

const ADMIN = { type: 'admin' as const, id: 1, name: 'Demo Admin', image: null };
const message = (id: number, text: string, more: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  group_id: 4,
  thread_id: null,
  sender: { type: 'user', id: 11, name: 'Mona Adel', image: null },
  message: text,
  image: null,
  hidden: false,
  hidden_reason: null,
  hidden_at: null,
  hidden_by: null,
  created_at: '2026-03-02T09:30:00.000Z',
  ...more,
});
const hiddenCopy = (shown: ChatMessage, reason: string): ChatMessage => ({
  ...shown,
  hidden: true,
  hidden_reason: reason,
  hidden_at: '2026-03-02T10:00:00.000Z',
  hidden_by: { id: 1, name: 'Demo Admin' },
});

function renderConversation({
  canModerate = true,
  locale = 'en',
}: {
  canModerate?: boolean;
  locale?: 'en' | 'ar';
} = {}) {
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        authProvider={authWith(['view-ChatGroup', 'edit-chatgroups'])}
        store={memoryStore({ locale })}
      >
        <ChatConversation groupId={4} title="Core club" canModerate={canModerate} />
      </AdminContext>
    </MemoryRouter>,
  );
}

let hideBodies: unknown[];

beforeEach(() => {
  saveSession({
    token: 'token',
    user: { id: 1, first_name: 'Demo', last_name: 'Admin', email: 'admin@demo.test' },
    permissions: ['view-ChatGroup', 'edit-chatgroups'],
  });
  hideBodies = [];
  server.use(
    http.get(api('chat/4/messages'), () =>
      HttpResponse.json({ state: 1, data: { messages: [message(1, 'Buy pills at spam.test')], has_more: false } }),
    ),
    http.post(api('chat/message/1/hide'), async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      hideBodies.push(body);
      return HttpResponse.json({
        state: 1,
        message: 'The message was hidden.',
        data: hiddenCopy(message(1, 'Buy pills at spam.test'), body.reason),
      });
    }),
  );
});

describe('moderation', () => {
  it('hides a message only with a reason, then shows it hidden with who and why', async () => {
    const user = userEvent.setup();
    renderConversation();
    await user.click(await screen.findByRole('button', { name: 'Hide the message from Mona Adel' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this message' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByText('Give the reason for hiding this message.')).toBeInTheDocument();
    expect(hideBodies).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Advertising ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(hideBodies).toEqual([{ reason: 'Advertising' }]));
    expect(await screen.findByText('Hidden by Demo Admin: Advertising')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide the message from Mona Adel' })).toBeNull();
  });

  it('shows a message hidden on another screen as it arrives live, and offers no button without the right', async () => {
    renderConversation({ canModerate: false });
    await screen.findByText('Buy pills at spam.test');
    expect(screen.queryByRole('button', { name: /Hide the message/ })).toBeNull();
    live.publish('private-chat-group.4', 'message.updated', hiddenCopy(message(1, 'Buy pills at spam.test'), 'Rude'));
    expect(await screen.findByText('Hidden by Demo Admin: Rude')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    renderConversation({ locale: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'إخفاء رسالة Mona Adel' }));
    const dialog = screen.getByRole('dialog', { name: 'إخفاء هذه الرسالة' });
    await user.click(within(dialog).getByRole('button', { name: 'إخفاء' }));
    expect(within(dialog).getByText('اذكر سبب إخفاء هذه الرسالة.')).toBeInTheDocument();
  });
});

describe('composer', () => {
  it('uploads a picture, shows it before sending, and sends it with the text', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let uploaded: FormDataEntryValue | null = null;
    server.use(
      http.post(api('file-uploaded/store'), async ({ request }) => {
        uploaded = (await request.formData()).get('file');
        return HttpResponse.json(
          {
            state: 1,
            data: {
              id: 41,
              name: 'abcdefabcdefabcdefabcdefabcdefab.png',
              url: '/uploads/abcdefabcdefabcdefabcdefabcdefab.png',
              mime: 'image/png',
              size: (uploaded as File).size,
              original_name: (uploaded as File).name,
            },
          },
          { status: 201 },
        );
      }),
      http.post(api('chat/4/send'), async ({ request }) => {
        const body = (await request.json()) as { message: string; image: string };
        sent.push(body);
        return HttpResponse.json(
          { state: 1, data: message(2, body.message, { sender: ADMIN, image: body.image }) },
          { status: 201 },
        );
      }),
    );
    renderConversation();
    await screen.findByText('Buy pills at spam.test');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'plate.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('chat-picture-input'), file);
    expect(await screen.findByRole('img', { name: 'Picture to send' })).toHaveAttribute(
      'src',
      '/uploads/abcdefabcdefabcdefabcdefabcdefab.png',
    );
    expect(uploaded).not.toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'My lunch{Enter}');
    await waitFor(() =>
      expect(sent).toEqual([{ message: 'My lunch', image: '/uploads/abcdefabcdefabcdefabcdefabcdefab.png' }]),
    );
    expect(await screen.findByRole('img', { name: 'Picture from Demo Admin' })).toHaveAttribute(
      'src',
      '/uploads/abcdefabcdefabcdefabcdefabcdefab.png',
    );
    expect(screen.queryByRole('img', { name: 'Picture to send' })).toBeNull();
  });

  it('empties at once, says "Message sent" rather than the text, and gives the text back when sending fails', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | null = null;
    let fail = false;
    server.use(
      http.post(api('chat/4/send'), async () => {
        await new Promise<void>((done) => {
          answer = done;
        });
        return fail
          ? HttpResponse.json(
              { state: 0, message: 'This chat group is disabled; enable it before writing in it.' },
              { status: 409 },
            )
          : HttpResponse.json({ state: 1, data: message(3, 'On my way', { sender: ADMIN }) }, { status: 201 });
      }),
    );
    renderConversation();
    await screen.findByText('Buy pills at spam.test');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'On my way{Enter}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await waitFor(() => expect(within(screen.getByRole('log')).getByText('On my way')).toBeInTheDocument());
    expect(screen.getAllByText('On my way')).toHaveLength(1);
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveAttribute('aria-live', 'off');
    fail = true;
    answer = null;
    await user.type(box, 'Second try{Enter}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await waitFor(() => expect(box).toHaveValue('Second try'));
  });
});
