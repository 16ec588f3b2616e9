// POST chatgroup/store and POST chatgroup/update/{id} (spec 7.5): the chat group form.
import type { FastifyInstance } from 'fastify';
import { chatGroupForm } from '../forms/chat-groups/form';
import { registerFormRoutes } from '../forms/shared/form-routes';

export async function chatGroupRoutes(app: FastifyInstance): Promise<void> {
  registerFormRoutes(app, chatGroupForm);
}
