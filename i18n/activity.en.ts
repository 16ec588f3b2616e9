// Messages of record histories and the details pages' activity (English). Same keys as activity.ar.ts.
import actionNames from '../common/messages/activity.en';

export default {
  activity: {
    title: 'History',
    loading: 'Loading the history…',
    failed: 'The history could not be loaded.',
    none: 'No recorded change yet.',
    entry: '%{action} by %{admin}, %{date}',
    nobody: 'nobody signed in',
    change: '%{field}: %{before} → %{after}',
    hidden: 'hidden',
    empty: 'empty',
    yes: 'yes',
    no: 'no',
    recent: 'Recent activity',
    all: 'All of this activity',
    row: '%{action} · %{model} %{rows} · %{date}',
    // Each recorded action in words (common/messages/activity.*.ts, shared with the server's filter).
    actions: actionNames,
  },
};
