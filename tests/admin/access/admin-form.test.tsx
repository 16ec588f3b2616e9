// The admin form: create with a role and an image (multipart), edit without touching the password or the
// kept image (JSON), the rules shown under the fields, Arabic, and the permission gate.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import AdminFormPage from '../../../src/resources/admins/AdminFormPage';
import { api, server } from '../msw';
import { adminRecord } from '../dataProviderAnswers';
import { answerPicker, helperOf, here, recordPost, renderForm } from '../forms/renderForm';
import { singleAnswer } from '../resources/singleAnswer';

const MANAGER = ['view-Admin', 'create-admins', 'edit-admins', 'view-Role'];
const ROLES = { roles: { 4: 'Member Viewer', 5: 'Finance' } };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function open(url = '/default/admins/ops', locale: 'en' | 'ar' = 'en', permissions = MANAGER) {
  renderForm({ resource: 'admins', page: AdminFormPage, url, permissions, locale });
}
const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** A password input has no textbox role: its helper text is found through aria-describedby. */
function passwordHelper(): string {
  const ids = screen.getByLabelText(/^Password/).getAttribute('aria-describedby') ?? '';
  const id = ids.split(' ').find((part) => part.endsWith('helper-text'));
  return (document.getElementById(id ?? '')?.textContent ?? '').replace(/\u200b/g, '').trim();
}

describe('admin form', () => {
  it('creates an admin with a role and an image, as multipart to POST admins', async () => {
    const user = userEvent.setup();
    answerPicker(ROLES);
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      http.post(api('admins'), async ({ request }) => {
        const form = await request.formData();
        sent.push(Object.fromEntries(form.entries()));
        return HttpResponse.json(
          {
            state: 1,
            message: 'Admin created successfully.',
            data: {
              ...adminRecord(12),
              first_name: 'Hala',
              last_name: 'Nour',
              email: 'hala@demo.test',
              image: '/uploads/face.png',
              role: 'Member Viewer',
              permissions: ['view-User'],
              role_id: 4,
            },
          },
          { status: 201 },
        );
      }),
    );
    open();
    await screen.findByRole('heading', { name: 'New admin' });
    await user.type(field(/First name/), 'Hala');
    await user.type(field(/Last name/), 'Nour');
    await user.type(field(/Email/), 'hala@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.type(screen.getByRole('combobox', { name: /Role/ }), 'view');
    await user.click(await screen.findByRole('option', { name: 'Member Viewer' }));
    const file = new File([PNG], 'face.png', { type: 'image/png' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const { image, ...fields } = sent[0];
    expect(fields).toEqual({
      first_name: 'Hala',
      last_name: 'Nour',
      email: 'hala@demo.test',
      password: 'Secret#123',
      role_id: '4',
      enabled: 'true',
    });
    expect((image as Blob).type).toBe('image/png');
    expect((image as Blob).size).toBeGreaterThan(0);
    await waitFor(() => expect(here.path).toBe('/default/admins'));
  });

  it('edits an admin as JSON: an empty password and a kept image are left out', async () => {
    const user = userEvent.setup();
    answerPicker(ROLES);
    server.use(
      http.get(api('getSingle/admins/7'), () =>
        HttpResponse.json(
          singleAnswer(
            {
              ID: 7,
              first_name: 'Omar',
              last_name: 'Said',
              email: 'omar@demo.test',
              image: 'https://images.example.test/avatars/7.jpg',
              role_id: 5,
              enabled: 1,
            },
            {
              row: { name: 'Omar Said', email: 'omar@demo.test', enabled: 1 },
              title: 'Omar Said',
              headers: [
                { text: 'Name', value: 'name', type: 'text', sortable: true },
                { text: 'Email', value: 'email', type: 'text', sortable: true },
              ],
            },
          ),
        ),
      ),
    );
    const bodies = recordPost('admins/7', (body) => ({
      state: 1,
      data: {
        ...adminRecord(7),
        ...body,
        image: 'https://images.example.test/avatars/7.jpg',
        role: 'Finance',
        permissions: ['view-Order'],
      },
    }));
    open('/default/admins/ops/7');
    await screen.findByRole('heading', { name: 'Edit admin' });
    await waitFor(() => expect(field(/Last name/)).toHaveValue('Said'));
    expect(passwordHelper()).toBe('Leave empty to keep the current password');
    await user.clear(field(/Last name/));
    await user.type(field(/Last name/), 'Saeed');
    await user.click(screen.getByLabelText('Enabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The id travels in the path only: the server refuses it in the body.
    expect(bodies[0]).toEqual({
      first_name: 'Omar',
      last_name: 'Saeed',
      email: 'omar@demo.test',
      role_id: 5,
      enabled: false,
    });
  });

  it('shows the rules under the fields and sends nothing while they fail', async () => {
    const user = userEvent.setup();
    answerPicker(ROLES);
    const bodies = recordPost('admins');
    open();
    await screen.findByRole('heading', { name: 'New admin' });
    await user.type(field(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helperOf(/First name/)).toBe('This field is required'));
    expect(helperOf(/Email/)).toBe('Enter a valid email address');
    expect(passwordHelper()).toBe('The password must have at least 8 characters');
    expect(bodies).toHaveLength(0);
  });

  it('speaks Arabic', async () => {
    answerPicker(ROLES);
    open('/default/admins/ops', 'ar');
    expect(await screen.findByRole('heading', { name: 'مشرف جديد' })).toBeInTheDocument();
  });

  it('is closed to admins without create-, edit- or manage-admins', async () => {
    open('/default/admins/ops', 'en', ['view-Admin']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission in this page");
  });
});
