// The pricing-plan form: the programme picker, months or days, prices, loading through
// program_prices/show, saving and the error dialog.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ProgramPriceFormPage from '../../../src/resources/program-prices/ProgramPriceFormPage';
import { api, server } from '../msw';
import { answerSaved, answerPicker, helperOf, here, recordPost, renderForm } from './renderForm';

const MANAGER = ['view-ProgramPrice', 'create-programprices', 'edit-programprices', 'view-Program'];
const PROGRAMS = { programs: { 3: 'Fat burn HIIT 1', 4: 'Leg day 1', 5: 'Core and abs 1' } };

function openNew(locale: 'en' | 'ar' = 'en', permissions = MANAGER) {
  renderForm({
    resource: 'program-prices',
    page: ProgramPriceFormPage,
    url: '/default/program-prices/ops',
    permissions,
    locale,
  });
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('pricing-plan form', () => {
  it('is closed to admins without create-, edit- or manage-programprices', async () => {
    openNew('en', ['view-ProgramPrice']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission in this page");
  });

  it('names each missing field', async () => {
    const user = userEvent.setup();
    answerPicker(PROGRAMS);
    const stores = recordPost('program_prices/store', answerSaved(1), 201);
    openNew();
    await screen.findByRole('heading', { name: 'New pricing plan' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill all required fields')).toBeInTheDocument();
    expect(helperOf(/Programme/)).toBe('The programme is required');
    expect(helperOf(/Months/)).toBe('The duration is required');
    expect(helperOf(/^Price/)).toBe('The price is required');
    expect(stores).toHaveLength(0);
  });

  it('offers 1, 3, 6 or 12 months, or a number of days from 1 to 365', async () => {
    const user = userEvent.setup();
    answerPicker(PROGRAMS);
    openNew();
    await screen.findByRole('heading', { name: 'New pricing plan' });
    await user.click(screen.getByRole('combobox', { name: /Months/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 month', '3 months', '6 months', '12 months']);
    await user.click(within(listbox).getByRole('option', { name: '6 months' }));

    await choose(user, /Duration in/, 'Days');
    // 6 is a valid number of days too, so it stays.
    expect(field(/Number of days/)).toHaveValue('6');
    await user.clear(field(/Number of days/));
    await user.type(field(/Number of days/), '400');
    await user.tab();
    expect(helperOf(/Number of days/)).toBe('The number of days must be a whole number from 1 to 365');
    await user.clear(field(/Number of days/));
    await user.type(field(/Number of days/), '45');
    await choose(user, /Duration in/, 'Months');
    // 45 is no month choice: it is cleared.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(helperOf(/Months/)).toBe('The duration is required');
  });

  it('checks the prices', async () => {
    const user = userEvent.setup();
    answerPicker(PROGRAMS);
    openNew();
    await screen.findByRole('heading', { name: 'New pricing plan' });
    expect(field(/^Price/).closest('.MuiInputBase-root')).toHaveTextContent('EGP');
    await user.type(field(/^Price/), '0');
    await user.tab();
    expect(helperOf(/^Price/)).toBe('The price must be greater than 0');
    await user.clear(field(/^Price/));
    await user.type(field(/^Price/), '99.999');
    expect(helperOf(/^Price/)).toBe('Use at most two decimal places');
    await user.clear(field(/^Price/));
    await user.type(field(/^Price/), '500');
    await user.type(field(/Discounted price/), '500');
    await user.tab();
    expect(helperOf(/Discounted price/)).toBe('The discounted price must be lower than the price');
    await user.clear(field(/Discounted price/));
    expect(helperOf(/Discounted price/)).toBe('Optional; lower than the price');
  });

  it('saves a plan chosen with the programme picker and returns to the list', async () => {
    const user = userEvent.setup();
    const pickers = answerPicker(PROGRAMS);
    const stores = recordPost('program_prices/store', answerSaved(9), 201);
    openNew();
    await screen.findByRole('heading', { name: 'New pricing plan' });
    await user.type(screen.getByRole('combobox', { name: /Programme/ }), 'leg');
    await waitFor(() => expect(pickers.some((body) => body.model === 'programs' && body.query === 'leg')).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Leg day 1' }));
    expect(screen.getByRole('combobox', { name: /Programme/ })).toHaveValue('Leg day 1');
    await choose(user, /Months/, '3 months');
    await user.type(field(/^Price/), '1299.50');
    await user.type(field(/Discounted price/), '999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stores).toHaveLength(1));
    expect(stores[0]).toEqual({
      program_id: 4,
      duration_unit: 'months',
      duration_value: 3,
      price: 1299.5,
      discounted_price: 999,
      enabled: 1,
    });
    expect(await screen.findByText('Success operation')).toBeInTheDocument();
    await waitFor(() => expect(here.path).toBe('/default/program-prices'));
  });

  it('loads a plan through program_prices/show and shows a taken duration from the server', async () => {
    const user = userEvent.setup();
    answerPicker(PROGRAMS);
    server.use(
      http.get(api('program_prices/show/21'), () =>
        HttpResponse.json({
          state: 1,
          data: {
            ID: 21,
            id: 21,
            created_at: '2026-11-20 10:00:00',
            updated_at: '2026-11-20 10:00:00',
            deleted_at: null,
            program_id: 5,
            duration_unit: 'days',
            duration_value: 14,
            price: 250,
            discounted_price: null,
            enabled: 1,
            program: { id: 5, name: 'Core and abs 1' },
          },
        }),
      ),
    );
    const updates = recordPost('program_prices/update/21', () =>
      HttpResponse.json(
        {
          state: 0,
          message: 'The given data was invalid.',
          errors: { duration_value: ['This programme already has a pricing plan for this duration'] },
        },
        { status: 422 },
      ),
    );
    renderForm({
      resource: 'program-prices',
      page: ProgramPriceFormPage,
      url: '/default/program-prices/ops/21',
      permissions: MANAGER,
    });
    expect(await screen.findByRole('heading', { name: 'Edit pricing plan' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Core and abs 1')).toBeInTheDocument();
    expect(field(/Number of days/)).toHaveValue('14');
    await user.clear(field(/Number of days/));
    await user.type(field(/Number of days/), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      program_id: 5,
      duration_unit: 'days',
      duration_value: 30,
      price: 250,
      discounted_price: null,
      enabled: 1,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This programme already has a pricing plan for this duration',
    );
    expect(here.path).toBe('/default/program-prices/ops/21');
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    answerPicker(PROGRAMS);
    openNew('ar');
    expect(await screen.findByRole('heading', { name: 'خطة سعر جديدة' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حقول ناقصة')).toBeInTheDocument();
    expect(helperOf(/البرنامج/)).toBe('البرنامج مطلوب');
    expect(helperOf(/^السعر\s*\*?$/)).toBe('السعر مطلوب');
    expect(field(/^السعر\s*\*?$/).closest('.MuiInputBase-root')).toHaveTextContent('جنيه');
  });
});
