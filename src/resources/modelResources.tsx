// Every model served by the generic list screen (their resource declarations), plus the page that list
// links to detail pages this admin does not have lead to.
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { NotAvailablePage } from '../list/pages/MessagePage';
import { NOT_AVAILABLE_PATH } from '../list/table/detailLinks';
import type { ResourceDeclaration } from './types';
import users from './users';
import admins from './admins';
import roles from './roles';
import programs from './programs';
import dietPrograms from './diet-programs';
import discounts from './discounts';
import coupons from './coupons';
import referralDiscounts from './referral-discounts';
import programPrices from './program-prices';
import paymentMethods from './payment-methods';
import pages from './pages';
import faqs from './faqs';
import subscriptions from './subscriptions';
import payoutRequests from './payout-requests';
import products from './products';
import services from './services';
import orders from './orders';
import requests from './requests';
import requestOffers from './request-offers';
import categories from './categories';
import subCategories from './sub-categories';
import sellers from './sellers';
import buyers from './buyers';
import paymentTransactions from './payment-transactions';
import commissions from './commissions';
import chats from './chats';
import reviews from './reviews';
import complaints from './complaints';
import areas from './areas';
import cities from './cities';
import addresses from './addresses';
import dynamicForms from './dynamic-forms';
import reviewQuestions from './review-questions';

export const modelDeclarations: ResourceDeclaration[] = [
  ...users,
  ...admins,
  ...roles,
  ...programs,
  ...dietPrograms,
  ...discounts,
  ...coupons,
  ...referralDiscounts,
  ...programPrices,
  ...paymentMethods,
  ...pages,
  ...faqs,
  ...subscriptions,
  ...payoutRequests,
  ...products,
  ...services,
  ...orders,
  ...requests,
  ...requestOffers,
  ...categories,
  ...subCategories,
  ...sellers,
  ...buyers,
  ...paymentTransactions,
  ...commissions,
  ...chats,
  ...reviews,
  ...complaints,
  ...areas,
  ...cities,
  ...addresses,
  ...dynamicForms,
  ...reviewQuestions,
];

export const modelRoutes = (
  <CustomRoutes key="model-pages">
    <Route path={NOT_AVAILABLE_PATH} element={<NotAvailablePage />} />
  </CustomRoutes>
);
