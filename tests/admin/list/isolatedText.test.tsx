// Phones, emails, codes and order numbers read left to right in Arabic, and codes keep to one line.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { isolationOf } from '../../../src/list/table/isolatedText';
import { productRows, searchAnswer } from './fixtures';
import { recordSearch, renderList } from './renderList';

describe('isolationOf', () => {
  it.each([
    ['+201038579486', true, 'code'],
    ['ORD-2026-000123', true, 'code'],
    ['ahmed@example.com', true, 'code'],
    ['SUMMER25', true, 'code'],
    ['Protein shaker', true, 'ltr'],
    ['أحمد محمود', true, null],
    ['تم الشحن', true, null],
    ['ORD-2026-000123', false, 'code'],
    ['+201038579486', false, null],
    ['Protein shaker', false, null],
  ] as const)('%j (right to left: %s) → %s', (text, rtl, isolation) => {
    expect(isolationOf(text, rtl)).toBe(isolation);
  });
});

describe('plain text cells', () => {
  const names = ['+201038579486', 'ORD-2026-000123', 'ahmed@example.com', 'أحمد محمود'];
  const rows = names.map((name, index) => ({ ...productRows[0], ID: index + 1, name }));

  it('in Arabic, isolate phones, codes and emails left to right, on one line; Arabic text is left alone', async () => {
    recordSearch(() => searchAnswer({ rows }));
    renderList({ locale: 'ar' });
    for (const name of names.slice(0, 3)) {
      const shown = await screen.findByText(name);
      expect(shown.tagName).toBe('BDI');
      expect(shown).toHaveAttribute('dir', 'ltr');
      expect(shown).toHaveClass('code-text');
      expect(getComputedStyle(shown).whiteSpace).toBe('nowrap');
    }
    expect((await screen.findByText('أحمد محمود')).tagName).toBe('TD');
  });

  it('in English, only a code with hyphens is kept on one line', async () => {
    recordSearch(() => searchAnswer({ rows }));
    renderList();
    expect((await screen.findByText('ORD-2026-000123')).tagName).toBe('BDI');
    expect((await screen.findByText('+201038579486')).tagName).toBe('TD');
    expect((await screen.findByText('ahmed@example.com')).tagName).toBe('TD');
  });
});
