// Messages of record histories and the details pages' activity (Arabic). Same keys as activity.en.ts.
import actionNames from '../common/messages/activity.ar';

export default {
  activity: {
    title: 'السجل',
    loading: 'جارٍ تحميل السجل…',
    failed: 'تعذّر تحميل السجل.',
    none: 'لا توجد تغييرات مسجلة بعد.',
    entry: '%{action} بواسطة %{admin}، %{date}',
    nobody: 'لم يسجّل أحد الدخول',
    change: '%{field}: من %{before} إلى %{after}',
    hidden: 'مخفي',
    empty: 'فارغ',
    yes: 'نعم',
    no: 'لا',
    recent: 'النشاط الأخير',
    all: 'كل هذا النشاط',
    row: '%{action} · %{model} رقم %{rows} · %{date}',
    // Each recorded action in words (common/messages/activity.*.ts, shared with the server's filter).
    actions: actionNames,
  },
};
