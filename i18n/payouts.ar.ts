// Payout request screens (src/resources/payout-requests), Arabic. Same keys as payouts.en.ts.
export default {
  payout: {
    title: 'طلبات السحب',
    status: { pending: 'قيد الانتظار', approved: 'مقبول', rejected: 'مرفوض', paid: 'مدفوع' },
    actions: { approve: 'قبول', reject: 'رفض', pay: 'تعليم كمدفوع' },
    form: {
      title: 'معالجة طلب السحب',
      loading: 'جارٍ تحميل طلب السحب…',
      summary: '%{reference}: %{amount} جنيه، الحالة الآن %{status}',
      balance: 'رصيد المستفيد: %{balance} جنيه',
      final: 'هذا الطلب نهائي: لا يمكن أن يتغير بعد الآن.',
      status: 'الحالة الجديدة',
      reason: 'سبب الرفض',
      reference: 'مرجع التحويل',
      status_required: 'اختر الحالة الجديدة.',
      reason_required: 'اذكر سبب الرفض.',
      reference_required: 'اذكر مرجع التحويل.',
    },
    history: {
      title: 'السجل',
      empty: 'لا توجد تغييرات بعد.',
      at: 'الوقت',
      by: 'بواسطة',
      change: 'التغيير',
      note: 'السبب أو المرجع',
      moved: 'من %{from} إلى %{to}',
    },
  },
};
