// The model registry: every declared model, in seeding order (a model's seed may pick ids of the
// models above it). Adding a model = its file plus one line here.
import addresses from './addresses';
import admins from './admins';
import areas from './areas';
import buyers from './buyers';
import categories from './categories';
import chats from './chats';
import cities from './cities';
import commissions from './commissions';
import complaints from './complaints';
import coupons from './coupons';
import type { Model } from './define/types';
import { validateModels } from './define/validate';
import dietPrograms from './diet-programs';
import discounts from './discounts';
import dynamicForms from './dynamic-forms';
import faqs from './faqs';
import orders from './orders';
import pages from './pages';
import paymentMethods from './payment-methods';
import paymentTransactions from './payment-transactions';
import payoutRequests from './payout-requests';
import products from './products';
import programPrices from './program-prices';
import programs from './programs';
import requestOffers from './request-offers';
import requests from './requests';
import referralDiscounts from './referral-discounts';
import reviewQuestions from './review-questions';
import reviews from './reviews';
import roles from './roles';
import sellers from './sellers';
import services from './services';
import subCategories from './sub-categories';
import subscriptions from './subscriptions';
import users from './users';

export const MODELS: readonly Model[] = [
  users,
  roles,
  admins,
  programs,
  dietPrograms,
  discounts,
  coupons,
  referralDiscounts,
  programPrices,
  paymentMethods,
  pages,
  faqs,
  subscriptions,
  payoutRequests,
  cities,
  areas,
  addresses,
  categories,
  subCategories,
  sellers,
  buyers,
  products,
  services,
  requests,
  requestOffers,
  orders,
  paymentTransactions,
  commissions,
  chats,
  reviews,
  complaints,
  dynamicForms,
  reviewQuestions,
];

const problems = validateModels(MODELS);
if (problems.length > 0) throw new Error(`Invalid model declarations:\n- ${problems.join('\n- ')}`);

const byName = new Map<string, Model>();
for (const model of MODELS) {
  byName.set(model.name, model);
  // Requests may also name a model by its subject (spec 7.1 speaks of "model User").
  byName.set(model.subject, model);
}

/** The model a request names (`products` or `Product`), or undefined. */
export function findModel(name: string): Model | undefined {
  return byName.get(name);
}
