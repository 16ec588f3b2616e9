// The day planner's item numbers with their units, its editing fields and the copy dialogs (Arabic).
// Same keys as planner.en.ts. Plurals in six forms: 0, 1, 2, 3–10, 11–99, 100 and more.
export default {
  planner: {
    sets: 'لا مجموعات |||| مجموعة واحدة |||| مجموعتان |||| %{count} مجموعات |||| %{count} مجموعة |||| %{count} مجموعة',
    reps: 'لا تكرارات |||| تكرار واحد |||| تكراران |||| %{count} تكرارات |||| %{count} تكرارًا |||| %{count} تكرار',
    seconds: '%{count} ث',
    amount: '%{sets} من %{amount}',
    rest: 'راحة %{seconds}',
    unset: 'لم تُحدَّد المجموعات ولا الوقت بعد',
    fields: { sets: 'المجموعات', reps: 'التكرارات', duration: 'المدة', rest: 'الراحة' },
    seconds_unit: 'ث',
    numbers_of: 'مجموعات %{item} وتكراراته وأوقاته',
    edit: 'تعديل المجموعات والتكرارات والأوقات',
    done: 'إنهاء التعديل',
    copy_day: 'نسخ هذا اليوم إلى أيام أخرى',
    copy_week: 'نسخ هذا الأسبوع إلى أسابيع أخرى',
    copy_week_button: 'نسخ الأسبوع',
    copy_day_title: 'نسخ %{day} إلى أيام أخرى',
    copy_week_title: 'نسخ %{week} إلى أسابيع أخرى',
    copy_day_targets: 'الأيام التي يُنسخ إليها',
    copy_week_targets: 'الأسابيع التي يُنسخ إليها',
    copy_day_text: 'تحل عناصر هذا اليوم محل عناصر الأيام المختارة، ثم تُحفظ الخطة.',
    copy_week_text: 'تحل أيام هذا الأسبوع محل أيام الأسابيع المختارة، ثم تُحفظ الخطة.',
    copy_confirm: 'نسخ وحفظ',
    cancel: 'إلغاء',
  },
};
