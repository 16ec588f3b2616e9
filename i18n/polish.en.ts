// Quick date filters named after the list's model, and who wrote a chat or support message (English).
// Same keys as polish.ar.ts.
export default {
  date_shortcuts: {
    today: "Today's %{model}",
    tomorrow: "Tomorrow's %{model}",
    currentWeek: "This week's %{model}",
    currentMonth: "This month's %{model}",
    nextWeek: "Next week's %{model}",
    nextMonth: "Next month's %{model}",
  },
  message_sender: {
    staff: 'Staff',
    customer: 'Customer',
    member: 'Member',
  },
};
