// The admin's own messages (English). Same keys as ar.ts; tests/i18n/admin-messages.test.ts checks it.
import forms from './forms.en';
import list from './list.en';
import discounts from './discounts.en';
import session from './session.en';
import library from './library.en';
import access from './access.en';
import chat from './chat.en';
import payouts from './payouts.en';
import subscriptions from './subscriptions.en';
import money from './money.en';
import programmes from './programmes.en';
import exportJobs from './exportJobs.en';
import settings from './settings.en';
import activity from './activity.en';
import people from './people.en';
import maps from './maps.en';
import richText from './richText.en';
import appUpdate from './appUpdate.en';
import twoFactor from './twoFactor.en';
import plainWords from './plainWords.en';
import polish from './polish.en';
import planner from './planner.en';
import mealPlan from './mealPlan.en';
import columns from './columns.en';
import dashboard from './dashboard.en';
export default {
  app: {
    http: {
      need_login: 'Need to login!',
      network_error: 'The server could not be reached. Check your connection and try again.',
      route_not_found: 'Route not found: %{path}',
      failed_status: 'The request failed (HTTP %{status}).',
      not_a_file: 'A file was expected from %{path}, and none came.',
    },
    language: {
      label: 'Language',
      en: 'English',
      ar: 'العربية',
    },
    login: {
      title: 'Sign in',
      heading: 'Welcome back',
      intro: 'Sign in with your administrator account.',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
    },
    crash: {
      title: 'This page could not be shown',
      text: 'Something went wrong while showing this page. Try again, or open another page from the menu.',
      retry: 'Try again',
      release: 'Release %{release}',
    },
    dashboard: {
      title: 'Dashboard',
      loading: 'Loading the dashboard…',
      error: 'The dashboard could not be loaded.',
      retry: 'Try again',
      empty: 'No counts to show: your role does not include any of the areas the dashboard counts.',
      charts: {
        subscriptions: 'Subscriptions and revenue per month',
        members: 'New members per week',
        programmes: 'Top programmes',
        payouts: 'Payout requests by state',
        month: 'Month',
        week: 'Week starting',
        programme: 'Programme',
        status: 'State',
        count: 'Count',
        new_members: 'New members',
        revenue: 'Revenue (EGP)',
        amount: 'Amount (EGP)',
        failed: 'The charts could not be loaded.',
      },
      cards: {
        admins: 'Admins',
        roles: 'Roles',
        users: 'Users',
        programs: 'Programs',
        diet_programs: 'Diet programs',
        sub_programs: 'Sub-programs',
        exercises: 'Exercises',
        rounds: 'Rounds',
        subscriptions: 'Subscriptions',
        discounts: 'Discounts',
        coupons: 'Coupons',
        payout_requests: 'Payout requests',
        products: 'Products',
        services: 'Services',
        orders: 'Orders',
        requests: 'Requests',
        sellers: 'Sellers',
        buyers: 'Buyers',
        chats: 'Chats',
        complaints: 'Complaints',
        reviews: 'Reviews',
        pages: 'Pages',
        faqs: 'FAQs',
        active_subscriptions: 'Active subscriptions',
        pending_payout_requests: 'Pending payout requests',
        open_complaints: 'Open complaints',
        pending_sellers: 'Pending sellers',
        open_chats: 'Open chats',
      },
    },
  },
  referrals: {
    tree: {
      title: 'Referrals tree',
      search: 'Find a member (name or email)',
      find: 'Find',
      not_found: 'No member of the tree matches.',
      failed: 'The referrals could not be loaded.',
      open: 'Open %{name}',
      close: 'Close %{name}',
      more: 'Show more',
      summary: '%{count} referred, %{rewards} EGP earned |||| %{count} referred, %{rewards} EGP earned',
    },
  },
  // The generic list screen's messages (i18n/list.*.ts).
  ...list,
  // The discount form (i18n/discounts.*.ts).
  ...discounts,
  ...session,
  ...forms,
  // The exercise and round trees (i18n/library.*.ts).
  ...library,
  // The role, admin and member forms (i18n/access.*.ts).
  ...access,
  // Chat groups and support (i18n/chat.*.ts).
  ...chat,
  // Payout request screens (i18n/payouts.*.ts).
  ...payouts,
  // Subscription screens (i18n/subscriptions.*.ts).
  ...subscriptions,
  // The programme screens (i18n/programmes.*.ts).
  ...programmes,
  // Export jobs on the list screens (i18n/exportJobs.*.ts).
  ...exportJobs,
  // The settings screen (i18n/settings.*.ts).
  ...settings,
  // Record histories and recent activity (i18n/activity.*.ts).
  ...activity,
  // The admin and member details pages (i18n/people.*.ts).
  ...people,
  // The commission page and the referral details page (i18n/money.*.ts).
  ...money,
  // Maps of addresses and areas (i18n/maps.*.ts).
  ...maps,
  // The rich-text editor's toolbar (i18n/richText.*.ts).
  ...richText,
  // A part that fails to load after a release (i18n/appUpdate.*.ts).
  ...appUpdate,
  // Two-factor sign-in (i18n/twoFactor.*.ts).
  ...twoFactor,
  // Words instead of codes: activity-log changes, the role matrix (i18n/plainWords.*.ts).
  ...plainWords,
  // Quick date filters by model, chat and support senders (i18n/polish.*.ts).
  ...polish,
  // The day planner's numbers, fields and copy dialogs (i18n/planner.*.ts).
  ...planner,
  // The diet programme's meal plan editor (i18n/mealPlan.*.ts).
  ...mealPlan,
  // The list's column chooser and phone cards (i18n/columns.*.ts).
  ...columns,
  // The dashboard's trends and needs-attention panel (i18n/dashboard.*.ts).
  ...dashboard,
};
