// The settings screen: sections and inputs built from the served catalogue (a setting the screen has never
// heard of shows too), secrets masked and replaceable, only changed settings sent with POST settings, the
// server's messages under their inputs, read-only without a settings edit permission, and Arabic.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import type { SettingUi } from '../../../common/settings/catalogue';
import SettingsPage from '../../../src/pages/settings/SettingsPage';
import { api, server } from '../msw';
import { recordPost } from '../forms/renderForm';
import { renderAdmin } from '../renderAdmin';

const CATALOGUE: SettingUi[] = [
  { key: 'app_name', group: 'general', type: 'text', label: { en: 'Product name', ar: 'اسم المنتج' }, secret: false },
  {
    key: 'digits',
    group: 'general',
    type: 'choice',
    label: { en: 'Digits in Arabic', ar: 'الأرقام بالعربية' },
    secret: false,
    choices: [
      { value: 'latin', label: { en: 'Latin', ar: 'لاتينية' } },
      { value: 'arabic-indic', label: { en: 'Arabic-Indic', ar: 'هندية عربية' } },
    ],
  },
  {
    key: 'vat_percent',
    group: 'money',
    type: 'percent',
    label: { en: 'VAT (%)', ar: 'ضريبة القيمة المضافة (%)' },
    secret: false,
  },
  { key: 'features.chat', group: 'features', type: 'flag', label: { en: 'Chat', ar: 'المحادثة' }, secret: false },
  {
    key: 'integrations.maps_key',
    group: 'integrations',
    type: 'secret',
    label: { en: 'Maps key', ar: 'مفتاح الخرائط' },
    secret: true,
  },
];
const STORED = { app_name: 'Fitness Admin', vat_percent: 14, 'integrations.maps_key': '••••••••1234', other: 1 };
const EDITOR = ['view-Setting', 'edit-settings'];

function open(permissions = EDITOR, locale: 'en' | 'ar' = 'en') {
  server.use(
    http.get(api('settings/catalogue'), () => HttpResponse.json({ state: 1, data: CATALOGUE })),
    http.get(api('settings'), () => HttpResponse.json({ state: 1, data: STORED })),
  );
  renderAdmin(<Route path="/default/settings" element={<SettingsPage />} />, {
    url: '/default/settings',
    permissions,
    locale,
    notifications: true,
  });
}
const section = (name: string) => screen.getByRole('group', { name });
const helperOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby') ?? '';
  const id = ids.split(' ').find((part) => part.endsWith('helper-text'));
  return (document.getElementById(id ?? '')?.textContent ?? '').replace(/\u200b/g, '').trim();
};

describe('settings screen', () => {
  it('shows each group of the catalogue as a section of typed inputs, secrets masked', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await screen.findByRole('textbox', { name: 'Product name' });
    expect(within(section('General')).getByRole('textbox', { name: 'Product name' })).toHaveValue('Fitness Admin');
    expect(within(section('General')).getByRole('combobox', { name: 'Digits in Arabic' })).toBeInTheDocument();
    expect(within(section('Money')).getByRole('spinbutton', { name: 'VAT (%)' })).toHaveValue(14);
    expect(within(section('Features')).getByRole('switch', { name: 'Chat' })).not.toBeChecked();
    const secret = within(section('Integrations')).getByLabelText('Maps key');
    expect(secret).toHaveValue('');
    expect(helperOf(secret)).toBe('Stored as ••••••••1234. Type a new value to replace it.');
    expect(screen.queryByRole('group', { name: 'Contact' })).toBeNull();
    expect(document.title).toContain('Settings');
  });

  it('sends only the changed settings, a secret only when a new one is typed', async () => {
    const user = userEvent.setup();
    const bodies = recordPost('settings', (body) => ({
      state: 1,
      message: 'Settings saved successfully.',
      data: { ...(body.values as object), 'integrations.maps_key': '••••••••9876' },
    }));
    open();
    const name = await screen.findByRole('textbox', { name: 'Product name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: no setting was changed.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Fit Club');
    await user.click(screen.getByRole('switch', { name: 'Chat' }));
    await user.click(screen.getByRole('combobox', { name: 'Digits in Arabic' }));
    await user.click(await screen.findByRole('option', { name: 'Arabic-Indic' }));
    await user.type(screen.getByLabelText('Maps key'), 'new-key-9876');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      values: {
        app_name: 'Fit Club',
        digits: 'arabic-indic',
        'features.chat': true,
        'integrations.maps_key': 'new-key-9876',
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Maps key')).toHaveValue(''));
    expect(helperOf(screen.getByLabelText('Maps key'))).toBe('Stored as ••••••••9876. Type a new value to replace it.');
    expect(screen.getByRole('textbox', { name: 'Product name' })).toHaveValue('Fit Club');
  });

  it("shows the server's message for each refused setting under its input", async () => {
    const user = userEvent.setup();
    recordPost('settings', () =>
      HttpResponse.json(
        {
          state: 0,
          message: 'The given data was invalid.',
          errors: {
            vat_percent: ['The value must be a number from 0 to 100.'],
            'features.chat': ['The value must be true or false.'],
          },
        },
        { status: 422 },
      ),
    );
    open();
    const vat = await screen.findByRole('spinbutton', { name: 'VAT (%)' });
    await user.clear(vat);
    await user.type(vat, '140');
    await user.click(screen.getByRole('switch', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(helperOf(screen.getByRole('spinbutton', { name: 'VAT (%)' }))).toBe(
        'The value must be a number from 0 to 100.',
      ),
    );
    expect(screen.getByText('The value must be true or false.')).toBeInTheDocument();
  });

  it('is read-only for a role that may only view the settings', async () => {
    open(['view-Setting']);
    expect(await screen.findByText('Your role may read the settings but not change them.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('speaks Arabic: titles, sections and the labels the server declares', async () => {
    open(EDITOR, 'ar');
    await screen.findByRole('heading', { level: 1, name: 'الإعدادات' });
    expect(await screen.findByRole('textbox', { name: 'اسم المنتج' })).toHaveValue('Fitness Admin');
    expect(within(section('المال')).getByRole('spinbutton', { name: 'ضريبة القيمة المضافة (%)' })).toBeInTheDocument();
    expect(helperOf(screen.getByLabelText('مفتاح الخرائط'))).toBe(
      'القيمة المحفوظة ••••••••1234. اكتب قيمة جديدة لاستبدالها.',
    );
  });
});
