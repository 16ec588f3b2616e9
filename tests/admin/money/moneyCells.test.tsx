// The list's money cells: a discount's value reads '15%' or 'EGP 50.00' by the row's type (headers[].unitFrom),
// amounts carry the list currency, the totals that add up amounts carry it too, in both languages and
// both Arabic digit systems; numbers given to messages follow the same digits.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setArabicDigits } from '../../../src/providers/digits';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { recordSearch, renderList } from '../list/renderList';
import { searchAnswer } from '../list/fixtures';

const ARABIC_INDIC = /[\u0660-\u0669]/;

const headers = [
  { text: 'Name', value: 'name', type: 'text', sortable: true },
  { text: 'Type', value: 'discount_type', type: 'status', sortable: true },
  { text: 'Value', value: 'value', type: 'number', sortable: true, unitFrom: 'discount_type' },
  { text: 'Price', value: 'price', type: 'amount', sortable: true },
];
const type = (value: 'percentage' | 'fixed') => ({
  label: value === 'percentage' ? 'Percentage' : 'Fixed amount',
  color: value === 'percentage' ? 'info' : 'secondary',
  tone: value === 'percentage' ? 'blue' : 'purple',
  value,
});
const rows = [
  { ID: 1, name: 'Spring', discount_type: type('percentage'), value: 15, price: '1250.50', is_trashed: 0 },
  { ID: 2, name: 'Welcome', discount_type: type('fixed'), value: 50, price: '99.00', is_trashed: 0 },
];

function answer() {
  const base = searchAnswer();
  return {
    ...base,
    data: {
      ...base.data,
      headers,
      results: { data: rows, total: 2 },
      totals: { 'Total price': 1349.5, 'Total uses': 1234 },
      options: { ...base.data.options, currency: 'EGP', amountTotals: ['Total price'] },
    },
  };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

function openTotals() {
  localStorage.setItem('list.panels.products', JSON.stringify({ search: true, totals: true }));
}

afterEach(async () => {
  setArabicDigits('arabic');
  await i18nProvider.changeLocale('en');
});

describe('money cells', () => {
  // testing-library reads the no-break space between number and currency as a space.
  it('shows a discount value as a percentage or an amount by its type, and the money totals in the currency', async () => {
    recordSearch(answer);
    openTotals();
    renderList({ searchOpen: false });
    expect(within(await rowOf('Spring')).getByText('15%')).toBeInTheDocument();
    expect(within(await rowOf('Spring')).getByText('EGP 1,250.50')).toBeInTheDocument();
    expect(within(await rowOf('Welcome')).getByText('EGP 50.00')).toBeInTheDocument();
    // A money total carries the currency; a count does not.
    expect(await screen.findByText('EGP 1,349.50')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
  });

  it('writes them in Arabic-Indic digits with the Arabic currency sign in Arabic', async () => {
    recordSearch(answer);
    openTotals();
    renderList({ locale: 'ar', searchOpen: false });
    const spring = await rowOf('Spring');
    expect(within(spring).getByText('١٥٪؜')).toBeInTheDocument();
    expect(within(spring).getByText('\u200f١٬٢٥٠٫٥٠ ج.م.\u200f')).toBeInTheDocument();
    expect(within(await rowOf('Welcome')).getByText('\u200f٥٠٫٠٠ ج.م.\u200f')).toBeInTheDocument();
    expect(await screen.findByText('\u200f١٬٣٤٩٫٥٠ ج.م.\u200f')).toBeInTheDocument();
  });

  it('keeps every figure in Latin digits when the display setting says so', async () => {
    setArabicDigits('latin');
    recordSearch(answer);
    openTotals();
    renderList({ locale: 'ar', searchOpen: false });
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('15%', { normalizer: (text) => text.replace(/[\u200e\u200f\u061c]/g, '') })).toBeTruthy();
    expect(table.getByText('\u200f50.00 ج.م.\u200f')).toBeInTheDocument();
    expect(await screen.findByText('\u200f1,349.50 ج.م.\u200f')).toBeInTheDocument();
    for (const cell of table.getAllByRole('cell')) expect(cell.textContent).not.toMatch(ARABIC_INDIC);
  });
});

describe('numbers in messages', () => {
  it('are in the screen digits in Arabic, plural forms still chosen by the number', async () => {
    expect(i18nProvider.translate('chat.notify.unread', { smart_count: 3 })).toBe('3 unread support messages');
    await i18nProvider.changeLocale('ar');
    const three = i18nProvider.translate('chat.notify.unread', { smart_count: 3 });
    expect(three).toContain('٣');
    expect(three).not.toContain('3');
    expect(i18nProvider.translate('chat.notify.unread', { smart_count: 1 })).not.toBe(three.replace('٣', '١'));
    setArabicDigits('latin');
    expect(i18nProvider.translate('chat.notify.unread', { smart_count: 3 })).toContain('3');
    // Texts given to a message are put in as they are.
    expect(i18nProvider.translate('list.details.title', { title: 'Users', id: '12' })).toContain('12');
  });
});
