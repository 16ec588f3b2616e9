// The discount form's loads and saves (spec 4, 7.5, 8): a loaded (free) discount, the pickers' calls,
// what create and update send, the success notice and the error dialog's text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { choose, save, setDate, textbox } from './formActions';
import { day, here, mockApi, renderForm } from './renderForm';

const STORED = {
  code: 'SUMMER-10',
  discount_type: 'percentage',
  value: 10,
  max_value: 250,
  max_users: 40,
  gender: 'female',
  enabled: 1,
  start_date: day(2),
  end_date: day(20),
  applied_for_all_workout_programs: 0,
  applied_for_all_diet_programs: 1,
  users_ids: [11, 500],
  program_ids: [3],
  diet_program_ids: [],
  users: [
    { id: 11, label: 'Sara Hassan' },
    { id: 500, label: 'Karim Nasser' },
  ],
  programs: [{ id: 3, label: 'Muscle builder' }],
  diet_programs: [],
};

async function fillValid(user: UserEvent, container: HTMLElement) {
  await choose(user, 'Discount type', 'Fixed amount');
  await user.type(textbox('Value'), '150');
  await setDate(container, 'start_date', day(1));
  await setDate(container, 'end_date', day(10));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the discount form: loading', () => {
  it('opens a free discount (percentage, 100, 100) as free', async () => {
    mockApi({ discount: { ...STORED, value: 100, max_value: 100 } });
    renderForm({ url: '/default/discounts/ops/8' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit discount' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Free discount' })).toBeChecked());
    expect(textbox('Value')).toHaveValue('100');
    expect(textbox('Value')).toBeDisabled();
    expect(textbox('Max Value')).toHaveValue('100');
    expect(screen.getByRole('combobox', { name: 'Discount type' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens other discounts with their values, not free', async () => {
    mockApi({ discount: { ...STORED, value: 100, max_value: 50 } });
    renderForm({ url: '/default/discounts/ops/8' });
    await waitFor(() => expect(textbox('Code')).toHaveValue('SUMMER-10'));
    expect(screen.getByRole('switch', { name: 'Free discount' })).not.toBeChecked();
    expect(textbox('Max Value')).toHaveValue('50');
    expect(textbox('Max users')).toHaveValue('40');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female');
    expect(screen.getByRole('switch', { name: 'Applied for all diet programmes' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Diet programmes' })).not.toBeInTheDocument();
    // Linked rows show their names, even a user outside the 1000 loaded.
    expect(await screen.findByRole('button', { name: 'Karim Nasser' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sara Hassan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muscle builder' })).toBeInTheDocument();
  });

  it('only logs a failed load and stops loading', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ discount: HttpResponse.json({ state: 0, message: 'Discount not found.' }, { status: 404 }) });
    renderForm({ url: '/default/discounts/ops/8' });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the discount…')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('The discount could not be loaded.', expect.anything());
    expect(screen.queryByText('Error Occurred')).not.toBeInTheDocument();
  });
});

describe('the discount form: pickers', () => {
  it('loads up to 1000 users through search and searches them by name or e-mail', async () => {
    const recorded = mockApi();
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(recorded.searches).toEqual([{ model: 'users', itemsPerPage: 1000, page: 1 }]));
    const users = screen.getByRole('combobox', { name: 'Users' });
    await user.click(users);
    expect(await screen.findByRole('option', { name: 'Sara Hassan — sara@example.test' })).toBeInTheDocument();
    await user.type(users, 'omar@');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Omar Ali — omar@example.test']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Omar Ali' })).toBeInTheDocument();
  });

  it('searches programmes on the server and reloads the options when the value changes', async () => {
    const recorded = mockApi();
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('button', { name: 'Save' });
    await waitFor(() =>
      expect(recorded.pickers.map((body) => body.model).sort()).toEqual(['diet-programs', 'programs']),
    );
    expect(recorded.pickers[0]).toMatchObject({ direct: true, query: '', alldata: 0 });
    await user.type(screen.getByRole('combobox', { name: 'Workout programmes' }), 'leg');
    await waitFor(() => expect(recorded.pickers.at(-1)).toMatchObject({ model: 'programs', query: 'leg' }));
    await user.click(await screen.findByRole('option', { name: 'Leg day' }));
    expect(screen.getByRole('button', { name: 'Leg day' })).toBeInTheDocument();
    await waitFor(() => expect(recorded.pickers.at(-1)).toMatchObject({ model: 'programs', value: [7] }));
  });
});

