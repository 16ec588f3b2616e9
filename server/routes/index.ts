// Every API plugin, registered under /api/v1/admin (each in its own encapsulated scope).
// Append new areas here.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { adminRoutes } from './admins';
import { pendingAccountRoutes } from './pending-accounts';
import { authRoutes } from './auth';
import { jobRoutes } from './jobs';
import { chatGroupRoutes } from './chat-groups';
import { chatRoutes } from './chat';
import { chatModerationRoutes } from './chat-moderation';
import { realtimeRoutes } from './realtime';
import { supportChatRoutes } from './support-chat';
import { couponRoutes } from './coupons';
import { declaredFormRoutes } from '../forms/declared/routes';
import { dashboardRoutes } from './dashboard';
import { discountRoutes } from './discounts';
import { exerciseLibraryRoutes } from './exercise-library';
import { memberRoutes } from './members';
import { modelRoutes } from './models';
import { noteRoutes } from './notes';
import { payoutAccountRoutes } from './payout-accounts';
import { payoutRequestRoutes } from './payout-requests';
import { pickerRoutes } from './pickers';
import { profileRoutes } from './profile';
import { programPriceRoutes } from './program-prices';
import { programmeRoutes } from './programmes';
import { recommendationRoutes } from './recommendations';
import { referralDiscountRoutes } from './referral-discounts';
import { referralRoutes } from './referrals';
import { roleRoutes } from './roles';
import { roundLibraryRoutes } from './round-library';
import { searchRoutes } from './search';
import { sessionRoutes } from './session';
import { subscriptionRoutes } from './subscriptions';
import { settingRoutes } from './settings';
import { activityRoutes } from './activity';
import { singleRoutes } from './single';
import { uploadRoutes } from './uploads';
import { twoFactorRoutes } from './two-factor';
import { savedViewRoutes } from './saved-views';

export const apiRoutes: Array<(app: FastifyInstance, deps: AppDeps) => Promise<void>> = [
  authRoutes,
  profileRoutes,
  adminRoutes,
  pendingAccountRoutes,
  memberRoutes,
  dashboardRoutes,
  roleRoutes,
  settingRoutes,
  activityRoutes,
  uploadRoutes,
  modelRoutes,
  searchRoutes,
  jobRoutes,
  singleRoutes,
  noteRoutes,
  pickerRoutes,
  sessionRoutes,
  couponRoutes,
  referralDiscountRoutes,
  programPriceRoutes,
  discountRoutes,
  declaredFormRoutes,
  exerciseLibraryRoutes,
  roundLibraryRoutes,
  chatGroupRoutes,
  chatRoutes,
  chatModerationRoutes,
  supportChatRoutes,
  realtimeRoutes,
  payoutRequestRoutes,
  payoutAccountRoutes,
  referralRoutes,
  subscriptionRoutes,
  programmeRoutes,
  recommendationRoutes,
  twoFactorRoutes,
  savedViewRoutes,
];
