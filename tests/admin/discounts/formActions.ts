// Ways the tests use the discount form, as a user would (labels, keyboard and clicks).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { shown } from './renderForm';

export const textbox = (name: string) => screen.getByRole('textbox', { name });

export async function choose(user: UserEvent, field: string, option: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** Latin digits for Arabic-Indic ones: an Arabic form's pickers show the date in Arabic-Indic digits. */
const latinDigits = (text: string) => text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660));

/** Types a date into the date field as pasted text (`YYYY-MM-DD` shown as dd/MM/yyyy, in the screen's digits). */
export async function setDate(container: HTMLElement, name: 'start_date' | 'end_date', iso: string): Promise<void> {
  const input = container.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  fireEvent.change(input, { target: { value: shown(iso) } });
  await waitFor(() =>
    expect(latinDigits((container.querySelector(`input[name="${name}"]`) as HTMLInputElement).value)).toBe(shown(iso)),
  );
}

export async function save(user: UserEvent, label = 'Save'): Promise<void> {
  await user.click(screen.getByRole('button', { name: label }));
}

/** The message under a field (its helper text). */
export function helperOf(input: HTMLElement): string {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('helper-text'));
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}
