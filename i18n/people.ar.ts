// Messages of the admin and member details pages (Arabic). Same keys as people.en.ts.
export default {
  people: {
    admin: {
      admin_title: 'المسؤولون',
      access: 'الصلاحيات',
      role: 'الدور',
      no_role: 'بلا دور بعد',
      last_sign_in: 'آخر تسجيل دخول',
      never_signed_in: 'لم يسجّل الدخول قط',
      permissions: 'الأذونات',
      no_permissions: 'لا شيء',
    },
    member: {
      title: 'المستخدمون',
      edit: 'تعديل العضو',
      subscriptions: 'الاشتراكات',
      payments: 'المدفوعات',
      referred_by: 'أحاله',
      referred: 'الأعضاء الذين أحالهم',
    },
    related: {
      loading: 'جارٍ التحميل…',
      failed: 'تعذّر تحميل هذا القسم.',
      none: 'لا شيء بعد.',
      more: 'تُعرض أحدث %{shown} من %{smart_count}.',
    },
  },
};
