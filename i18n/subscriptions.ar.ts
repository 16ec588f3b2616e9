// Subscription screens (src/resources/subscriptions), Arabic. Same keys as subscriptions.en.ts.
// Counted strings carry Polyglot's six Arabic forms: zero |||| one |||| two |||| few |||| many |||| other.
export default {
  subscription: {
    title: 'الاشتراكات',
    actions: { cancel: 'إلغاء الاشتراك', extend: 'تمديد' },
    change: {
      cancel_title: 'إلغاء هذا الاشتراك',
      extend_title: 'تمديد هذا الاشتراك',
      cancel_confirm: 'إلغاء الاشتراك',
      extend_confirm: 'تمديد',
      close: 'إغلاق',
      reason: 'السبب',
      days: 'عدد الأيام المضافة',
      reason_required: 'اذكر السبب.',
      days_invalid: 'أدخل عددًا صحيحًا من الأيام بين 1 و365.',
      failed: 'تعذّر حفظ التغيير.',
    },
    history: {
      title: 'التغييرات',
      empty: 'لا توجد تغييرات بعد.',
      at: 'الوقت',
      by: 'بواسطة',
      change: 'التغيير',
      reason: 'السبب',
      cancelled: 'أُلغي',
      extended:
        'مُدِّد %{smart_count} يوم |||| مُدِّد يومًا واحدًا %{smart_count} |||| مُدِّد يومين %{smart_count} |||| مُدِّد %{smart_count} أيام |||| مُدِّد %{smart_count} يومًا |||| مُدِّد %{smart_count} يوم',
    },
    payments: {
      title: 'المدفوعات',
      empty: 'لا توجد مدفوعات بعد.',
      at: 'التاريخ',
      method: 'طريقة الدفع',
      amount: 'المبلغ',
      status: 'الحالة',
      reference: 'المرجع',
      states: { paid: 'مدفوعة', failed: 'فشلت', refunded: 'مستردة' },
    },
  },
};
