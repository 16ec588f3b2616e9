// The write paths of the declared forms (coupons, discounts, referral discounts, pricing plans): the
// server's own form definitions, body schemas and `save` (rules, uniqueness, links, one transaction).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { chatGroupForm } from '../../server/forms/chat-groups/form';
import { couponForm } from '../../server/forms/coupons/form';
import { discountForm } from '../../server/forms/discounts/form';
import { programPriceForm } from '../../server/forms/program-prices/form';
import { programPriceReaders, showProgramPrice } from '../../server/forms/program-prices/show';
import { referralDiscountForm } from '../../server/forms/referral-discounts/form';
import { withBodyId } from '../../common/forms/body';
import {
  formPaths,
  formPermissions,
  save,
  saveUpdate,
  type FormBody,
  type FormDefinition,
} from '../../server/forms/shared/form-routes';
import { HttpError } from '../../server/http/errors';
import { idParams } from '../../server/http/schema';
import { answer, type FakeCall, type FakeRoute } from '../router';

/** What `save` reads of a Fastify request: the database and the translator. */
function requestOf(call: FakeCall): FastifyRequest {
  return { server: { deps: { db: call.db } }, language: call.language, t: call.t } as unknown as FastifyRequest;
}

function bodyOf(call: FakeCall): FormBody {
  if (typeof call.body !== 'object' || call.body === null || Array.isArray(call.body))
    throw new HttpError(400, 'errors.invalid_json');
  return call.body as FormBody;
}

function formRoutes(definition: FormDefinition): FakeRoute[] {
  const { model, body } = definition;
  const paths = definition.paths ?? formPaths(model.name);
  return [
    {
      method: 'POST',
      path: paths.create,
      permissions: formPermissions(model, 'create'),
      zodBody: body,
      handle: async (call) =>
        answer(201, { state: 1, data: await save(requestOf(call), definition, bodyOf(call), null) }),
    },
    {
      method: 'POST',
      path: paths.update,
      permissions: formPermissions(model, 'edit'),
      schema: { params: idParams },
      zodBody: withBodyId(body),
      handle: async (call) => ({
        state: 1,
        data: await saveUpdate(requestOf(call), definition, bodyOf(call), Number(call.params.id)),
      }),
    },
  ];
}

export const formRoutesOfDemo: FakeRoute[] = [
  ...[couponForm, discountForm, referralDiscountForm, programPriceForm, chatGroupForm].flatMap(formRoutes),
  {
    method: 'GET',
    path: '/program_prices/show/:id',
    permissions: programPriceReaders,
    schema: { params: idParams },
    handle: (call) => showProgramPrice(call.db as Kysely<any>, Number(call.params.id), call.language),
  },
];
