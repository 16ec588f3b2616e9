// The date, date-time and time pickers write their digits as the rest of an Arabic screen does: the
// 'display.arabic_digits' setting (intlLocale) chooses Arabic-Indic or Latin, in the field's text and in
// the calendar and clock; English is always Latin, and the form keeps Latin `YYYY-MM-DD` / `HH:mm`.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DatePickerInput } from '../../../src/forms/DatePickerInput';
import { DateTimePickerInput } from '../../../src/forms/DateTimePickerInput';
import { TimePickerInput } from '../../../src/forms/TimePickerInput';
import DateFilter from '../../../src/list/search/DateFilter';
import { type ArabicDigits, setArabicDigits } from '../../../src/providers/digits';
import { renderAdmin } from '../renderAdmin';
import ar from '../../../i18n/ar';

const ARABIC_INDIC = /[\u0660-\u0669]/;
const LATIN = /[0-9]/;

function Values() {
  const values = useWatch();
  return <output aria-label="values">{JSON.stringify(values)}</output>;
}

function open(locale: 'en' | 'ar', digits: ArabicDigits) {
  setArabicDigits(digits);
  const record = { day: '2026-02-10', at: '2026-02-10 09:15', time: '07:30' };
  return renderAdmin(
    <Route
      path="/default/pickers"
      element={
        <Form record={record}>
          <DatePickerInput source="day" label="Day" />
          <DateTimePickerInput source="at" label="At" />
          <TimePickerInput source="time" label="Time" />
          <Values />
        </Form>
      }
    />,
    { url: '/default/pickers', permissions: [], locale },
  );
}

const hidden = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const sections = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((part) => part.textContent);
const values = () => JSON.parse(screen.getByRole('status', { hidden: true })?.textContent ?? '{}');

afterEach(() => setArabicDigits('arabic'));

describe('picker digits', () => {
  it('are Arabic-Indic in Arabic with the setting at arabic, in the fields, calendar and clock', async () => {
    const user = userEvent.setup();
    open('ar', 'arabic');
    await screen.findByRole('group', { name: 'Day' });
    expect(sections('Day')).toEqual(['١٠', '٠٢', '٢٠٢٦']);
    expect(sections('At')).toEqual(['١٠', '٠٢', '٢٠٢٦', '٠٩', '١٥']);
    expect(sections('Time')).toEqual(['٠٧', '٣٠']);
    expect(hidden('day').value).toBe('١٠/٠٢/٢٠٢٦');

    await user.click(within(screen.getByRole('group', { name: 'Day' }).parentElement!).getByRole('button'));
    const grid = await screen.findByRole('grid');
    const days = within(grid)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent ?? '');
    expect(days).toContain('٢٨');
    expect(days.join('')).not.toMatch(LATIN);
    expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('١٠');
    await user.keyboard('{Escape}');

    await user.click(within(screen.getByRole('group', { name: 'Time' }).parentElement!).getByRole('button'));
    const view = (name: string) => ar.list.search.time.select_view.replace('%{view}', name);
    const hours = await screen.findByRole('listbox', { name: view(ar.list.search.time.hours) });
    const options = within(hours).getAllByRole('option');
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual(['٠٠', '٠١', '٠٢']);
    expect(within(hours).getByRole('option', { name: '٠٧' })).toHaveAttribute('aria-selected', 'true');
    expect(options.map((option) => option.textContent).join('')).not.toMatch(LATIN);
    // The minutes' names say the unit, their numbers in the same digits.
    const minutes = screen.getByRole('listbox', { name: view(ar.list.search.time.minutes) });
    expect(within(minutes).getByRole('option', { name: '٣٠ دقيقة' })).toHaveAttribute('aria-selected', 'true');
  });

  it('are Latin in Arabic with the setting at latin', async () => {
    const user = userEvent.setup();
    open('ar', 'latin');
    await screen.findByRole('group', { name: 'Day' });
    expect(sections('Day')).toEqual(['10', '02', '2026']);
    expect(sections('At')).toEqual(['10', '02', '2026', '09', '15']);
    expect(sections('Time')).toEqual(['07', '30']);

    await user.click(within(screen.getByRole('group', { name: 'Day' }).parentElement!).getByRole('button'));
    const grid = await screen.findByRole('grid');
    const days = within(grid)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent ?? '');
    expect(days).toContain('28');
    expect(days.join('')).not.toMatch(ARABIC_INDIC);
  });

  it('are Latin in English whatever the setting', async () => {
    open('en', 'arabic');
    await screen.findByRole('group', { name: 'Day' });
    expect(sections('Day')).toEqual(['10', '02', '2026']);
    expect(sections('Time')).toEqual(['07', '30']);
  });

  it('read Arabic-Indic digits typed in, and keep Latin values in the form', async () => {
    open('ar', 'arabic');
    await screen.findByRole('group', { name: 'Day' });
    fireEvent.change(hidden('day'), { target: { value: '١٧/٠١/٢٠٢٦' } });
    fireEvent.change(hidden('time'), { target: { value: '٢١:٤٥' } });
    await waitFor(() => expect(sections('Day')).toEqual(['١٧', '٠١', '٢٠٢٦']));
    await waitFor(() => expect(values()).toEqual({ day: '2026-01-17', at: '2026-02-10 09:15', time: '21:45' }));
  });

  it("follow the setting in the list's date-time filter too", async () => {
    for (const [digits, shown] of [
      ['arabic', ['٣١', '٠١', '٢٠٢٦', '٢٣', '٥٩']],
      ['latin', ['31', '01', '2026', '23', '59']],
    ] as const) {
      setArabicDigits(digits);
      const { unmount } = renderAdmin(
        <Route
          path="/default/filter"
          element={<DateFilter name="created_at_to" label="To" withTime value="2026-01-31T23:59" onChange={() => {}} />}
        />,
        { url: '/default/filter', permissions: [], locale: 'ar' },
      );
      await screen.findByRole('group', { name: 'To' });
      expect(sections('To')).toEqual(shown);
      unmount();
    }
  });
});
