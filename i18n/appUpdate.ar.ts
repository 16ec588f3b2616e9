// What the admin says when a part of it fails to load after a release (Arabic). Same keys as appUpdate.en.ts.
export default {
  app_update: {
    title: 'تم تحديث لوحة الإدارة',
    text: 'تعذّر تحميل جزء من هذه الصفحة، على الأرجح لأن إصدارًا جديدًا صدر للتو. أعد تحميل الصفحة للمتابعة.',
    reload: 'إعادة التحميل',
    reloading: 'جارٍ تحميل الإصدار الجديد…',
  },
};
