// The role form: the permission matrix (rows grouped like the menu, row and column toggles, the filter,
// the warning for grants that also delete), loading a role, the create and update bodies, the name rule.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OTHER_SUBJECTS, parsePermission } from '../../../common/permissions';
import accessEn from '../../../i18n/access.en';
import { allPermissions, permissionGroups } from '../../../server/auth/permissions';
import RoleFormPage from '../../../src/resources/roles/RoleFormPage';
import { api, server } from '../msw';
import { SERVED_MODELS } from '../servedModels';
import { helperOf, here, recordPost, renderForm } from '../forms/renderForm';
import { singleAnswer } from '../resources/singleAnswer';

const MANAGER = ['view-Role', 'create-roles', 'edit-roles'];
const label = (subject: string) => SERVED_MODELS.find((model) => model.subject === subject)!.label;

function answerCatalogue() {
  server.use(
    http.get(api('role/permissions'), () =>
      HttpResponse.json({ state: 1, data: { permissions: allPermissions(), groups: permissionGroups() } }),
    ),
  );
}

function open(url = '/default/roles/ops', locale: 'en' | 'ar' = 'en', permissions = MANAGER) {
  answerCatalogue();
  renderForm({ resource: 'roles', page: RoleFormPage, url, permissions, locale });
}

/** When the role was stored, as the server writes it. */
const STAMP = '2026-11-20 10:00:00';
const ACTION_WORDS: Record<string, string> = {
  view: 'View',
  create: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  manage: 'Manage',
};
/** A permission as the matrix reads it out: `edit-faqs` → `Edit FAQs` (the model's label), never its key. */
function words(permission: string): string {
  const subjects = [...SERVED_MODELS.map((model) => model.subject), ...OTHER_SUBJECTS];
  const parts = parsePermission(permission, subjects)!;
  const model = SERVED_MODELS.find((candidate) => candidate.subject === parts.subject);
  const subjectWords = model ? model.label.en : (accessEn.access.subjects as Record<string, string>)[parts.subject];
  return `${ACTION_WORDS[parts.action]} ${subjectWords}`;
}
const box = (permission: string) => screen.getByRole('checkbox', { name: words(permission) });

describe('role form', () => {
  it('creates a role from a whole row and single permissions, in the body role/create expects', async () => {
    const user = userEvent.setup();
    const bodies = recordPost(
      'role/create',
      (body) => ({ state: 1, data: { id: 9, ...body, created_at: STAMP, updated_at: STAMP } }),
      201,
    );
    open();
    await screen.findByRole('heading', { name: 'New role' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' Content team ');
    await user.click(await screen.findByRole('checkbox', { name: `Every permission of ${label('Page').en}` }));
    expect(box('view-Page')).toBeChecked();
    expect(box('manage-pages')).toBeChecked();
    await user.click(box('view-Faq'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Content team',
      permissions: ['view-Page', 'create-pages', 'edit-pages', 'delete-pages', 'manage-pages', 'view-Faq'],
    });
    await waitFor(() => expect(here.path).toBe('/default/roles'));
  });

  it('a whole row toggles off again, and the column toggle acts on the rows the filter shows', async () => {
    const user = userEvent.setup();
    open();
    const row = await screen.findByRole('checkbox', { name: `Every permission of ${label('Coupon').en}` });
    await user.click(row);
    await user.click(row);
    expect(box('view-Coupon')).not.toBeChecked();
    await user.type(screen.getByRole('searchbox', { name: 'Filter areas' }), label('Coupon').en);
    expect(screen.queryByRole('checkbox', { name: words('view-Page') })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Every View permission shown' }));
    expect(box('view-Coupon')).toBeChecked();
    await user.clear(screen.getByRole('searchbox', { name: 'Filter areas' }));
    expect(box('view-Page')).not.toBeChecked();
  });

  it('warns that edit- and view-PayoutAccount also allow deleting', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: words('edit-faqs') }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `These grants also allow moving rows to the trash (editing and payout accounts allow deleting): ${words('edit-faqs')}`,
    );
    await user.click(box('delete-faqs'));
    expect(screen.queryByText(/also allow moving rows/)).not.toBeInTheDocument();
    await user.click(box('view-PayoutAccount'));
    expect(screen.getByRole('alert')).toHaveTextContent(`allow deleting): ${words('view-PayoutAccount')}`);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/[a-z]+-[A-Za-z]/);
  });

  it('loads a role (its permissions stored as JSON text) and saves it with role/update/{id}', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('getSingle/roles/5'), () =>
        HttpResponse.json(
          singleAnswer(
            { ID: 5, name: 'Viewer', permissions: '["view-User","view-Order"]', created_at: STAMP, updated_at: STAMP },
            {
              row: { name: 'Viewer' },
              title: 'Viewer',
              headers: [{ text: 'Name', value: 'name', type: 'text', sortable: true }],
            },
          ),
        ),
      ),
    );
    const bodies = recordPost('role/update/5', (body) => ({
      state: 1,
      data: { id: 5, ...body, created_at: STAMP, updated_at: STAMP },
    }));
    open('/default/roles/ops/5');
    await screen.findByRole('heading', { name: 'Edit role' });
    await waitFor(() => expect(box('view-User')).toBeChecked());
    expect(box('view-Order')).toBeChecked();
    await user.click(box('view-User'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: 'Viewer', permissions: ['view-Order'] });
  });

  it('needs a name, without calling the API', async () => {
    const user = userEvent.setup();
    const bodies = recordPost('role/create');
    open();
    await screen.findByRole('heading', { name: 'New role' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helperOf(/^Name/)).toBe('The name is required'));
    expect(bodies).toHaveLength(0);
  });

  it('speaks Arabic, with the subjects no model declares named too', async () => {
    open('/default/roles/ops', 'ar');
    await screen.findByRole('heading', { name: 'دور جديد' });
    expect(await screen.findByRole('checkbox', { name: 'كل صلاحيات الإعدادات' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `كل صلاحيات ${label('Page').ar}` })).toBeInTheDocument();
    // Each box is read out as the action and the area in words.
    expect(screen.getByRole('checkbox', { name: `صلاحية تعديل ${label('Page').ar}` })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'صلاحية إضافة الإعدادات' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /إضافة/ })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /الإعدادات/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /[a-z]+-[A-Za-z]/ })).toBeNull();
  });

  it('is closed to admins without create-, edit- or manage-roles', async () => {
    open('/default/roles/ops', 'en', ['view-Role']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission in this page");
  });
});
