// The member edit form: loading a member, the body of POST user-update/{id} (kept image left out, cleared
// values as null), the rules, Arabic, and the permission gate.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import MemberFormPage from '../../../src/resources/users/MemberFormPage';
import { memberRecord } from '../dataProviderAnswers';
import { api, server } from '../msw';
import { singleAnswer } from '../resources/singleAnswer';
import { helperOf, here, recordPost, renderForm } from '../forms/renderForm';

const EDITOR = ['view-User', 'edit-users'];

function answerMember() {
  server.use(
    http.get(api('getSingle/users/21'), () =>
      HttpResponse.json(
        singleAnswer(
          {
            ID: 21,
            first_name: 'Sara',
            last_name: 'Ali',
            email: 'sara@mail.test',
            phone: '+201000000001',
            gender: 'female',
            birth_date: '1990-04-02',
            height: '165.00',
            weight: null,
            goal: 'Run 10 km',
            image: 'https://images.example.test/avatars/21.jpg',
            enabled: 1,
          },
          {
            row: { name: 'Sara Ali', email: 'sara@mail.test', enabled: 1 },
            title: 'Sara Ali',
            headers: [
              { text: 'Name', value: 'name', type: 'text', sortable: true },
              { text: 'Email', value: 'email', type: 'text', sortable: true },
            ],
          },
        ),
      ),
    ),
  );
}

function open(locale: 'en' | 'ar' = 'en', permissions = EDITOR) {
  answerMember();
  renderForm({ resource: 'users', page: MemberFormPage, url: '/default/users/ops/21', permissions, locale });
}
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('member form', () => {
  it('saves the member with POST user-update/{id}, leaving the kept image out', async () => {
    const user = userEvent.setup();
    const bodies = recordPost('user-update/21', (body) => ({
      state: 1,
      data: { ...memberRecord(21), ...body, image: 'https://images.example.test/avatars/21.jpg' },
    }));
    open();
    await screen.findByRole('heading', { name: 'Edit member' });
    await waitFor(() => expect(field(/Goal/)).toHaveValue('Run 10 km'));
    await user.type(screen.getByRole('spinbutton', { name: /Weight/ }), '61.5');
    await user.clear(field(/Goal/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The id travels in the path only: the server refuses it in the body.
    expect(bodies[0]).toEqual({
      first_name: 'Sara',
      last_name: 'Ali',
      email: 'sara@mail.test',
      phone: '+201000000001',
      gender: 'female',
      birth_date: '1990-04-02',
      height: 165,
      weight: 61.5,
      goal: null,
      enabled: true,
    });
    await waitFor(() => expect(here.path).toBe('/default/users'));
  });

  it('shows the rules under the fields and sends nothing while they fail', async () => {
    const user = userEvent.setup();
    const bodies = recordPost('user-update/21');
    open();
    await waitFor(() => expect(field(/Email/)).toHaveValue('sara@mail.test'));
    await user.clear(field(/Email/));
    await user.type(field(/Email/), 'sara@');
    await user.clear(field(/Phone/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helperOf(/Email/)).toBe('Enter a valid email address'));
    expect(helperOf(/Phone/)).toBe('This field is required');
    expect(bodies).toHaveLength(0);
  });

  it('speaks Arabic', async () => {
    open('ar');
    expect(await screen.findByRole('heading', { name: 'تعديل العضو' })).toBeInTheDocument();
  });

  it('is closed to admins without edit- or manage-users', async () => {
    open('en', ['view-User']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission in this page");
  });
});
