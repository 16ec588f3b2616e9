// The admin's own messages (Arabic). Same keys as en.ts; tests/i18n/admin-messages.test.ts checks it.
import forms from './forms.ar';
import list from './list.ar';
import discounts from './discounts.ar';
import session from './session.ar';
import programmes from './programmes.ar';
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
      intro: 'سجّل الدخول بحساب المسؤول الخاص بك.',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      submit: 'تسجيل الدخول',
      submitting: 'جارٍ تسجيل الدخول…',
    },
    dashboard: {
      title: 'لوحة التحكم',
      loading: 'جارٍ تحميل لوحة التحكم…',
      error: 'تعذّر تحميل لوحة التحكم.',
      retry: 'أعد المحاولة',
      empty: 'لا توجد أعداد لعرضها: دورك لا يشمل أيًا من الأقسام التي تعرضها لوحة التحكم.',
      cards: {
        admins: 'المسؤولون',
        roles: 'الأدوار',
        users: 'المستخدمون',
        programs: 'البرامج',
        diet_programs: 'البرامج الغذائية',
        sub_programs: 'البرامج الفرعية',
        exercises: 'التمارين',
        rounds: 'الجولات',
        subscriptions: 'الاشتراكات',
        discounts: 'الخصومات',
        coupons: 'القسائم',
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
  // The generic list screen's messages (i18n/list.*.ts).
  ...list,
  // The discount form (i18n/discounts.*.ts).
  ...discounts,
  ...session,
  ...forms,
  // The programme screens (i18n/programmes.*.ts).
  ...programmes,
};
