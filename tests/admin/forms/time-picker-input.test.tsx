// TimePickerInput: a react-admin input on MUI X's time picker holding `HH:mm`, labelled and required like
// the other inputs, 24-hour, with its clock's texts in the admin's language.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ar from '../../../i18n/ar';
import { parseTime, TimePickerInput } from '../../../src/forms/TimePickerInput';
import { renderAdmin } from '../renderAdmin';

function Values() {
  return <output aria-label="values">{JSON.stringify(useWatch())}</output>;
}

function open(locale: 'en' | 'ar', time: string | null) {
  return renderAdmin(
    <Route
      path="/default/time"
      element={
        <Form record={{ time }}>
          <TimePickerInput source="time" label="programmes.diet.time" validate={required()} helperText="Local time" />
          <Values />
        </Form>
      }
    />,
    { url: '/default/time', permissions: [], locale },
  );
}

const values = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');
const parts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((part) => [part.getAttribute('aria-label'), part.textContent]);

describe('TimePickerInput', () => {
  it('shows an HH:mm value under its translated label, required, with its helper text', async () => {
    open('en', '18:05');
    const group = await screen.findByRole('group', { name: 'Time' });
    expect(parts(group)).toEqual([
      ['Hours', '18'],
      ['Minutes', '05'],
    ]);
    expect(screen.getByText('Time', { selector: 'label' })).toHaveTextContent('Time *');
    expect(screen.getByText('Local time')).toBeInTheDocument();
  });

  it('keeps what is typed as HH:mm, 24-hour', async () => {
    const user = userEvent.setup();
    open('en', null);
    const group = await screen.findByRole('group', { name: 'Time' });
    await user.click(within(group).getByRole('spinbutton', { name: 'Hours' }));
    await user.keyboard('2140');
    await waitFor(() => expect(values()).toEqual({ time: '21:40' }));
    expect(parts(group)).toEqual([
      ['Hours', '21'],
      ['Minutes', '40'],
    ]);
  });

  it('picks a time from its clock, which speaks Arabic', async () => {
    const user = userEvent.setup();
    open('ar', '07:30');
    const group = await screen.findByRole('group', { name: ar.programmes.diet.time });
    expect(parts(group).map(([label]) => label)).toEqual([ar.list.search.time.hours, ar.list.search.time.minutes]);
    await user.click(
      within(group.parentElement!).getByRole('button', {
        name: ar.list.search.time.choose_time_selected.replace('%{time}', '٠٧:٣٠'),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const view = (name: string) => ar.list.search.time.select_view.replace('%{view}', name);
    await user.click(
      within(within(dialog).getByRole('listbox', { name: view(ar.list.search.time.hours) })).getByRole('option', {
        name: '٠٩',
      }),
    );
    await waitFor(() => expect(values()).toEqual({ time: '09:30' }));
  });

  it('reads only whole HH:mm times', () => {
    expect(parseTime('07:30')?.getHours()).toBe(7);
    expect(parseTime('07:30')?.getMinutes()).toBe(30);
    expect(parseTime('7:30')).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(Number.isNaN(parseTime('invalid')?.getTime())).toBe(true);
  });
});
