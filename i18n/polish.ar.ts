// Quick date filters named after the list's model, and who wrote a chat or support message (Arabic).
// Same keys as polish.en.ts.
export default {
  date_shortcuts: {
    today: '%{model} اليوم',
    tomorrow: '%{model} غدًا',
    currentWeek: '%{model} هذا الأسبوع',
    currentMonth: '%{model} هذا الشهر',
    nextWeek: '%{model} الأسبوع القادم',
    nextMonth: '%{model} الشهر القادم',
  },
  message_sender: {
    staff: 'فريق العمل',
    customer: 'العميل',
    member: 'عضو',
  },
};
