// A save the rules stop sends focus to the first field with a problem, in page order: a text field, a
// select, or a date field's first section.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import CouponFormPage from '../../../src/resources/coupons/CouponFormPage';
import { answerSaved, day, recordPost, renderForm, typeDate } from './renderForm';

const MANAGER = ['view-Coupon', 'create-coupons', 'edit-coupons', 'view-Program', 'view-DietProgram'];

async function openNew() {
  renderForm({ resource: 'coupons', page: CouponFormPage, url: '/default/coupons/ops', permissions: MANAGER });
  await screen.findByRole('heading', { name: 'New coupon' });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function save(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Missing fields');
}

describe('focus after a save the rules stopped', () => {
  it('goes to the first field, then to the next one still wrong', async () => {
    const user = userEvent.setup();
    const stores = recordPost('coupons/store', answerSaved(1), 201);
    await openNew();
    await save(user);
    await waitFor(() => expect(field(/^Code/)).toHaveFocus());

    await user.type(field(/^Code/), 'spring-10');
    await user.type(field(/Title \(English\)/), 'Spring offer');
    await save(user);
    await waitFor(() => expect(field(/Title \(Arabic\)/)).toHaveFocus());

    await user.type(field(/Title \(Arabic\)/), 'عرض الربيع');
    await save(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Discount type/ })).toHaveFocus());
    expect(stores).toEqual([]);
  });

  it("goes to a date field's first section", async () => {
    const user = userEvent.setup();
    await openNew();
    await user.type(field(/^Code/), 'spring-10');
    await user.type(field(/Title \(English\)/), 'Spring offer');
    await user.type(field(/Title \(Arabic\)/), 'عرض الربيع');
    await user.click(screen.getByRole('combobox', { name: /Discount type/ }));
    await user.click(await screen.findByRole('option', { name: 'Fixed amount (EGP)' }));
    await user.type(field(/^Value/), '50');
    await user.type(field(/Usage limit/), '100');
    await typeDate(user, /Valid from/, day(1));
    await save(user);
    const until = screen.getByRole('group', { name: /Valid until/ });
    await waitFor(() => expect(within(until).getAllByRole('spinbutton')[0]).toHaveFocus());
  });
});
