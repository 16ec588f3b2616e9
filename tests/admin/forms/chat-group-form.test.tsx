// The chat group form: its rules, members and admins picked through the search picker, saving to
// chatgroup/store and chatgroup/update/{id}, the permission gate and Arabic.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import ChatGroupFormPage from '../../../src/resources/chatgroup/ChatGroupFormPage';
import { api, server } from '../msw';
import { singleAnswer } from '../resources/singleAnswer';
import { answerPicker, answerSaved, helperOf, here, recordPost, renderForm } from './renderForm';

const EDITOR = ['view-ChatGroup', 'create-chatgroups', 'edit-chatgroups'];

function open(url = '/default/chatgroup/ops', permissions = EDITOR, locale: 'en' | 'ar' = 'en') {
  renderForm({ resource: 'chatgroup', page: ChatGroupFormPage, url, permissions, locale });
}

/** A saved group as the server answers it: the body sent, its stored columns and its message count. */
const answerGroup = (id: number) => (body: Record<string, unknown>) =>
  answerSaved(id)({ image: null, messages_count: 0, last_message_at: null, ...body });

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function pick(user: UserEvent, label: RegExp, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('chat group form', () => {
  it('is closed to admins who may only view chat groups', async () => {
    open('/default/chatgroup/ops', ['view-ChatGroup']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission in this page");
  });

  it('asks for both names before sending anything', async () => {
    const user = userEvent.setup();
    answerPicker({});
    const stores = recordPost('chatgroup/store');
    open();
    await screen.findByRole('heading', { name: 'New chat group' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(helperOf(/Name \(English\)/)).toBe('The English name is required');
    expect(helperOf(/Name \(Arabic\)/)).toBe('The Arabic name is required');
    expect(stores).toHaveLength(0);
  });

  it('saves names, programme, members and admins, then returns to the list', async () => {
    const user = userEvent.setup();
    answerPicker({
      programs: { 3: 'Leg day' },
      users: { 11: 'Mona Adel', 12: 'Karim Fawzy' },
      admins: { 5: 'Coach Samy' },
    });
    const stores = recordPost('chatgroup/store', answerGroup(9), 201);
    open();
    await screen.findByRole('heading', { name: 'New chat group' });
    await user.type(field(/Name \(English\)/), 'Leg day crew');
    await user.type(field(/Name \(Arabic\)/), 'فريق يوم الأرجل');
    await pick(user, /Programme/, 'Leg', 'Leg day');
    await pick(user, /Members/, 'Mona', 'Mona Adel');
    await pick(user, /Members/, 'Karim', 'Karim Fawzy');
    await pick(user, /Admins who answer/, 'Samy', 'Coach Samy');
    await user.click(screen.getByRole('switch', { name: 'Read only' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stores).toHaveLength(1));
    expect(stores[0]).toEqual({
      name_en: 'Leg day crew',
      name_ar: 'فريق يوم الأرجل',
      program_id: 3,
      member_ids: [11, 12],
      admin_ids: [5],
      enabled: 1,
      read_only: 1,
    });
    await waitFor(() => expect(here.path).toBe('/default/chatgroup'));
  });

  it('loads a group in Arabic and updates it at its address', async () => {
    const user = userEvent.setup();
    answerPicker({ users: { 11: 'منى عادل' }, admins: { 5: 'سامي' } });
    server.use(
      http.get(api('getSingle/chatgroup/4'), () =>
        HttpResponse.json(
          singleAnswer(
            {
              ID: 4,
              name_en: 'Core club',
              name_ar: 'نادي الجذع',
              image: null,
              program_id: null,
              member_ids: [11],
              members: [{ id: 11, label: 'منى عادل' }],
              admin_ids: [5],
              admins: [{ id: 5, label: 'سامي' }],
              enabled: 1,
              read_only: 0,
            },
            {
              row: { name: 'نادي الجذع', enabled: 1 },
              title: 'نادي الجذع',
              headers: [{ text: 'الاسم', value: 'name', type: 'text', sortable: true }],
            },
          ),
        ),
      ),
    );
    const updates = recordPost('chatgroup/update/4', answerGroup(4));
    open('/default/chatgroup/ops/4', EDITOR, 'ar');
    expect(await screen.findByRole('heading', { name: 'تعديل مجموعة الدردشة' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('نادي الجذع')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'مفعّلة' }));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      name_en: 'Core club',
      name_ar: 'نادي الجذع',
      program_id: null,
      member_ids: [11],
      admin_ids: [5],
      enabled: 0,
      read_only: 0,
    });
  });
});
