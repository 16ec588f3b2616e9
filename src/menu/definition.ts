// The menu entries that are not models (the dashboard, screens of their own, screens still to come),
// each placed by group and order among the models' entries, which the server declares (`menu` of
// server/models/*.ts). Groups come in the order of common/models/menuGroups.ts.
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LoopIcon from '@mui/icons-material/Loop';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ScienceIcon from '@mui/icons-material/Science';
import SettingsIcon from '@mui/icons-material/Settings';
import SportsGymnasticsIcon from '@mui/icons-material/SportsGymnastics';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import WidgetsIcon from '@mui/icons-material/Widgets';
import type { StaticMenuEntry } from './types';

export const STATIC_MENU: StaticMenuEntry[] = [
  { group: 'main', order: 10, item: { key: 'dashboard', path: '/dashboard/', icon: DashboardIcon } },
  {
    group: 'training',
    order: 10,
    item: {
      key: 'exercise_library',
      icon: SportsGymnasticsIcon,
      children: [
        { key: 'exercises', path: '/exercises', icon: SportsGymnasticsIcon, permission: 'view-Exercise' },
        {
          key: 'exercise_categories',
          path: '/exercises-Categories',
          icon: WidgetsIcon,
          permission: 'view-ExerciseCategory',
        },
        { key: 'rounds_categories', path: '/rounds-categories', icon: LoopIcon, permission: 'view-RoundCategory' },
      ],
    },
  },
  // The programme screens that are not a model's list: the slides' order and the recommendations' 'try it'.
  {
    group: 'programs',
    order: 55,
    item: { key: 'walkthrough_order', path: '/walkthrough-order', icon: SwapVertIcon, permission: 'view-Walkthrough' },
  },
  {
    group: 'programs',
    order: 75,
    item: {
      key: 'recommendations_try',
      path: '/subprogram-recommendations-try',
      icon: ScienceIcon,
      permission: 'view-SubprogramRecommendation',
    },
  },
  {
    group: 'sales',
    order: 60,
    item: { key: 'commission', path: '/commission', icon: HandshakeIcon, permission: 'view-Commission' },
  },
  {
    group: 'payouts',
    order: 20,
    item: {
      key: 'payout_accounts',
      path: '/payout-accounts',
      icon: AccountBalanceIcon,
      permission: 'view-PayoutAccount',
    },
  },
  {
    group: 'payouts',
    order: 30,
    item: { key: 'referrals_tree', path: '/treeview', icon: AccountTreeIcon, permission: 'view-Referral' },
  },
  {
    group: 'communication',
    order: 20,
    // Reading support threads is view-Chat (the threads are the `chats` model's rows).
    item: { key: 'support', path: '/support', icon: SupportAgentIcon, permission: 'view-Chat' },
  },
  {
    group: 'administration',
    order: 20,
    item: { key: 'settings', path: '/settings', icon: SettingsIcon, permission: 'view-Setting' },
  },
  {
    group: 'administration',
    order: 30,
    item: { key: 'add_admin', path: '/admins/ops', icon: PersonAddIcon, permission: 'create-admins', hidden: true },
  },
];
