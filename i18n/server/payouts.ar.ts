// Server texts of payout request transitions (server/payouts), Arabic.
export default {
  'payouts.not_found': 'طلب السحب غير موجود.',
  'payouts.status.pending': 'قيد الانتظار',
  'payouts.status.approved': 'مقبول',
  'payouts.status.rejected': 'مرفوض',
  'payouts.status.paid': 'مدفوع',
  'payouts.already': 'طلب السحب %{reference} حالته بالفعل: %{status}.',
  'payouts.wrong_state': 'طلب السحب %{reference} حالته %{status}؛ ولا يمكن أن يصبح %{to}.',
  'payouts.changed': 'غيّر شخص آخر طلب السحب %{reference} في هذه الأثناء. أعد تحميله وحاول مرة أخرى.',
  'payouts.above_balance': 'طلب السحب %{reference} يطلب %{amount} جنيه، وهذا أكثر من الرصيد %{balance} جنيه.',
  'payouts.reason_required': 'اذكر سبب الرفض.',
  'payouts.reference_required': 'اذكر مرجع التحويل.',
  'payouts.moved.approved': 'تم قبول طلب السحب %{reference}.',
  'payouts.moved.rejected': 'تم رفض طلب السحب %{reference}.',
  'payouts.moved.paid': 'تم تعليم طلب السحب %{reference} كمدفوع.',
} satisfies Record<string, string>;
