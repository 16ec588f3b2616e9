// Words instead of codes (Arabic): the activity log's changes, the role matrix's check boxes, round
// types. Same keys as plainWords.en.ts.
export default {
  plainWords: {
    // Between the records an activity-log entry names.
    separator: '، ',
    permission: 'صلاحية %{action} %{subject}',
  },
};
