// POST discounts/store and POST discounts/update/{id}: the discount form's writes (spec 7.5).
import type { FastifyInstance } from 'fastify';
import { discountForm } from '../forms/discounts/form';
import { registerFormRoutes } from '../forms/shared/form-routes';

export async function discountRoutes(app: FastifyInstance): Promise<void> {
  registerFormRoutes(app, discountForm);
}
