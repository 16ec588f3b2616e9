// The profile page (/default/users/user-profile): name, email, image upload and password change against
// POST admins/my-profile, field messages of a refused save, and the user block refreshed after a save.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../msw';
import { demoProfile, findSidebar, LONG, renderShell } from './renderShell';

interface Sent {
  contentType: string | null;
  json?: Record<string, unknown>;
  form?: FormData;
}

/** Answers POST admins/my-profile with `answer(body)` and records each request. */
function answerSave(
  answer: (sent: Sent) => { status?: number; body: object } = () => ({
    body: { state: 1, message: 'Profile updated successfully.', data: { ...demoProfile, permissions: [] } },
  }),
) {
  const sent: Sent[] = [];
  server.use(
    http.post(api('admins/my-profile'), async ({ request }) => {
      const contentType = request.headers.get('Content-Type');
      const entry: Sent = contentType?.includes('multipart')
        ? { contentType, form: await request.formData() }
        : { contentType, json: (await request.json()) as Record<string, unknown> };
      sent.push(entry);
      const { status = 200, body } = answer(entry);
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

async function openProfile() {
  renderShell({ path: '/default/users/user-profile' });
  await screen.findByRole('heading', { level: 1, name: 'My profile' }, LONG);
  return userEvent.setup();
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('profile page', () => {
  it('saves the name, and the user block shows the new one at once', async () => {
    const sent = answerSave(({ json }) => ({
      body: {
        state: 1,
        message: 'Profile updated successfully.',
        data: { ...demoProfile, ...json, permissions: ['view-User'] },
      },
    }));
    const person = await openProfile();
    expect(field(/^First name/)).toHaveValue('Mona');
    expect(field(/^Email/)).toHaveValue('mona@demo.test');

    await person.clear(field(/^First name/));
    await person.type(field(/^First name/), 'Mariam');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].json).toEqual({ first_name: 'Mariam', last_name: 'Hassan', email: 'mona@demo.test' });
    const nav = await findSidebar();
    expect(await within(nav).findByText('Mariam Hassan')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ first_name: 'Mariam' });
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
  });

  it('changes the password and keeps the fresh token the server returns', async () => {
    const sent = answerSave(() => ({
      body: {
        state: 1,
        message: 'Profile updated successfully.',
        data: { ...demoProfile, permissions: [], token: 'fresh-token' },
      },
    }));
    const person = await openProfile();
    await person.type(field(/^New password/), 'N3w-secret!');
    await person.type(field(/^Confirm the new password/), 'N3w-secret!');
    await person.type(field(/^Current password/), 'Demo#2026');
    await person.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(localStorage.getItem('access_token')).toBe('fresh-token'));
    expect(sent[0].json).toMatchObject({
      password: 'N3w-secret!',
      password_confirmation: 'N3w-secret!',
      current_password: 'Demo#2026',
    });
    // The form starts again with empty password fields.
    await waitFor(() => expect(field(/^New password/)).toHaveValue(''));
  });

  it('checks the password fields before sending', async () => {
    const sent = answerSave();
    const person = await openProfile();
    await person.type(field(/^New password/), 'short');
    await person.type(field(/^Confirm the new password/), 'other');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The password must have at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's field messages under their fields", async () => {
    answerSave(() => ({
      status: 422,
      body: {
        state: 0,
        message: 'The given data was invalid.',
        errors: {
          email: ['The email has already been taken.'],
          current_password: ['The current password is incorrect.'],
        },
      },
    }));
    const person = await openProfile();
    await person.clear(field(/^Email/));
    await person.type(field(/^Email/), 'taken@demo.test');
    await person.type(field(/^Current password/), 'wrong');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The email has already been taken.', { selector: 'p *, p' })).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('The current password is incorrect.').length).toBeGreaterThan(0);
  });

  it('uploads a new image as multipart and shows it', async () => {
    const stored = '/uploads/0123456789abcdef0123456789abcdef.png';
    const sent = answerSave(() => ({
      body: {
        state: 1,
        message: 'Profile updated successfully.',
        data: { ...demoProfile, image: stored, permissions: [] },
      },
    }));
    const person = await openProfile();
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' });
    await person.upload(screen.getByTestId('profile-image-input'), png);
    await person.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].contentType).toContain('multipart/form-data');
    // (The test environment's FormData does not keep jsdom's file names; a browser sends `me.png`.)
    expect((sent[0].form!.get('image') as Blob).type).toBe('image/png');
    expect(sent[0].form!.get('first_name')).toBe('Mona');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your profile image' })).toHaveAttribute(
        'src',
        `${window.location.origin}${stored}`,
      ),
    );
  });

  it('refuses a file that is not an accepted image before sending', async () => {
    const sent = answerSave();
    await openProfile();
    // As if the file chooser's filter were bypassed (drag and drop, "All files").
    const person = userEvent.setup({ applyAccept: false });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await person.upload(screen.getByTestId('profile-image-input'), text);
    expect(await screen.findByText('Choose a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('removes the image', async () => {
    const sent = answerSave();
    renderShell({
      path: '/default/users/user-profile',
      profile: { ...demoProfile, image: '/uploads/0123456789abcdef0123456789abcdef.png' },
    });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Remove the image' }, LONG));
    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].json).toMatchObject({ image: null });
  });

  it('is in Arabic in Arabic', async () => {
    renderShell({ path: '/default/users/user-profile', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ملفي الشخصي' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اختر صورة' })).toBeInTheDocument();
  });
});
