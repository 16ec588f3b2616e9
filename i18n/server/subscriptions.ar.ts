// Server texts of the subscription actions (server/subscriptions), Arabic.
export default {
  'subscriptions.not_found': 'الاشتراك غير موجود.',
  'subscriptions.status.active': 'نشط',
  'subscriptions.status.pending': 'قيد الانتظار',
  'subscriptions.status.expired': 'منتهي',
  'subscriptions.status.cancelled': 'ملغي',
  'subscriptions.cannot_cancel': 'حالة هذا الاشتراك %{status}؛ لا يُلغى إلا الاشتراك النشط أو قيد الانتظار.',
  'subscriptions.cannot_extend': 'حالة هذا الاشتراك %{status}؛ ولا يمكن تمديده.',
  'subscriptions.changed': 'غيّر شخص آخر الاشتراك في هذه الأثناء. أعد تحميله وحاول مرة أخرى.',
  'subscriptions.repeated': 'طُبّق هذا التمديد للتو. أعد تحميل الاشتراك لتراه.',
  'subscriptions.cancelled': 'تم إلغاء الاشتراك.',
  'subscriptions.extended': 'تم تمديد الاشتراك حتى %{date}.',
} satisfies Record<string, string>;
