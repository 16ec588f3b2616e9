// Export jobs on the list screens (src/list/exportJobs), English. Same keys as exportJobs.ar.ts.
export default {
  export_jobs: {
    preparing: 'Preparing the export… %{progress}%',
    rows: 'Rows: %{done} of %{total}',
    ready: 'Your export is ready.',
    download: 'Download',
    failed: 'The export failed. Export the list again.',
    dismiss: 'Dismiss',
    progress_label: 'Export progress',
  },
};
