// The arrow keys among a multi-select filter's chips move the way they point, left to right and right to
// left (MUI's Autocomplete alone reads ArrowLeft as "previous chip", which is on the right in Arabic).
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdminContext, memoryStore } from 'react-admin';
import { SelectFilter } from '../../../src/list/search/SelectFilter';
import type { FilterField, FilterValue } from '../../../src/list/types';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const STATUS: FilterField = {
  name: 'status',
  label: 'Status',
  type: 'select',
  options: { Active: 'active', Inactive: 'inactive', Banned: 'banned' },
  multiple: true,
  searchable: false,
};

function StatusFilter() {
  const [value, setValue] = useState<FilterValue>(['active', 'banned']);
  return <SelectFilter field={STATUS} value={value} onChange={setValue} />;
}

function renderFilter(direction: 'ltr' | 'rtl') {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ThemeProvider theme={createTheme({ direction })}>
        <div dir={direction}>
          <StatusFilter />
        </div>
      </ThemeProvider>
    </AdminContext>,
  );
}

const chip = (label: string) => screen.getByRole('button', { name: label });

describe('arrow keys among the chosen chips', () => {
  it('left to right: ArrowLeft goes to the chip on the left, ArrowRight back', async () => {
    const user = userEvent.setup();
    renderFilter('ltr');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.keyboard('{Escape}{ArrowLeft}');
    expect(chip('Banned')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(chip('Active')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chip('Banned')).toHaveFocus();
  });

  it('right to left: the chips run from the right, so ArrowRight goes to the earlier chip', async () => {
    const user = userEvent.setup();
    renderFilter('rtl');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    // The input follows the last chip, on its left: the chip next to it is on the right.
    await user.keyboard('{Escape}{ArrowRight}');
    expect(chip('Banned')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(chip('Active')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(chip('Banned')).toHaveFocus();
  });
});
