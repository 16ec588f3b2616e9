// The generic form of a declared model: stock inputs from the declaration, its rules before sending, the
// created payload through the data provider, and a server's field error under its field.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, type DataProvider, memoryStore, Notification } from 'react-admin';
import type { ModelUi } from '../../../common/models/registry';
import ModelFormPage from '../../../src/forms/ModelFormPage';
import { HttpError } from '../../../src/providers/http';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { authWith, helperOf } from './renderForm';

const CITIES: ModelUi = {
  name: 'cities',
  resource: 'cities',
  subject: 'City',
  label: { en: 'City', ar: 'مدينة' },
  list: { notes: false, deletable: true, chartable: false },
  filterKeys: [],
  ops: { path: 'ops' },
  form: {
    fields: [
      {
        name: 'name_en',
        type: 'text',
        label: { en: 'Name (English)', ar: 'الاسم (بالإنجليزية)' },
        required: true,
        maxLength: 20,
      },
      { name: 'population', type: 'number', label: { en: 'Population', ar: 'السكان' }, min: 0 },
      { name: 'enabled', type: 'boolean', label: { en: 'Enabled', ar: 'مفعّل' }, default: 1 },
    ],
  },
};

/** A data provider that only creates, through `create`, and serves the model registry (every form reads it to
 * know whether its model's rows take notes). */
function fakeProvider(create: DataProvider['create']): DataProvider {
  const refuse = () => Promise.reject(new Error('not used'));
  return {
    getList: refuse,
    getOne: refuse,
    getMany: refuse,
    getManyReference: refuse,
    update: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
    create,
    getModels: async () => [CITIES],
  };
}

function renderNew(create: DataProvider['create'], locale: 'en' | 'ar' = 'en') {
  render(
    <MemoryRouter initialEntries={['/default/cities/ops']}>
      <AdminContext
        dataProvider={fakeProvider(create)}
        i18nProvider={i18nProvider}
        authProvider={authWith(['view-City', 'create-cities'])}
        store={memoryStore({ locale })}
        basename="/default"
      >
        <Routes>
          <Route path="/default/cities/ops/:id?" element={<ModelFormPage model={CITIES} />} />
          <Route path="/default/cities" element={<h1>The cities list</h1>} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the generic form of a declared model', () => {
  it('creates with the declared fields, defaults included, and returns to the list', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 5 },
    }));
    renderNew(create as unknown as DataProvider['create']);
    await screen.findByRole('heading', { name: 'New: City' });
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Name \(English\)/ }), 'Cairo');
    await user.type(screen.getByRole('spinbutton', { name: 'Population' }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('cities');
    expect(create.mock.calls[0][1].data).toEqual({ name_en: 'Cairo', population: 120, enabled: 1 });
    expect(await screen.findByRole('heading', { name: 'The cities list' })).toBeInTheDocument();
  });

  it('names the broken rules before sending anything', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    renderNew(create, 'ar');
    await screen.findByRole('heading', { name: 'إضافة: مدينة' });
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حقول ناقصة')).toBeInTheDocument();
    expect(helperOf(/الاسم \(بالإنجليزية\)/)).toBe('هذا الحقل مطلوب');
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's field error under its field, and in the error dialog", async () => {
    const user = userEvent.setup();
    const body = { state: 0, message: 'The given data was invalid.', errors: { name_en: 'This name is taken' } };
    const create = vi.fn(() =>
      Promise.reject(new HttpError(body.message, 422, { name_en: ['This name is taken'] }, body)),
    );
    renderNew(create);
    await user.type(await screen.findByRole('textbox', { name: /Name \(English\)/ }), 'Cairo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This name is taken');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(helperOf(/Name \(English\)/)).toBe('This name is taken');
  });
});
