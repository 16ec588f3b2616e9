// The coupon form: every rule as the admin shows it, the programmes switch and pickers, loading a
// coupon, saving (create and update bodies), the success notice, the error dialog and the permission gate.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import CouponFormPage from '../../../src/resources/coupons/CouponFormPage';
import { api, server } from '../msw';
import {
  answerSaved,
  answerPicker,
  dateHelper,
  day,
  helperOf,
  here,
  recordPost,
  renderForm,
  shown,
  typeDate,
} from './renderForm';

const MANAGER = ['view-Coupon', 'create-coupons', 'edit-coupons', 'view-Program', 'view-DietProgram'];
const PROGRAMS = { programs: { 3: 'Fat burn HIIT 1', 4: 'Leg day 1' }, 'diet-programs': { 8: 'Keto 1' } };

function openNew(locale: 'en' | 'ar' = 'en', permissions = MANAGER) {
  renderForm({ resource: 'coupons', page: CouponFormPage, url: '/default/coupons/ops', permissions, locale });
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function chooseType(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills every required field with valid values (for all programmes). */
async function fillValid(user: UserEvent) {
  await user.type(field(/^Code/), 'summer-25');
  await user.type(field(/Title \(English\)/), 'Summer offer');
  await user.type(field(/Title \(Arabic\)/), 'عرض الصيف');
  await chooseType(user, /Discount type/, 'Percentage');
  await user.type(field(/^Value/), '25');
  await user.type(field(/Max discount/), '150');
  await user.type(field(/Usage limit/), '100');
  await user.clear(field(/Limit per user/));
  await user.type(field(/Limit per user/), '2');
  await typeDate(user, /Valid from/, day(0));
  await typeDate(user, /Valid until/, day(30));
}

describe('coupon form', () => {
  it('is closed to admins without create-, edit- or manage-coupons', async () => {
    openNew('en', ['view-Coupon', 'view-User']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission in this page");
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('warns about missing fields on an empty save and names each rule, without calling the API', async () => {
    const user = userEvent.setup();
    const stores = recordPost('coupons/store', (body) => answerSaved(1)({ used_count: 0, ...body }), 201);
    openNew();
    await screen.findByRole('heading', { name: 'New coupon' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill all required fields')).toBeInTheDocument();
    expect(helperOf(/^Code/)).toBe('The code is required');
    expect(helperOf(/Title \(English\)/)).toBe('The English title is required');
    expect(helperOf(/Title \(Arabic\)/)).toBe('The Arabic title is required');
    expect(helperOf(/Discount type/)).toBe('The type is required');
    expect(helperOf(/^Value/)).toBe('The value is required');
    expect(helperOf(/Usage limit/)).toBe('The usage limit is required');
    expect(dateHelper(/Valid from/)).toBe('The start date is required');
    expect(dateHelper(/Valid until/)).toBe('The end date is required');
    expect(stores).toHaveLength(0);
  });

  it('upper-cases the code as it is typed and checks its format when left', async () => {
    const user = userEvent.setup();
    openNew();
    await screen.findByRole('heading', { name: 'New coupon' });
    await user.type(field(/^Code/), 'ab');
    expect(field(/^Code/)).toHaveValue('AB');
    await user.tab();
    expect(helperOf(/^Code/)).toBe('Use 3 to 32 upper-case letters, digits or dashes');
    await user.type(field(/^Code/), ' 1');
    expect(helperOf(/^Code/)).toBe('Use 3 to 32 upper-case letters, digits or dashes');
    await user.type(field(/^Code/), '{Backspace}{Backspace}-1');
    expect(helperOf(/^Code/)).toBe('Upper-case letters, digits and dashes, e.g. SUMMER-25');
  });

  it('checks the value by type and shows the max discount only for percentage', async () => {
    const user = userEvent.setup();
    openNew();
    await screen.findByRole('heading', { name: 'New coupon' });
    expect(screen.queryByRole('textbox', { name: /Max discount/ })).not.toBeInTheDocument();
    await chooseType(user, /Discount type/, 'Percentage');
    expect(field(/^Value/).closest('.MuiInputBase-root')).toHaveTextContent('%');
    await user.type(field(/^Value/), '150');
    await user.tab();
    expect(helperOf(/^Value/)).toBe('A percentage must be between 1 and 100');
    await user.clear(field(/^Value/));
    await user.type(field(/^Value/), '12.345');
    expect(helperOf(/^Value/)).toBe('Use at most two decimal places');
    await user.type(field(/Max discount/), '0');
    await user.tab();
    expect(helperOf(/Max discount/)).toBe('Max discount must be greater than 0');

    await chooseType(user, /Discount type/, 'Fixed amount (EGP)');
    expect(screen.queryByRole('textbox', { name: /Max discount/ })).not.toBeInTheDocument();
    expect(field(/^Value/).closest('.MuiInputBase-root')).toHaveTextContent('EGP');
    await user.clear(field(/^Value/));
    await user.type(field(/^Value/), '0');
    expect(helperOf(/^Value/)).toBe('The amount must be greater than 0');
    await user.clear(field(/^Value/));
    await user.type(field(/^Value/), 'abc');
    expect(helperOf(/^Value/)).toBe('Must be a number');
  });

  it('checks the usage limits', async () => {
    const user = userEvent.setup();
    openNew();
    await screen.findByRole('heading', { name: 'New coupon' });
    await user.type(field(/Usage limit/), '0');
    await user.tab();
    expect(helperOf(/Usage limit/)).toBe('Must be a whole number of at least 1');
    await user.clear(field(/Usage limit/));
    await user.type(field(/Usage limit/), '5');
    await user.clear(field(/Limit per user/));
    await user.type(field(/Limit per user/), '6');
    await user.tab();
    expect(helperOf(/Limit per user/)).toBe('The limit per user cannot exceed the usage limit');
  });

  it('checks the dates: not before today, end after start', async () => {
    const user = userEvent.setup();
    openNew();
    await screen.findByRole('heading', { name: 'New coupon' });
    await typeDate(user, /Valid from/, day(-1));
    await user.tab();
    expect(dateHelper(/Valid from/)).toBe('The start date cannot be before today');
    await typeDate(user, /Valid from/, day(5));
    await typeDate(user, /Valid until/, day(5));
    await user.tab();
    expect(dateHelper(/Valid from/)).toBe('');
    expect(dateHelper(/Valid until/)).toBe('End date must be after start date');
    await typeDate(user, /Valid until/, day(6));
    expect(dateHelper(/Valid until/)).toBe('');
  });

  it('saves a new coupon, shows the success notice and returns to the list', async () => {
    const user = userEvent.setup();
    const stores = recordPost('coupons/store', (body) => answerSaved(12)({ used_count: 0, ...body }), 201);
    openNew();
    await screen.findByRole('heading', { name: 'New coupon' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stores).toHaveLength(1));
    expect(stores[0]).toEqual({
      code: 'SUMMER-25',
      title_en: 'Summer offer',
      title_ar: 'عرض الصيف',
      discount_type: 'percentage',
      value: 25,
      max_discount: 150,
      usage_limit: 100,
      usage_limit_per_user: 2,
      valid_from: day(0),
      valid_until: day(30),
      applies_to_all_programs: 1,
      program_ids: [],
      diet_program_ids: [],
      enabled: 1,
    });
    expect(await screen.findByText('Success operation')).toBeInTheDocument();
    await waitFor(() => expect(here.path).toBe('/default/coupons'));
  });

  it('hides the programme pickers for all programmes, and asks for one otherwise', async () => {
    const user = userEvent.setup();
    const pickers = answerPicker(PROGRAMS);
    const stores = recordPost('coupons/store', (body) => answerSaved(1)({ used_count: 0, ...body }), 201);
    openNew();
    await screen.findByRole('heading', { name: 'New coupon' });
    await fillValid(user);
    expect(screen.queryByRole('combobox', { name: 'Workout programmes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Applies to all programmes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(helperOf('Workout programmes')).toBe(
      'Choose at least one programme or diet programme, or apply the coupon to all programmes',
    );
    expect(stores).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: 'Workout programmes' }), 'leg');
    // The server searches as the admin types.
    await waitFor(() => expect(pickers.some((body) => body.model === 'programs' && body.query === 'leg')).toBe(true));
    expect(screen.queryByRole('option', { name: 'Fat burn HIIT 1' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Leg day 1' }));
    await user.click(screen.getByRole('combobox', { name: 'Diet programmes' }));
    await user.click(await screen.findByRole('option', { name: 'Keto 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stores).toHaveLength(1));
    expect(stores[0]).toMatchObject({ applies_to_all_programs: 0, program_ids: [4], diet_program_ids: [8] });
  });

  it('loads a coupon, keeps its past start date, and sends the update to its own path', async () => {
    const user = userEvent.setup();
    answerPicker(PROGRAMS);
    server.use(
      http.get(api('getSingle/coupons/7'), () =>
        HttpResponse.json({
          state: 1,
          data: {
            item: {
              ID: 7,
              id: 7,
              is_trashed: 0,
              code: 'RAMADAN-0007',
              title_en: 'Ramadan offer',
              title_ar: 'عرض رمضان',
              discount_type: 'fixed',
              value: 75,
              max_discount: null,
              usage_limit: 100,
              usage_limit_per_user: 1,
              used_count: 40,
              valid_from: day(-10),
              valid_until: day(20),
              applies_to_all_programs: 0,
              program_ids: [3],
              diet_program_ids: [],
              programs: [{ id: 3, label: 'Fat burn HIIT 1' }],
              diet_programs: [],
              enabled: 1,
            },
            row: { ID: 7, is_trashed: 0 },
            title: 'RAMADAN-0007',
            headers: [],
            notes: [],
          },
        }),
      ),
    );
    const updates = recordPost('coupons/update/7', (body) => answerSaved(7)({ used_count: 40, ...body }));
    renderForm({ resource: 'coupons', page: CouponFormPage, url: '/default/coupons/ops/7', permissions: MANAGER });
    expect(await screen.findByRole('heading', { name: 'Edit coupon' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('RAMADAN-0007')).toBeInTheDocument();
    expect(document.querySelector('input[name="valid_from"]')).toHaveValue(shown(day(-10)));
    expect(
      within(
        screen.getByRole('combobox', { name: 'Workout programmes' }).closest('.MuiAutocomplete-root') as HTMLElement,
      ).getByText('Fat burn HIIT 1'),
    ).toBeInTheDocument();
    expect(helperOf(/Usage limit/)).toBe('Used so far: 40');

    await user.clear(field(/Usage limit/));
    await user.type(field(/Usage limit/), '39');
    await user.tab();
    expect(helperOf(/Usage limit/)).toBe('The usage limit cannot be lower than the 40 uses so far');
    await user.type(field(/Usage limit/), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).not.toHaveProperty('id');
    expect(updates[0]).toMatchObject({
      code: 'RAMADAN-0007',
      usage_limit: 390,
      valid_from: day(-10),
      program_ids: [3],
      max_discount: null,
    });
    await waitFor(() => expect(here.path).toBe('/default/coupons'));
  });

  it("shows the server's first field message in the 'Error Occurred' dialog", async () => {
    const user = userEvent.setup();
    recordPost('coupons/store', () =>
      HttpResponse.json(
        {
          state: 0,
          message: 'The given data was invalid.',
          errors: { code: ['This code is already used by another coupon'], value: ['x'] },
        },
        { status: 422 },
      ),
    );
    openNew();
    await screen.findByRole('heading', { name: 'New coupon' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This code is already used by another coupon');
    expect(here.path).toBe('/default/coupons/ops');
  });

  it("falls back to the server's message, then to 'Unknown error'", async () => {
    const user = userEvent.setup();
    let answer: Response = HttpResponse.json(
      { state: 0, message: "You don't have permission to do this." },
      { status: 403 },
    );
    recordPost('coupons/store', () => answer);
    openNew();
    await screen.findByRole('heading', { name: 'New coupon' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent("You don't have permission to do this.");
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // No answer at all (the API itself always sends a text).
    answer = Response.error();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const second = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(second).getByRole('alert')).toHaveTextContent('Unknown error');
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    openNew('ar');
    expect(await screen.findByRole('heading', { name: 'كوبون جديد' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حقول ناقصة')).toBeInTheDocument();
    expect(screen.getByText('يرجى ملء جميع الحقول المطلوبة')).toBeInTheDocument();
    expect(helperOf(/^الكود/)).toBe('الكود مطلوب');
    expect(helperOf(/نوع الخصم/)).toBe('النوع مطلوب');
    expect(dateHelper(/صالح حتى/)).toBe('تاريخ النهاية مطلوب');
  });
});
