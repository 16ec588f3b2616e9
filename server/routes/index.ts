// Every API plugin, registered under /api/v1/admin (each in its own encapsulated scope).
// Append new areas here.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { authRoutes } from './auth';
import { couponRoutes } from './coupons';
import { declaredFormRoutes } from '../forms/declared/routes';
import { dashboardRoutes } from './dashboard';
import { discountRoutes } from './discounts';
import { modelRoutes } from './models';
import { noteRoutes } from './notes';
import { pickerRoutes } from './pickers';
import { profileRoutes } from './profile';
import { programPriceRoutes } from './program-prices';
import { programmeRoutes } from './programmes';
import { recommendationRoutes } from './recommendations';
import { referralDiscountRoutes } from './referral-discounts';
import { roleRoutes } from './roles';
import { searchRoutes } from './search';
import { sessionRoutes } from './session';
import { settingRoutes } from './settings';
import { singleRoutes } from './single';
import { uploadRoutes } from './uploads';

export const apiRoutes: Array<(app: FastifyInstance, deps: AppDeps) => Promise<void>> = [
  authRoutes,
  profileRoutes,
  dashboardRoutes,
  roleRoutes,
  settingRoutes,
  uploadRoutes,
  modelRoutes,
  searchRoutes,
  singleRoutes,
  noteRoutes,
  pickerRoutes,
  sessionRoutes,
  couponRoutes,
  referralDiscountRoutes,
  programPriceRoutes,
  discountRoutes,
  declaredFormRoutes,
  programmeRoutes,
  recommendationRoutes,
];
