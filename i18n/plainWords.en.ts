// Words instead of codes (English): the activity log's changes, the role matrix's check boxes, round
// types. Same keys as plainWords.ar.ts.
export default {
  plainWords: {
    // Between the records an activity-log entry names.
    separator: ', ',
    // One check box of the role matrix: `Edit Commission rules`.
    permission: '%{action} %{subject}',
  },
};
