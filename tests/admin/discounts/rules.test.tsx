// The discount form's rules, switches and permission gate (spec 2.6, 4, 5, 6), in both languages.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose, save, setDate, textbox } from './formActions';
import { day, mockApi, renderForm } from './renderForm';

async function openForm(options: Parameters<typeof renderForm>[0] = {}) {
  const recorded = mockApi();
  const user = userEvent.setup();
  const view = renderForm(options);
  await screen.findByRole('button', { name: options.locale === 'ar' ? 'حفظ' : 'Save' });
  return { user, recorded, container: view.container };
}

describe('the discount form: permission', () => {
  it("shows 'You don't have permission in this page' without create, edit or manage discounts", async () => {
    mockApi();
    renderForm({ permissions: ['view-Discount', 'view-User'] });
    expect(await screen.findByText("You don't have permission in this page")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('says it in Arabic too', async () => {
    mockApi();
    renderForm({ permissions: [], locale: 'ar' });
    expect(await screen.findByText('ليس لديك صلاحية في هذه الصفحة')).toBeInTheDocument();
  });

  it.each([['create-discounts'], ['edit-discounts'], ['manage-discounts']])(
    'opens with %s alone',
    async (permission) => {
      mockApi();
      renderForm({ permissions: [permission] });
      expect(await screen.findByRole('heading', { level: 1, name: 'New discount' })).toBeInTheDocument();
    },
  );
});

describe('the discount form: rules', () => {
  it('warns about missing fields and shows every required rule, sending nothing', async () => {
    const { user, recorded } = await openForm();
    await save(user);
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill all required fields')).toBeInTheDocument();
    expect(screen.getByText('The type is required')).toBeInTheDocument();
    expect(screen.getByText('The value is required')).toBeInTheDocument();
    expect(screen.getByText('The start date is required')).toBeInTheDocument();
    expect(screen.getByText('The end date is required')).toBeInTheDocument();
    expect(recorded.saves).toEqual([]);
  });

  it('shows the rules in Arabic', async () => {
    const { user } = await openForm({ locale: 'ar' });
    await save(user, 'حفظ');
    expect(await screen.findByText('حقول ناقصة')).toBeInTheDocument();
    expect(screen.getByText('يرجى ملء جميع الحقول المطلوبة')).toBeInTheDocument();
    expect(screen.getByText('النوع مطلوب')).toBeInTheDocument();
    expect(screen.getByText('القيمة مطلوبة')).toBeInTheDocument();
    expect(screen.getByText('تاريخ البداية مطلوب')).toBeInTheDocument();
    expect(screen.getByText('تاريخ النهاية مطلوب')).toBeInTheDocument();
    await choose(user, 'نوع الخصم', 'نسبة مئوية');
    expect(screen.getByText('الحد الأقصى للقيمة مطلوب عند اختيار النسبة المئوية')).toBeInTheDocument();
    expect(screen.getByText('جنيه')).toBeInTheDocument();
  });

  it('shows a rule once the field is left, without a save', async () => {
    const { user } = await openForm();
    await user.type(textbox('Max users'), '-1');
    expect(screen.queryByText('Max users must be a whole number of at least 0')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Max users must be a whole number of at least 0')).toBeInTheDocument();
  });

  it('shows Max Value with EGP only for percentage, and requires it there', async () => {
    const { user } = await openForm();
    expect(screen.queryByRole('textbox', { name: 'Max Value' })).not.toBeInTheDocument();
    await choose(user, 'Discount type', 'Percentage');
    expect(textbox('Max Value')).toBeInTheDocument();
    expect(screen.getByText('EGP')).toBeInTheDocument();
    await save(user);
    expect(await screen.findByText('Max Value is required for percentage type')).toBeInTheDocument();
    await choose(user, 'Discount type', 'Fixed amount');
    expect(screen.queryByRole('textbox', { name: 'Max Value' })).not.toBeInTheDocument();
    expect(screen.queryByText('Max Value is required for percentage type')).not.toBeInTheDocument();
  });

  it.each([['abc'], ['-5']])("answers a max value of '%s' with 'Must be a number between 0 and 100'", async (text) => {
    const { user } = await openForm();
    await choose(user, 'Discount type', 'Percentage');
    await user.type(textbox('Max Value'), text);
    await user.tab();
    expect(screen.getByText('Must be a number between 0 and 100')).toBeInTheDocument();
  });

  it('allows a max value above 100 (only the lower bound is checked)', async () => {
    const { user } = await openForm();
    await choose(user, 'Discount type', 'Percentage');
    await user.type(textbox('Max Value'), '250');
    await user.tab();
    expect(screen.queryByText('Must be a number between 0 and 100')).not.toBeInTheDocument();
  });

  it('checks the value against the type', async () => {
    const { user } = await openForm();
    await choose(user, 'Discount type', 'Percentage');
    await user.type(textbox('Value'), '120');
    await user.tab();
    expect(screen.getByText('A percentage cannot be more than 100')).toBeInTheDocument();
    await user.clear(textbox('Value'));
    await user.type(textbox('Value'), '0');
    expect(screen.getByText('The value must be a number greater than 0')).toBeInTheDocument();
  });

  it.each([['-1'], ['1.5'], ['many']])('refuses max users %s and accepts 0 or empty', async (text) => {
    const { user } = await openForm();
    await user.type(textbox('Max users'), text);
    await user.tab();
    expect(screen.getByText('Max users must be a whole number of at least 0')).toBeInTheDocument();
    await user.clear(textbox('Max users'));
    await user.type(textbox('Max users'), '0');
    expect(screen.queryByText('Max users must be a whole number of at least 0')).not.toBeInTheDocument();
    await user.clear(textbox('Max users'));
    expect(screen.queryByText('Max users must be a whole number of at least 0')).not.toBeInTheDocument();
  });

  it('refuses a start date before today and an end date before the start', async () => {
    const { user, container } = await openForm();
    await setDate(container, 'start_date', day(-2));
    await setDate(container, 'end_date', day(-3));
    await save(user);
    expect(await screen.findByText('The start date cannot be before today')).toBeInTheDocument();
    expect(screen.getByText('End date must be after start date')).toBeInTheDocument();
    await setDate(container, 'start_date', day(0));
    await setDate(container, 'end_date', day(0));
    await waitFor(() => expect(screen.queryByText('End date must be after start date')).not.toBeInTheDocument());
    expect(screen.queryByText('The start date cannot be before today')).not.toBeInTheDocument();
  });

  it('checks the code', async () => {
    const { user } = await openForm();
    await user.type(textbox('Code'), 'two words');
    await user.tab();
    expect(screen.getByText('The code may only contain letters, digits, dashes and underscores.')).toBeInTheDocument();
  });
});

describe('the discount form: switches', () => {
  it("'Free discount' on sets percentage / 100 / 100 and disables type and value; off clears them", async () => {
    const { user } = await openForm();
    await choose(user, 'Discount type', 'Fixed amount');
    await user.type(textbox('Value'), '40');
    await user.click(screen.getByRole('switch', { name: 'Free discount' }));
    expect(screen.getByRole('combobox', { name: 'Discount type' })).toHaveTextContent('Percentage');
    expect(screen.getByRole('combobox', { name: 'Discount type' })).toHaveAttribute('aria-disabled', 'true');
    expect(textbox('Value')).toHaveValue('100');
    expect(textbox('Value')).toBeDisabled();
    expect(textbox('Max Value')).toHaveValue('100');
    expect(textbox('Max Value')).toBeEnabled();

    await user.click(screen.getByRole('switch', { name: 'Free discount' }));
    expect(screen.getByRole('combobox', { name: 'Discount type' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('combobox', { name: 'Discount type' })).not.toHaveTextContent(/Percentage|Fixed/);
    expect(textbox('Value')).toHaveValue('');
    expect(textbox('Value')).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: 'Max Value' })).not.toBeInTheDocument();
  });

  it("the 'applied for all' switches hide their programme pickers", async () => {
    const { user } = await openForm();
    expect(screen.getByRole('combobox', { name: 'Workout programmes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Diet programmes' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Applied for all workout programmes' }));
    expect(screen.queryByRole('combobox', { name: 'Workout programmes' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Diet programmes' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Applied for all diet programmes' }));
    expect(screen.queryByRole('combobox', { name: 'Diet programmes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Applied for all workout programmes' }));
    expect(screen.getByRole('combobox', { name: 'Workout programmes' })).toBeInTheDocument();
  });

  it('is enabled by default and can be switched off with the keyboard', async () => {
    const { user } = await openForm();
    const enabled = screen.getByRole('switch', { name: 'Enabled' });
    expect(enabled).toBeChecked();
    enabled.focus();
    await user.keyboard(' ');
    expect(enabled).not.toBeChecked();
  });
});
