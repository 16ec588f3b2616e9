// The referral-discount form: its rules as the admin shows them, loading, saving and the permission gate.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ReferralDiscountFormPage from '../../../src/resources/referral-discounts/ReferralDiscountFormPage';
import { api, server } from '../msw';
import { answerSaved, dateHelper, day, helperOf, here, recordPost, renderForm, typeDate } from './renderForm';

const MANAGER = ['view-ReferralDiscount', 'manage-referraldiscounts'];

function openNew(locale: 'en' | 'ar' = 'en', permissions = MANAGER) {
  renderForm({
    resource: 'referral-discounts',
    page: ReferralDiscountFormPage,
    url: '/default/referral-discounts/ops',
    permissions,
    locale,
  });
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValid(user: UserEvent) {
  await user.type(field(/Name \(English\)/), 'Bring a friend');
  await user.type(field(/Name \(Arabic\)/), 'أحضر صديقًا');
  await choose(user, /Referrer reward type/, 'Fixed amount (EGP)');
  await user.type(field(/Referrer reward value/), '100');
  await choose(user, /Referred user reward type/, 'Percentage');
  await user.type(field(/Referred user reward value/), '15');
  await user.clear(field(/Minimum subscription amount/));
  await user.type(field(/Minimum subscription amount/), '300');
  await user.type(field(/Max uses per referrer/), '5');
  await typeDate(user, /Valid from/, day(1));
  await typeDate(user, /Valid until/, day(61));
}

describe('referral-discount form', () => {
  it('is closed to admins without create-, edit- or manage-referraldiscounts', async () => {
    openNew('en', ['view-ReferralDiscount']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission in this page");
  });

  it('warns about missing fields and names each rule', async () => {
    const user = userEvent.setup();
    const stores = recordPost('referral-discounts/store', answerSaved(1), 201);
    openNew();
    await screen.findByRole('heading', { name: 'New referral discount' });
    await user.clear(field(/Minimum subscription amount/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(helperOf(/Name \(English\)/)).toBe('The English name is required');
    expect(helperOf(/Name \(Arabic\)/)).toBe('The Arabic name is required');
    expect(helperOf(/Referrer reward type/)).toBe('The referrer reward type is required');
    expect(helperOf(/Referrer reward value/)).toBe('The referrer reward value is required');
    expect(helperOf(/Referred user reward type/)).toBe('The referred user reward type is required');
    expect(helperOf(/Referred user reward value/)).toBe('The referred user reward value is required');
    expect(helperOf(/Minimum subscription amount/)).toBe('The minimum subscription amount is required');
    expect(helperOf(/Max uses per referrer/)).toBe('The maximum uses per referrer is required');
    expect(dateHelper(/Valid from/)).toBe('The start date is required');
    expect(dateHelper(/Valid until/)).toBe('The end date is required');
    expect(stores).toHaveLength(0);
  });

  it('checks each reward by its type, the minimum and the uses', async () => {
    const user = userEvent.setup();
    openNew();
    await screen.findByRole('heading', { name: 'New referral discount' });
    await choose(user, /Referrer reward type/, 'Percentage');
    await user.type(field(/Referrer reward value/), '101');
    await user.tab();
    expect(helperOf(/Referrer reward value/)).toBe('A percentage must be between 1 and 100');
    await user.clear(field(/Minimum subscription amount/));
    await user.type(field(/Minimum subscription amount/), '-5');
    await user.tab();
    expect(helperOf(/Minimum subscription amount/)).toBe('The minimum subscription amount cannot be negative');
    await user.clear(field(/Minimum subscription amount/));
    await user.type(field(/Minimum subscription amount/), '200');
    await choose(user, /Referred user reward type/, 'Fixed amount (EGP)');
    await user.type(field(/Referred user reward value/), '250');
    await user.tab();
    expect(helperOf(/Referred user reward value/)).toBe(
      'The referred user reward cannot exceed the minimum subscription amount',
    );
    await user.type(field(/Max uses per referrer/), '2.5');
    await user.tab();
    expect(helperOf(/Max uses per referrer/)).toBe('Must be a whole number of at least 1');
  });

  it('saves, shows the success notice and returns to the list', async () => {
    const user = userEvent.setup();
    const stores = recordPost('referral-discounts/store', answerSaved(3), 201);
    openNew();
    await screen.findByRole('heading', { name: 'New referral discount' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stores).toHaveLength(1));
    expect(stores[0]).toEqual({
      name_en: 'Bring a friend',
      name_ar: 'أحضر صديقًا',
      referrer_reward_type: 'fixed',
      referrer_reward_value: 100,
      referred_reward_type: 'percentage',
      referred_reward_value: 15,
      min_subscription_amount: 300,
      max_uses_per_referrer: 5,
      valid_from: day(1),
      valid_until: day(61),
      enabled: 1,
    });
    expect(await screen.findByText('Success operation')).toBeInTheDocument();
    await waitFor(() => expect(here.path).toBe('/default/referral-discounts'));
  });

  it('loads a referral discount and updates it at its address', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('getSingle/referral-discounts/4'), () =>
        HttpResponse.json({
          state: 1,
          data: {
            item: {
              ID: 4,
              id: 4,
              is_trashed: 0,
              name_en: 'Gym buddies 1',
              name_ar: 'رفاق الجيم 1',
              referrer_reward_type: 'percentage',
              referrer_reward_value: 10,
              referred_reward_type: 'fixed',
              referred_reward_value: 50,
              min_subscription_amount: 200,
              max_uses_per_referrer: 3,
              valid_from: day(-30),
              valid_until: day(30),
              enabled: 0,
            },
            row: { ID: 4, is_trashed: 0 },
            title: 'Gym buddies 1',
            headers: [],
            notes: [],
          },
        }),
      ),
    );
    const updates = recordPost('referral-discounts/update/4', answerSaved(4));
    renderForm({
      resource: 'referral-discounts',
      page: ReferralDiscountFormPage,
      url: '/default/referral-discounts/ops/4',
      permissions: MANAGER,
    });
    expect(await screen.findByRole('heading', { name: 'Edit referral discount' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Gym buddies 1')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    // The id travels in the path only: the server refuses it in the body.
    expect(updates[0]).toEqual({
      name_en: 'Gym buddies 1',
      name_ar: 'رفاق الجيم 1',
      referrer_reward_type: 'percentage',
      referrer_reward_value: 10,
      referred_reward_type: 'fixed',
      referred_reward_value: 50,
      min_subscription_amount: 200,
      max_uses_per_referrer: 3,
      valid_from: day(-30),
      valid_until: day(30),
      enabled: 1,
    });
  });

  it('speaks Arabic', async () => {
    const user = userEvent.setup();
    openNew('ar');
    expect(await screen.findByRole('heading', { name: 'خصم إحالة جديد' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حقول ناقصة')).toBeInTheDocument();
    expect(helperOf(/الاسم \(بالعربية\)/)).toBe('الاسم بالعربية مطلوب');
    expect(helperOf(/نوع مكافأة المُحيل/)).toBe('نوع مكافأة المُحيل مطلوب');
  });
});
