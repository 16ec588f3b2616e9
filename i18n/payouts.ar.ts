// Payout request screens (src/resources/payout-requests), Arabic. Same keys as payouts.en.ts.
export default {
  payout: {
    title: 'طلبات السحب',
    status: { pending: 'قيد الانتظار', approved: 'مقبول', rejected: 'مرفوض', paid: 'مدفوع' },
    actions: { approve: 'قبول', reject: 'رفض', pay: 'تعليم كمدفوع' },
    form: {
      reason: 'سبب الرفض',
      reference: 'مرجع التحويل',
      reason_required: 'اذكر سبب الرفض.',
      reference_required: 'اذكر مرجع التحويل.',
    },
    decision: {
      approved_title: 'قبول طلب السحب %{reference}؟',
      rejected_title: 'رفض طلب السحب %{reference}؟',
      paid_title: 'تعليم طلب السحب %{reference} كمدفوع؟',
      payee: 'المستفيد',
      amount: 'المبلغ',
      balance: 'رصيد المحفظة',
      cancel: 'إلغاء',
      failed: 'تعذر تغيير طلب السحب.',
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
