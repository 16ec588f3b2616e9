// Export jobs on the list screens (src/list/exportJobs), Arabic. Same keys as exportJobs.en.ts.
export default {
  export_jobs: {
    preparing: 'جارٍ تجهيز التصدير… %{progress}٪',
    rows: 'الصفوف: %{done} من %{total}',
    ready: 'ملف التصدير جاهز.',
    download: 'تنزيل',
    failed: 'فشل التصدير. صدّر القائمة مرة أخرى.',
    dismiss: 'إغلاق',
    progress_label: 'تقدّم التصدير',
  },
};
