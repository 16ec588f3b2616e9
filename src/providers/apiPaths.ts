// The API's names for react-admin's resources, and where each model's writes go (spec 7): most models
// save through `{model}/store` and `{model}/update/{id}`; the ones below have endpoints of their own.
import type { Identifier } from 'react-admin';

/** Resources whose name (their path under /default) differs from the API's model name. */
const MODEL_OF_RESOURCE: Record<string, string> = {
  'faq-list': 'faqs',
  faq: 'faqs',
  'program-classification': 'classifications',
};

/** The API's model name of a react-admin resource; `meta.model` wins. */
export function modelOf(resource: string, meta?: { model?: string }): string {
  return meta?.model ?? MODEL_OF_RESOURCE[resource] ?? resource;
}

const WRITE_PATHS: Record<string, { create?: string; update?: string }> = {
  pages: { create: 'page/store', update: 'page/update/:id' },
  faqs: { create: 'faq/store', update: 'faq/update/:id' },
  coupons: { create: 'coupons/store', update: 'coupons/update/:id' },
  discounts: { create: 'discounts/store', update: 'discounts/update/:id' },
  'referral-discounts': { create: 'referral-discounts/store', update: 'referral-discounts/update/:id' },
  'payment-methods': { create: 'payment-methods/store', update: 'payment-methods/update/:id' },
  'payout-requests': { create: 'payout-request/store', update: 'payout-request/update/:id' },
  classifications: { create: 'classifications/store', update: 'classifications/update/:id' },
  'diet-programs': { create: 'diet-programs/store', update: 'diet-programs/update/:id' },
  'program-prices': { create: 'program_prices/store', update: 'program_prices/update/:id' },
  walkthrough: { create: 'Walkthrough/store', update: 'Walkthrough/update/:id' },
  'subprogram-recommendations': {
    create: 'subprogram_recommendations/store',
    update: 'subprogram_recommendations/update/:id',
  },
  chatgroup: { create: 'chatgroup/store', update: 'chatgroup/update/:id' },
  programs: { create: 'programs', update: 'programs/:id' },
  'sub-programs': { create: 'subprograms', update: 'subprograms/:id' },
  admins: { create: 'admins', update: 'admins/:id' },
  users: { update: 'user-update/:id' },
  roles: { create: 'role/create', update: 'role/update/:id' },
  exercises: { create: 'exercise/exercise', update: 'exercise/exercise/:id' },
  rounds: { create: 'round', update: 'round/update/:id' },
};

export function writePath(model: string, kind: 'create' | 'update', id?: Identifier): string {
  const pattern = WRITE_PATHS[model]?.[kind] ?? (kind === 'create' ? `${model}/store` : `${model}/update/:id`);
  return pattern.replace(':id', encodeURIComponent(String(id)));
}

/** The path of one record under a route: `getSingle/users/5`, `add-note/users/5`. */
export function recordPath(route: string, model: string, id: Identifier): string {
  return `${route}/${encodeURIComponent(model)}/${encodeURIComponent(String(id))}`;
}

/** The saved views of a model's list, `views/users`, or one of them, `views/users/4`. */
export function viewsPath(model: string, id?: Identifier): string {
  const list = `views/${encodeURIComponent(model)}`;
  return id === undefined ? list : `${list}/${encodeURIComponent(String(id))}`;
}
