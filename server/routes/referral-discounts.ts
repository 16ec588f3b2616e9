// POST referral-discounts/store, POST referral-discounts/update/{id} (spec 7.5): the referral-discount form.
import type { FastifyInstance } from 'fastify';
import { referralDiscountForm } from '../forms/referral-discounts/form';
import { registerFormRoutes } from '../forms/shared/form-routes';

export async function referralDiscountRoutes(app: FastifyInstance): Promise<void> {
  registerFormRoutes(app, referralDiscountForm);
}
