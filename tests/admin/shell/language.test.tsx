// English and Arabic in the running shell: the switch in the app bar flips <html dir lang>, the style
// cache and the menu texts without a reload, and the choice is stored under `language`.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findSidebar, LONG, renderShell } from './renderShell';

const rtlStyled = (element: Element) => [...element.classList].some((name) => name.startsWith('muirtl-'));

describe('language', () => {
  it('switches to Arabic from the app bar: right to left, Arabic menu, stored choice', async () => {
    const person = userEvent.setup();
    renderShell();
    const nav = await findSidebar();
    expect(document.documentElement.dir).toBe('ltr');
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Language: العربية' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    const arabicNav = await findSidebar('القائمة الرئيسية');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(within(arabicNav).getByRole('link', { name: 'لوحة التحكم' })).toBeInTheDocument();
    expect(within(arabicNav).getByRole('link', { name: 'الأعضاء' })).toBeInTheDocument();
    expect(within(arabicNav).getByRole('list', { name: 'المحتوى والدعم' })).toBeInTheDocument();
    expect(within(arabicNav).getByRole('searchbox', { name: 'البحث في القائمة' })).toHaveAttribute(
      'placeholder',
      'ابحث في القائمة...',
    );
    // The styles now come from the right-to-left cache, which flips left and right.
    expect(rtlStyled(within(arabicNav).getByRole('link', { name: 'الأعضاء' }))).toBe(true);

    await person.click(screen.getByRole('button', { name: 'اللغة: English' }));
    await findSidebar('Main menu');
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('starts in the stored language', async () => {
    renderShell({ language: 'ar' });
    const nav = await findSidebar('القائمة الرئيسية');
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(nav).getByRole('link', { name: 'الشكاوى' })).toBeInTheDocument();
    expect(screen.getByText('الإصدار ١٫٤')).toBeInTheDocument();
  });

  it('puts the sidebar on the right: its border moves to the left edge (the RTL style plugin)', async () => {
    renderShell({ language: 'ar' });
    await findSidebar('القائمة الرئيسية');
    const sidebar = screen.getByTestId('sidebar');
    expect(getComputedStyle(sidebar).borderLeftStyle).toBe('solid');
    expect(getComputedStyle(sidebar).borderRightStyle).not.toBe('solid');
    // The sidebar comes first in a right-to-left row, so it is drawn at the right.
    expect(sidebar.parentElement?.firstElementChild).toBe(sidebar);
  });

  it('mirrors direction-bearing icons in Arabic', async () => {
    renderShell({ language: 'ar' });
    const toggle = await screen.findByRole('button', { name: 'طي الشريط الجانبي' }, LONG);
    const icon = within(toggle).getByTestId('MenuOpenIcon');
    expect(getComputedStyle(icon).transform).toBe('scaleX(-1)');
  });

  it('counts search results with Arabic plural forms and digits', async () => {
    const person = userEvent.setup();
    renderShell({
      language: 'ar',
      permissions: ['view-User', 'view-Chat', 'view-Complaint', 'view-Program', 'view-DietProgram', 'view-SubProgram'],
    });
    const nav = await findSidebar('القائمة الرئيسية');
    const search = within(nav).getByRole('searchbox', { name: 'البحث في القائمة' });

    await person.type(search, 'الشكاوى');
    expect(within(nav).getByRole('status')).toHaveTextContent('عنصر واحد مطابق');
    await person.clear(search);
    await person.type(search, 'البرامج ال');
    expect(within(nav).getByRole('status')).toHaveTextContent('عنصران مطابقان');
    await person.clear(search);
    await person.type(search, '/');
    expect(within(nav).getByRole('status')).toHaveTextContent('٨ عناصر مطابقة');
    await person.clear(search);
    await person.type(search, 'غير موجود');
    expect(within(nav).getByText('لم يُعثر على عناصر في القائمة')).toBeInTheDocument();
  });

  it('shows the footer in English by default', async () => {
    renderShell();
    await findSidebar();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Fitness Admin. All rights reserved.`);
    expect(footer).toHaveTextContent('Version 1.4');
  });
});
