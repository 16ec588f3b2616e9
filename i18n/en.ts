// The admin's own messages (English). Same keys as ar.ts; tests/i18n/admin-messages.test.ts checks it.
import forms from './forms.en';
import list from './list.en';
import discounts from './discounts.en';
import session from './session.en';
import programmes from './programmes.en';
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
    dashboard: {
      title: 'Dashboard',
      loading: 'Loading the dashboard…',
      error: 'The dashboard could not be loaded.',
      retry: 'Try again',
      empty: 'No counts to show: your role does not include any of the areas the dashboard counts.',
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
  // The generic list screen's messages (i18n/list.*.ts).
  ...list,
  // The discount form (i18n/discounts.*.ts).
  ...discounts,
  ...session,
  ...forms,
  // The programme screens (i18n/programmes.*.ts).
  ...programmes,
};
