// The admin's own messages (Arabic). Same keys as en.ts; tests/i18n/admin-messages.test.ts checks it.
import forms from './forms.ar';
import list from './list.ar';
import discounts from './discounts.ar';
import session from './session.ar';
import library from './library.ar';
import access from './access.ar';
import chat from './chat.ar';
import payouts from './payouts.ar';
import subscriptions from './subscriptions.ar';
import money from './money.ar';
import programmes from './programmes.ar';
import exportJobs from './exportJobs.ar';
import settings from './settings.ar';
import activity from './activity.ar';
import people from './people.ar';
import maps from './maps.ar';
import richText from './richText.ar';
import appUpdate from './appUpdate.ar';
import twoFactor from './twoFactor.ar';
import plainWords from './plainWords.ar';
import polish from './polish.ar';
import planner from './planner.ar';
import mealPlan from './mealPlan.ar';
import columns from './columns.ar';
import dashboard from './dashboard.ar';
export default {
  app: {
    http: {
      need_login: 'يجب تسجيل الدخول!',
      network_error: 'تعذّر الوصول إلى الخادم. تحقّق من الاتصال ثم أعد المحاولة.',
      route_not_found: 'المسار غير موجود: %{path}',
      failed_status: 'تعذّر تنفيذ الطلب (HTTP %{status}).',
      not_a_file: 'كان متوقعًا ملف من %{path} ولم يصل أي ملف.',
    },
    language: {
      label: 'اللغة',
      en: 'English',
      ar: 'العربية',
    },
    login: {
      title: 'تسجيل الدخول',
      heading: 'مرحبًا بعودتك',
      intro: 'سجّل الدخول بحساب المشرف الخاص بك.',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      submit: 'تسجيل الدخول',
      submitting: 'جارٍ تسجيل الدخول…',
    },
    crash: {
      title: 'تعذّر عرض هذه الصفحة',
      text: 'حدث خطأ أثناء عرض هذه الصفحة. حاول مرة أخرى، أو افتح صفحة أخرى من القائمة.',
      retry: 'حاول مرة أخرى',
      release: 'الإصدار %{release}',
    },
    dashboard: {
      title: 'لوحة التحكم',
      loading: 'جارٍ تحميل لوحة التحكم…',
      error: 'تعذّر تحميل لوحة التحكم.',
      retry: 'أعد المحاولة',
      empty: 'لا توجد أعداد لعرضها: دورك لا يشمل أيًا من الأقسام التي تعرضها لوحة التحكم.',
      charts: {
        subscriptions: 'الاشتراكات والإيرادات شهريًا',
        members: 'الأعضاء الجدد أسبوعيًا',
        programmes: 'أكثر البرامج اشتراكًا',
        payouts: 'طلبات السحب حسب الحالة',
        month: 'الشهر',
        week: 'بداية الأسبوع',
        programme: 'البرنامج',
        status: 'الحالة',
        count: 'العدد',
        new_members: 'أعضاء جدد',
        revenue: 'الإيرادات (جنيه)',
        amount: 'المبلغ (جنيه)',
        failed: 'تعذّر تحميل الرسوم البيانية.',
      },
      cards: {
        admins: 'المشرفون',
        roles: 'الأدوار',
        users: 'الأعضاء',
        programs: 'البرامج',
        diet_programs: 'البرامج الغذائية',
        sub_programs: 'البرامج الفرعية',
        exercises: 'التمارين',
        rounds: 'الجولات',
        subscriptions: 'الاشتراكات',
        discounts: 'الخصومات',
        coupons: 'الكوبونات',
        payout_requests: 'طلبات السحب',
        products: 'المنتجات',
        services: 'الخدمات',
        orders: 'الطلبات',
        requests: 'طلبات الخدمات',
        sellers: 'البائعون',
        buyers: 'المشترون',
        chats: 'المحادثات',
        complaints: 'الشكاوى',
        reviews: 'التقييمات',
        pages: 'الصفحات',
        faqs: 'الأسئلة الشائعة',
        active_subscriptions: 'الاشتراكات النشطة',
        pending_payout_requests: 'طلبات السحب المعلقة',
        open_complaints: 'الشكاوى المفتوحة',
        pending_sellers: 'البائعون قيد المراجعة',
        open_chats: 'المحادثات المفتوحة',
      },
    },
  },
  referrals: {
    tree: {
      title: 'شجرة الإحالات',
      search: 'ابحث عن عضو (الاسم أو البريد)',
      find: 'بحث',
      not_found: 'لا يوجد عضو في الشجرة يطابق البحث.',
      failed: 'تعذّر تحميل الإحالات.',
      open: 'فتح %{name}',
      close: 'إغلاق %{name}',
      more: 'عرض المزيد',
      summary:
        'لم يُحِل أحدًا %{count}، ربح %{rewards} جنيه |||| أحال عضوًا واحدًا %{count}، ربح %{rewards} جنيه |||| أحال عضوين %{count}، ربح %{rewards} جنيه |||| أحال %{count} أعضاء، ربح %{rewards} جنيه |||| أحال %{count} عضوًا، ربح %{rewards} جنيه |||| أحال %{count} عضو، ربح %{rewards} جنيه',
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
