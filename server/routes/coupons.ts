// POST coupons/store, POST coupons/update/{id} (spec 7.5): the coupon form.
import type { FastifyInstance } from 'fastify';
import { couponForm } from '../forms/coupons/form';
import { registerFormRoutes } from '../forms/shared/form-routes';

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  registerFormRoutes(app, couponForm);
}
