// The day planner's item numbers with their units, its editing fields and the copy dialogs (English).
// Same keys as planner.ar.ts; the planner's other messages are under programmes.planner (programmes.en.ts).
export default {
  planner: {
    sets: '%{count} set |||| %{count} sets',
    reps: '%{count} rep |||| %{count} reps',
    seconds: '%{count} s',
    amount: '%{sets} × %{amount}',
    rest: 'rest %{seconds}',
    unset: 'No sets or time yet',
    fields: { sets: 'Sets', reps: 'Reps', duration: 'Duration', rest: 'Rest' },
    seconds_unit: 's',
    numbers_of: 'Sets, reps and times of %{item}',
    edit: 'Edit sets, reps and times',
    done: 'Done editing',
    copy_day: 'Copy this day to other days',
    copy_week: 'Copy this week to other weeks',
    copy_week_button: 'Copy week',
    copy_day_title: 'Copy %{day} to other days',
    copy_week_title: 'Copy %{week} to other weeks',
    copy_day_targets: 'Days to copy to',
    copy_week_targets: 'Weeks to copy to',
    copy_day_text: "The chosen days get this day's items in place of their own, then the plan is saved.",
    copy_week_text: "The chosen weeks get this week's days in place of their own, then the plan is saved.",
    copy_confirm: 'Copy and save',
    cancel: 'Cancel',
  },
};
