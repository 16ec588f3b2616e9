// The dashboard's trend lines and the "needs attention" panel (Arabic). Same keys as
// dashboard.en.ts.
export default {
  dashboard: {
    change: {
      // Arabic has six plural forms: 0, 1, 2, 3–10, 11–99, 100 and more.
      versus:
        'الجديد: %{change} مقارنة بالفترة السابقة |||| الجديد: %{change} مقارنة باليوم السابق |||| الجديد: %{change} مقارنة باليومين السابقين |||| الجديد: %{change} مقارنة بالأيام الـ%{days} السابقة |||| الجديد: %{change} مقارنة بالـ%{days} يومًا السابقة |||| الجديد: %{change} مقارنة بالـ%{days} يوم السابقة',
      none: 'لا جديد في الفترة الأخيرة ولا التي قبلها |||| لا جديد في اليوم الأخير ولا الذي قبله |||| لا جديد في اليومين الأخيرين ولا اللذين قبلهما |||| لا جديد في الأيام الـ%{days} الأخيرة ولا التي قبلها |||| لا جديد في الـ%{days} يومًا الأخيرة ولا التي قبلها |||| لا جديد في الـ%{days} يوم الأخيرة ولا التي قبلها',
    },
    attention: {
      title: 'بحاجة إلى متابعة',
      nothing: 'لا شيء ينتظرك.',
      pending_payout_requests: 'طلبات سحب معلّقة',
      open_support_threads: 'محادثات دعم مفتوحة',
      pending_sign_ups: 'تسجيلات بانتظار الموافقة',
      failed_payments: 'مدفوعات فاشلة',
    },
  },
};
