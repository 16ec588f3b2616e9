// Table cells: sanitised HTML with images, amounts, status chips, ratings and detail links.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { recordSearch, renderList } from './renderList';

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('list cells', () => {
  it('sanitises HTML: no script or event handler reaches the DOM', async () => {
    recordSearch();
    renderList();
    const row = await rowOf('Yoga mat');
    expect(row.querySelector('script')).toBeNull();
    expect(row.querySelector('[onerror]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('__hacked');
    expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
    // Harmless markup stays.
    expect(within(row).getByText('Mat').tagName).toBe('I');
  });

  it('shows https image links of HTML cells as images', async () => {
    recordSearch();
    renderList();
    const row = await rowOf('Protein shaker');
    const image = within(row).getByRole('img', { name: 'Description' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/shaker.png');
    expect(within(row).getByText('bottle').tagName).toBe('B');
  });

  // testing-library reads the no-break space between number and currency as a space.
  it('shows amounts in the list currency with two decimals and thousands separators, end-aligned', async () => {
    recordSearch();
    renderList();
    const amount = within(await rowOf('Protein shaker')).getByText('EGP 1,234.50');
    expect(within(await rowOf('Yoga mat')).getByText('EGP 1,200.00')).toBeInTheDocument();
    // Numeric cells and their header carry the class that aligns them to the end in tabular figures.
    expect(amount.closest('td')).toHaveClass('numeric');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveClass('numeric');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveClass('numeric');
    expect(getComputedStyle(amount.closest('td') as HTMLElement).textAlign).toBe('right');
  });

  it('formats amounts for Arabic, with the currency in Arabic', async () => {
    recordSearch();
    renderList({ locale: 'ar' });
    expect(await screen.findByText('\u200f١٬٢٣٤٫٥٠ ج.م.\u200f')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'الإجراءات' })).toBeInTheDocument();
  });

  it("shows status chips in the server's colour and 'expired' as an alert", async () => {
    recordSearch();
    renderList();
    const active = within(await rowOf('Protein shaker'))
      .getByText('Active')
      .closest('.status-chip');
    expect(active).toHaveAttribute('data-tone', 'green');
    expect(active).not.toHaveAttribute('data-alert');
    const expired = within(await rowOf('Yoga mat'))
      .getByText('Expired')
      .closest('.status-chip');
    expect(expired).toHaveAttribute('data-tone', 'red');
    expect(expired).toHaveAttribute('data-alert', 'true');
    expect(within(expired as HTMLElement).getByTestId('status-alert-icon')).toBeInTheDocument();
  });

  it('shows ratings as read-only stars with a label', async () => {
    recordSearch();
    renderList();
    expect(within(await rowOf('Protein shaker')).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(await rowOf('Yoga mat')).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
  });

  it('links to the detail pages of spec 2.2', async () => {
    recordSearch();
    renderList();
    expect(await screen.findByRole('link', { name: 'Ahmed Ali' })).toHaveAttribute(
      'href',
      '/default/users/users-list/5',
    );
    expect(screen.getByRole('link', { name: 'Studio 9 (page not available)' })).toHaveAttribute(
      'href',
      '/default/not-available',
    );
  });
});