describe('the discount form: saving', () => {
  it('creates with the form, shows the success notice and goes to the discount list', async () => {
    const recorded = mockApi();
    const user = userEvent.setup();
    const { container } = renderForm();
    await screen.findByRole('button', { name: 'Save' });
    await fillValid(user, container);
    await user.type(textbox('Code'), 'SUMMER-10');
    await choose(user, 'Gender', 'Male');
    await user.click(screen.getByRole('combobox', { name: 'Users' }));
    await user.click(await screen.findByRole('option', { name: 'Mona Adel — mona@example.test' }));
    await user.click(screen.getByRole('switch', { name: 'Applied for all diet programmes' }));
    await save(user);

    expect(await screen.findByText('Success operation')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Discount list' })).toBeInTheDocument();
    expect(here.path).toBe('/default/discounts');
    // The notice stays 1.5 seconds.
    const shownAt = Date.now();
    await waitFor(() => expect(screen.queryByText('Success operation')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1000);
    expect(recorded.saves).toEqual([
      {
        url: 'discounts/store',
        body: {
          users_ids: [13],
          gender: 'male',
          discount_type: 'fixed',
          value: 150,
          max_value: null,
          max_users: null,
          enabled: 1,
          start_date: day(1),
          end_date: day(10),
          applied_for_all_workout_programs: 0,
          program_ids: [],
          applied_for_all_diet_programs: 1,
          diet_program_ids: [],
          code: 'SUMMER-10',
        },
      },
    ]);
  });

  it('saves a free discount as percentage / 100 / 100', async () => {
    const recorded = mockApi();
    const user = userEvent.setup();
    const { container } = renderForm();
    await screen.findByRole('button', { name: 'Save' });
    await user.click(screen.getByRole('switch', { name: 'Free discount' }));
    await setDate(container, 'start_date', day(0));
    await setDate(container, 'end_date', day(0));
    await save(user);
    await waitFor(() => expect(recorded.saves).toHaveLength(1));
    expect(recorded.saves[0].body).toMatchObject({ discount_type: 'percentage', value: 100, max_value: 100 });
  });

  it("updates at the discount's own path with the form, keeping a start date that has passed", async () => {
    const recorded = mockApi({ discount: { ...STORED, start_date: day(-5) } });
    const user = userEvent.setup();
    renderForm({ url: '/default/discounts/ops/8' });
    await waitFor(() => expect(textbox('Code')).toHaveValue('SUMMER-10'));
    await user.clear(textbox('Value'));
    await user.type(textbox('Value'), '15');
    await save(user);
    expect(await screen.findByRole('heading', { name: 'Discount list' })).toBeInTheDocument();
    expect(recorded.saves).toEqual([
      {
        url: 'discounts/update/8',
        // The id travels in the path only.
        body: {
          users_ids: [11, 500],
          gender: 'female',
          discount_type: 'percentage',
          value: 15,
          max_value: 250,
          max_users: 40,
          enabled: 1,
          start_date: day(-5),
          end_date: day(20),
          applied_for_all_workout_programs: 0,
          program_ids: [3],
          applied_for_all_diet_programs: 1,
          diet_program_ids: [],
          code: 'SUMMER-10',
        },
      },
    ]);
  });

  it.each([
    [
      'the first message of the first field in errors',
      HttpResponse.json(
        {
          state: 0,
          message: 'The given data was invalid.',
          errors: { code: ['The code has already been taken.', 'second'], value: ['other'] },
        },
        { status: 422 },
      ),
      'The code has already been taken.',
    ],
    [
      'the message when there are no errors',
      HttpResponse.json({ state: 0, message: 'You do not have permission.' }, { status: 403 }),
      'You do not have permission.',
    ],
    // The API always sends a text: 'Unknown error' is for a save that gets no answer.
    ['Unknown error when no answer comes', Response.error(), 'Unknown error'],
  ])("opens 'Error Occurred' with %s", async (_case, answer, text) => {
    const recorded = mockApi({ save: () => (answer.type === 'error' ? Response.error() : answer.clone()) });
    const user = userEvent.setup();
    const { container } = renderForm();
    await screen.findByRole('button', { name: 'Save' });
    await fillValid(user, container);
    await save(user);
    const dialog = await screen.findByRole('dialog', { name: 'Error Occurred' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    expect(recorded.saves).toHaveLength(1);
    expect(here.path).toBe('/default/discounts/ops');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The form is still there and can be saved again.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('closes the error dialog by itself after 2 seconds', async () => {
    mockApi({ save: () => HttpResponse.json({ state: 0, message: 'Nope' }, { status: 422 }) });
    const user = userEvent.setup();
    const { container } = renderForm();
    await screen.findByRole('button', { name: 'Save' });
    await fillValid(user, container);
    await save(user);
    expect(await screen.findByRole('dialog', { name: 'Error Occurred' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3500 });
  });

  it('shows the dialog in Arabic', async () => {
    mockApi({ save: () => Response.error() });
    const user = userEvent.setup();
    const { container } = renderForm({ locale: 'ar' });
    await screen.findByRole('button', { name: 'حفظ' });
    await choose(user, 'نوع الخصم', 'مبلغ ثابت');
    await user.type(textbox('القيمة'), '150');
    await setDate(container, 'start_date', day(1));
    await setDate(container, 'end_date', day(10));
    await save(user, 'حفظ');
    const dialog = await screen.findByRole('dialog', { name: 'حدث خطأ' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('خطأ غير معروف');
  });
});
